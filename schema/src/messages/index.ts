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
