export {
  authRequiredMessageSchema,
  authRequiredReasonSchema,
  balanceUpdateMessageSchema,
  betResultMessageSchema,
  hostMessageSchema,
  resizeMessageSchema,
  upgradeMessageSchema,
  type AuthRequiredReason,
  type BetResultMessage,
  type HostMessage,
  type UpgradeMessage,
} from './host-messages';
export { AUTH_REQUIRED_REASONS, BET_RESULT_STATUSES, DECIMAL_TEXT } from './message-rules';
