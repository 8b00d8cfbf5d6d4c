import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The raw request body: the exact bytes sent, or text that is sent UTF-8 encoded. */
export type RawBody = string | Uint8Array;

/**
 * Hex HMAC-SHA256 of the concatenated parts. The default is pure JavaScript (it runs in browsers); a
 * server passes Node's native one (`nodeHmacSha256Hex` from `@rgs/schema/webhook-transport`), several
 * times faster on the money path. Both give the same digest: the format is defined here once.
 */
export type HmacSha256Hex = (key: string, parts: readonly RawBody[]) => string;

const bytes = (part: RawBody) => (typeof part === 'string' ? utf8ToBytes(part) : part);

/** The pure-JavaScript {@link HmacSha256Hex}. */
export const hmacSha256Hex: HmacSha256Hex = (key, parts) => bytesToHex(hmac(sha256, utf8ToBytes(key), concatBytes(...parts.map(bytes))));

/** Options of {@link sign}. */
export interface SignOptions {
  /** The account's webhook secret. */
  readonly secret: string;
  /** The exact body that will be sent. */
  readonly payload: RawBody;
  /** Unix seconds to sign with; default: the injected clock's now. */
  readonly timestamp?: number;
  /** Milliseconds since the epoch; injected so tests control time. */
  readonly now?: () => number;
  /** The HMAC implementation (default: the pure-JavaScript one). */
  readonly hmac?: HmacSha256Hex;
}

/** Hex HMAC-SHA256 over `<timestamp>.<rawBody>` keyed by the secret (the contract's `v1`). */
export function computeSignature(secret: string, timestamp: number, payload: RawBody, hmacHex: HmacSha256Hex = hmacSha256Hex): string {
  return hmacHex(secret, [`${timestamp}.`, payload]);
}

/** The `x-service-signature` header value for a body: `t=<unix seconds>,v1=<hex digest>`. */
export function sign(options: SignOptions): string {
  const timestamp = options.timestamp ?? Math.floor((options.now ?? Date.now)() / 1000);
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new RangeError('timestamp must be a non-negative integer of unix seconds');
  }
  return `t=${timestamp},v1=${computeSignature(options.secret, timestamp, options.payload, options.hmac)}`;
}
