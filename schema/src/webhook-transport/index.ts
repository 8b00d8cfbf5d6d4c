export { guardedLookup, isPublicAddress, UnsafeAddressError } from './address-policy';
export type { TransportResult, WebhookTransport, WebhookTransportOptions } from './transport-types';
export { createWebhookTransport } from './webhook-transport';
export { checkWebhookUrl, isAllowListed, type WebhookUrlCheck } from './webhook-url';
export { nodeHmacSha256Hex } from './node-hmac';
