import {
  DEFAULT_TOLERANCE_SECONDS,
  LEGACY_SECRET_HEADER,
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constantTimeEqual,
  verify,
  type SignatureFailure,
} from '@rgs/schema';
// Node's HMAC alone: the transport beside it (undici, address checks) is the service's, not the operator's.
import { nodeHmacSha256Hex } from '@rgs/schema/node-hmac';
import { checkOptions, rule } from './options/check-options';

/** Request headers as a plain record (Node's `req.headers`) or a fetch `Headers`. */
export type HeaderSource = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The body exactly as received: the bytes, or their text. */
export type RawBody = string | Uint8Array;

/** The options shared by {@link verifyWebhookRequest} and the wallet handler, with the contract's names. */
export interface VerificationOptions {
  /** The account's webhook secret: the legacy `x-webhook-secret` value, and the signing key unless `signingSecret` is set. */
  readonly webhookSecret: string;
  /** The HMAC key of `x-service-signature`. Default: the webhook secret. */
  readonly signingSecret?: string;
  /**
   * When false (the contract's default), a missing or failed signature falls back to the legacy
   * `x-webhook-secret` header, compared in constant time; when true, only a valid signature passes.
   */
  readonly requireSignature?: boolean;
  /** Accepted clock skew of the signature's `t`, either way, in seconds. Default 300. */
  readonly signatureToleranceSeconds?: number;
  /** Milliseconds since the epoch; injected so tests control time. Default `Date.now`. */
  readonly now?: () => number;
}

/** Options of {@link verifyWebhookRequest}. */
export interface VerifyWebhookOptions extends VerificationOptions {
  readonly headers: HeaderSource;
  /** Verify over these bytes before parsing, never over a re-serialised object. */
  readonly rawBody: RawBody;
}

/** Why a request was refused: the signature check's own reason, or the legacy header's. */
export type VerificationFailure = SignatureFailure;

export type VerifyWebhookResult =
  | { readonly ok: true; readonly method: 'signature' | 'legacy' }
  | { readonly ok: false; readonly failure: VerificationFailure; readonly reason: string };

/** The option rules of verification, shared with the wallet handler's own check. */
export const VERIFICATION_OPTION_SPEC = {
  webhookSecret: { rule: rule.text, required: true },
  signingSecret: { rule: rule.text },
  requireSignature: { rule: rule.boolean },
  signatureToleranceSeconds: { rule: rule.seconds },
  now: { rule: rule.function },
} as const;

/** What one webhook request brings: its headers and the raw body its signature covers. */
export const WEBHOOK_REQUEST_SPEC = {
  headers: { rule: rule.object, required: true },
  rawBody: { rule: rule.body, required: true },
} as const;

/** Reads one header from either header shape; a record's names are matched case-insensitively. */
export function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const wanted = name.toLowerCase();
  const key = Object.hasOwn(record, wanted) ? wanted : Object.keys(record).find((k) => k.toLowerCase() === wanted);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * Authenticates a webhook as the contract's helper library does: the `x-service-signature` HMAC
 * (key `signingSecret ?? webhookSecret`) over `<t>.<rawBody>` within the tolerance; unless
 * `requireSignature` is set, a missing or failed signature falls back to comparing the legacy
 * `x-webhook-secret` header with the webhook secret in constant time. Throws an InvalidOptionError
 * for options it cannot honour.
 */
export function verifyWebhookRequest(options: VerifyWebhookOptions): VerifyWebhookResult {
  checkOptions('verifyWebhookRequest', options, {
    ...VERIFICATION_OPTION_SPEC,
    ...WEBHOOK_REQUEST_SPEC,
  });
  return verifyCheckedRequest(options);
}

/**
 * {@link verifyWebhookRequest} for a caller that checked the options already (the wallet handler,
 * once when it is built): the per-webhook work alone.
 */
export function verifyCheckedRequest(options: VerifyWebhookOptions): VerifyWebhookResult {
  let failure: WebhookSignatureError;
  try {
    verify({
      secret: options.signingSecret ?? options.webhookSecret,
      payload: options.rawBody,
      header: headerValue(options.headers, SIGNATURE_HEADER),
      toleranceSeconds: options.signatureToleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
      now: options.now,
      // This package runs on Node (and runtimes with node:crypto): its HMAC is several times
      // cheaper than the isomorphic one, and gives the same digest.
      hmac: nodeHmacSha256Hex,
    });
    return { ok: true, method: 'signature' };
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    failure = error;
  }
  if (options.requireSignature) return { ok: false, failure: failure.reason, reason: failure.message };
  const legacy = headerValue(options.headers, LEGACY_SECRET_HEADER);
  // The secret goes first: on a length mismatch the comparison runs over it, so its time reveals
  // only the secret's own length, never how much of a guess was right.
  if (legacy !== undefined && constantTimeEqual(options.webhookSecret, legacy)) return { ok: true, method: 'legacy' };
  const legacyProblem = legacy === undefined ? `no ${LEGACY_SECRET_HEADER} header was sent` : `the ${LEGACY_SECRET_HEADER} header does not match`;
  return {
    ok: false,
    failure: legacy === undefined ? failure.reason : 'legacy_secret_mismatch',
    reason: `${failure.message}, and ${legacyProblem}`,
  };
}
