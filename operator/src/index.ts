export { Decimal, LEGACY_SECRET_HEADER, SIGNATURE_HEADER, type ActionType, type EventKind, type GameDefinition, type WebhookAction } from '@rgs/schema';
export { toExpressHandler, PARSED_BODY_MESSAGE, type ExpressLikeNext, type ExpressLikeRequest } from './adapters/express';
export { toFetchHandler } from './adapters/fetch';
export { toNodeListener } from './adapters/node-http';
export { DEFAULT_MAX_BODY_BYTES, type AdapterOptions, type BodyLimitOptions } from './adapters/adapter-support';
export { classifyEvent } from './events/classify-event';
export { COMPATIBILITY_ALIASES, type CompatibilityAlias } from './events/compatibility-aliases';
export { parseWebhookEvent } from './events/parse-webhook-event';
export { DEFAULT_CURRENCY, type EventClassification, type ParsedWebhook, type WebhookEvent, type WebhookParseErrorCode } from './events/webhook-event';
export { InvalidOptionError } from './options/check-options';
export {
  headerValue,
  verifyWebhookRequest,
  type HeaderSource,
  type RawBody,
  type VerificationFailure,
  type VerificationOptions,
  type VerifyWebhookOptions,
  type VerifyWebhookResult,
} from './verify-webhook';
export { createMemoryStorage, type MemoryStorage, type MemoryStorageOptions } from './wallet/memory-storage';
export { createWalletHandler, type WalletHandler, type WalletHandlerOptions, type WalletRequest, type WalletResponse } from './wallet/wallet-handler';
export type { Awaitable, PlayerUnit, WalletRecord, WalletStorage } from './wallet/wallet-storage';
