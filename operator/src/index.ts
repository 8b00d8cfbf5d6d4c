export { FaultPlan, type Fault, type FaultMatch } from './reference-wallet/faults';
export { createReferenceWallet, type RecordedRequest, type ReferenceWallet, type ReferenceWalletOptions } from './reference-wallet/reference-wallet';
export { headerValue, parseWebhookEvent, verifyWebhookRequest, type HeaderSource, type ParsedWebhook, type VerifyWebhookOptions, type VerifyWebhookResult, type WebhookEvent, type WebhookParseErrorCode } from './verify-webhook';
export { createMemoryStorage, type MemoryStorage, type MemoryStorageOptions } from './wallet/memory-storage';
export { createWalletHandler, type WalletHandlerOptions, type WalletResponse } from './wallet/wallet-handler';
export type { PlayerUnit, WalletRecord, WalletStorage } from './wallet/wallet-storage';
export { demoSiteRoutes, type DemoSiteOptions } from './demo-site/demo-routes';
