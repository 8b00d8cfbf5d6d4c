import {
  LEGACY_SECRET_HEADER,
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constantTimeEqual,
  parseExact,
  verify,
  webhookActionSchema,
  webhookEnvelopeSchema,
  type WebhookAction,
  type WebhookEnvelope,
} from '@rgs/schema';

/** Request headers as a plain record (lower-case names) or a fetch `Headers`. */
export type HeaderSource = Headers | Readonly<Record<string, string | string[] | undefined>>;

/** Options of {@link verifyWebhookRequest}. */
export interface VerifyWebhookOptions {
  readonly headers: HeaderSource;
  /** The body exactly as received: verify before parsing, never over a re-serialised object. */
  readonly rawBody: string;
  readonly signingSecret: string;
  /**
   * When false (the contract's default), a missing or failed signature falls back to the legacy
   * `x-webhook-secret` header; when true, only a valid signature is accepted.
   */
  readonly requireSignature?: boolean;
  /** Accepted clock skew either way, in seconds. Default 300. */
  readonly signatureToleranceSeconds?: number;
  readonly now?: () => number;
}

export type VerifyWebhookResult = { readonly ok: true; readonly method: 'signature' | 'legacy' } | { readonly ok: false; readonly reason: string };

/** Reads one header from either header shape. */
export function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Authenticates a webhook as the contract's helper library does: the `x-service-signature` HMAC over
 * `<t>.<rawBody>` within the tolerance; unless `requireSignature` is set, a missing or failed
 * signature falls back to comparing the legacy `x-webhook-secret` header in constant time.
 */
export function verifyWebhookRequest(options: VerifyWebhookOptions): VerifyWebhookResult {
  if (!options.signingSecret) return { ok: false, reason: 'no signing secret is configured' };
  let failure: string;
  try {
    verify({
      secret: options.signingSecret,
      payload: options.rawBody,
      header: headerValue(options.headers, SIGNATURE_HEADER),
      toleranceSeconds: options.signatureToleranceSeconds,
      now: options.now,
    });
    return { ok: true, method: 'signature' };
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    failure = error.message;
  }
  if (options.requireSignature) return { ok: false, reason: failure };
  const legacy = headerValue(options.headers, LEGACY_SECRET_HEADER);
  if (legacy && constantTimeEqual(legacy, options.signingSecret)) return { ok: true, method: 'legacy' };
  return { ok: false, reason: `${failure}, and no valid legacy secret header was sent` };
}

/** A webhook body after parsing: the contract's fields, every amount an exact Decimal. */
export type WebhookEvent = Omit<WebhookEnvelope, 'actions'> & { readonly actions: readonly WebhookAction[] };

/** Why a body was refused: not JSON at all, or a field that breaks the contract's shapes. */
export type WebhookParseErrorCode = 'not_json' | 'invalid_field';

export type ParsedWebhook =
  | { readonly ok: true; readonly event: WebhookEvent }
  | { readonly ok: false; readonly code: WebhookParseErrorCode; readonly reason: string };

// Actions are validated here too (type bet|win, non-negative amount of at most 10 places), so a
// caller never meets a float or a raw lossless value.
const webhookEventSchema = webhookEnvelopeSchema.extend({ actions: webhookActionSchema.array() });

/** Parses a webhook body losslessly (amounts become exact Decimals) and checks its shape. */
export function parseWebhookEvent(rawBody: string): ParsedWebhook {
  let json: unknown;
  try {
    json = parseExact(rawBody);
  } catch {
    return { ok: false, code: 'not_json', reason: 'body is not valid JSON' };
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, code: 'invalid_field', reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, event: parsed.data };
}
