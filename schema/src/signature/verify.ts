import { constantTimeEqual } from './constant-time';
import { DEFAULT_TOLERANCE_SECONDS } from './headers';
import { computeSignature, type HmacSha256Hex, type RawBody } from './sign';
import { WebhookSignatureError } from './signature-error';

/** Options of {@link verify}. */
export interface VerifyOptions {
  /** The secret the signature must have been made with. */
  readonly secret: string;
  /** The raw body exactly as received (never a re-serialised object). */
  readonly payload: RawBody;
  /** The `x-service-signature` header value, if any. */
  readonly header: string | null | undefined;
  /** Largest accepted distance between `t` and now, in the past or the future. Default 300. */
  readonly toleranceSeconds?: number;
  /** Milliseconds since the epoch; injected so tests control time. */
  readonly now?: () => number;
  /** The HMAC implementation (default: the pure-JavaScript one; a server passes Node's). */
  readonly hmac?: HmacSha256Hex;
}

/** A parsed signature header. */
export interface ParsedSignatureHeader {
  readonly timestamp: number;
  readonly signatures: readonly string[];
}

const HEX_DIGEST = /^[0-9a-f]{64}$/;

/** Parses `t=…,v1=…[,v1=…]`; several `v1` entries are allowed so secrets can overlap in future. */
export function parseSignatureHeader(header: string): ParsedSignatureHeader {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw malformed(`part "${part.trim()}" is not key=value`);
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined) throw malformed('t appears more than once');
      if (!/^\d{1,15}$/.test(value)) throw malformed('t is not unix seconds');
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!HEX_DIGEST.test(value)) throw malformed('v1 is not a lowercase hex SHA-256 digest');
      signatures.push(value);
    }
    // Unknown schemes (v0, v2…) are ignored so a future scheme can be added alongside v1.
  }
  if (timestamp === undefined) throw malformed('t is missing');
  if (signatures.length === 0) throw malformed('v1 is missing');
  return { timestamp, signatures };
}

/**
 * Verifies a webhook signature over the raw body. Returns the signed timestamp; throws
 * `WebhookSignatureError` with a precise reason otherwise. The timestamp must lie within the
 * tolerance on both sides of now, so neither old captures nor far-future ones are accepted.
 */
export function verify(options: VerifyOptions): { timestamp: number } {
  if (!options.secret) throw new WebhookSignatureError('missing_secret', 'No webhook secret is configured');
  const header = options.header?.trim();
  if (!header) throw new WebhookSignatureError('missing_header', 'The x-service-signature header is missing');
  const parsed = parseSignatureHeader(header);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > tolerance) {
    throw new WebhookSignatureError(
      'timestamp_outside_tolerance',
      `The signature timestamp is ${nowSeconds - parsed.timestamp} s away from now (tolerance ${tolerance} s)`,
    );
  }
  const expected = computeSignature(options.secret, parsed.timestamp, options.payload, options.hmac);
  // Check every candidate without stopping early: the loop's duration must not reveal which matched.
  let matched = false;
  for (const candidate of parsed.signatures) {
    matched = constantTimeEqual(expected, candidate) || matched;
  }
  if (!matched) throw new WebhookSignatureError('signature_mismatch', 'The signature does not match the body');
  return { timestamp: parsed.timestamp };
}

function malformed(detail: string): WebhookSignatureError {
  return new WebhookSignatureError('malformed_header', `The x-service-signature header is malformed: ${detail}`);
}
