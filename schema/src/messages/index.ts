export {
  authRequiredMessageSchema,
  balanceUpdateMessageSchema,
  betResultMessageSchema,
  hostMessageSchema,
  resizeMessageSchema,
  upgradeMessageSchema,
  type HostMessage,
  type UpgradeMessage,
} from './host-messages';
