export {
  FREE_BET_QUANTITY,
  freeBetCancelRequestSchema,
  freeBetIssueRequestSchema,
  type FreeBetCancelRequest,
  type FreeBetGrant,
  type FreeBetIssueRequest,
} from './freebets';
