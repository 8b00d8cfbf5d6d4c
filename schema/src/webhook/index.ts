export {
  webhookActionSchema,
  webhookEnvelopeSchema,
  type ActionType,
  type WebhookAction,
  type WebhookEnvelope,
  type WebhookRequest,
} from './webhook-request';
export { balanceResponseSchema, mutationResponseBalanceSchema, type WalletAnswer } from './webhook-response';
