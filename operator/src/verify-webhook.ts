import {
  LEGACY_SECRET_HEADER,
  SIGNATURE_HEADER,
  WebhookSignatureError,
  constantTimeEqual,
  parseExact,
  verify,
  webhookEnvelopeSchema,
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

export type ParsedWebhook = { readonly ok: true; readonly event: WebhookEnvelope } | { readonly ok: false; readonly reason: string };

/** Parses a webhook body losslessly (amounts stay exact) and checks its envelope. */
export function parseWebhookEvent(rawBody: string): ParsedWebhook {
  let json: unknown;
  try {
    json = parseExact(rawBody);
  } catch {
    return { ok: false, reason: 'body is not valid JSON' };
  }
  const parsed = webhookEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, event: parsed.data };
}
