import { createHmac } from 'node:crypto';
import { sign } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { InvalidOptionError } from './options/check-options';
import { headerValue, verifyWebhookRequest, type VerifyWebhookOptions } from './verify-webhook';

const SECRET = 'whsec_test_secret_0123456789';
const SIGNING = 'whsec_signing_only_0123456789';
const BODY = '{"event":"dice_bet","userId":"u","customerId":"c","betId":"b","transactionId":"t","actions":[{"type":"bet","amount":1.0000000001}]}';
const NOW = 1_760_000_000_000;
const now = () => NOW;
const signed = (secret = SECRET, at = NOW, payload: string | Uint8Array = BODY) => sign({ secret, payload, now: () => at });
const check = (extra: Partial<VerifyWebhookOptions> & Pick<VerifyWebhookOptions, 'headers'>) =>
  verifyWebhookRequest({ rawBody: BODY, webhookSecret: SECRET, now, ...extra });

describe('verifyWebhookRequest', () => {
  it('accepts a signature made over the raw body with the webhook secret, from either header shape', () => {
    const header = signed();
    expect(check({ headers: { 'x-service-signature': header } })).toEqual({ ok: true, method: 'signature' });
    expect(check({ headers: new Headers({ 'X-Service-Signature': header }) })).toEqual({ ok: true, method: 'signature' });
    // A record whose names kept their case (some frameworks do) is read too.
    expect(check({ headers: { 'X-Service-Signature': header } })).toEqual({ ok: true, method: 'signature' });
  });

  it('verifies over the raw bytes: the same body as bytes passes, one changed byte fails', () => {
    const bytes = new TextEncoder().encode(BODY);
    expect(check({ headers: { 'x-service-signature': signed() }, rawBody: bytes })).toEqual({ ok: true, method: 'signature' });
    const changed = bytes.slice();
    changed[changed.length - 4] = '2'.charCodeAt(0);
    expect(check({ headers: { 'x-service-signature': signed() }, rawBody: changed, requireSignature: true })).toEqual({
      ok: false,
      failure: 'signature_mismatch',
      reason: 'The signature does not match the body',
    });
  });

  it.each([
    ['a changed body', { body: BODY.replace('1.0000000001', '1.0000000002') }, 'signature_mismatch'],
    ['another secret', { secret: 'whsec_other_secret_0123456789' }, 'signature_mismatch'],
    ['a stale timestamp', { signedAt: NOW - 301_000 }, 'timestamp_outside_tolerance'],
    ['a future timestamp', { signedAt: NOW + 301_000 }, 'timestamp_outside_tolerance'],
  ] as const)('refuses %s', (_label, change: { body?: string; secret?: string; signedAt?: number }, failure) => {
    const header = signed(change.secret, change.signedAt);
    const res = check({ headers: { 'x-service-signature': header }, rawBody: change.body ?? BODY, requireSignature: true });
    expect(res).toMatchObject({ ok: false, failure });
  });

  it('signs with signingSecret when given; the legacy header still carries the webhook secret', () => {
    const bySigning = { 'x-service-signature': signed(SIGNING) };
    expect(check({ headers: bySigning, signingSecret: SIGNING, requireSignature: true })).toEqual({ ok: true, method: 'signature' });
    // Without signingSecret the webhook secret is the key, so the same signature fails.
    expect(check({ headers: bySigning, requireSignature: true })).toMatchObject({ ok: false, failure: 'signature_mismatch' });
    // A signature made with the webhook secret fails once another signing secret is configured.
    expect(check({ headers: { 'x-service-signature': signed() }, signingSecret: SIGNING, requireSignature: true })).toMatchObject({ ok: false });
    // The legacy fallback compares with the webhook secret, never with the signing secret.
    expect(check({ headers: { 'x-webhook-secret': SECRET }, signingSecret: SIGNING })).toEqual({ ok: true, method: 'legacy' });
    expect(check({ headers: { 'x-webhook-secret': SIGNING }, signingSecret: SIGNING })).toMatchObject({ ok: false, failure: 'legacy_secret_mismatch' });
  });

  it('falls back to the legacy header by default, as the contract helper does; never with requireSignature', () => {
    const legacy = { 'x-webhook-secret': SECRET };
    expect(check({ headers: legacy })).toEqual({ ok: true, method: 'legacy' });
    expect(check({ headers: legacy, requireSignature: true })).toEqual({
      ok: false,
      failure: 'missing_header',
      reason: 'The x-service-signature header is missing',
    });
    expect(check({ headers: { 'x-webhook-secret': 'nope' } })).toEqual({
      ok: false,
      failure: 'legacy_secret_mismatch',
      reason: 'The x-service-signature header is missing, and the x-webhook-secret header does not match',
    });
    // A failed signature falls back too (the contract: "when false, a failed signature falls back").
    const bad = 't=1,v1=' + '0'.repeat(64);
    expect(check({ headers: { ...legacy, 'x-service-signature': bad } })).toEqual({ ok: true, method: 'legacy' });
    expect(check({ headers: { ...legacy, 'x-service-signature': bad }, requireSignature: true })).toMatchObject({ ok: false, failure: 'timestamp_outside_tolerance' });
    expect(check({ headers: { 'x-webhook-secret': 'nope', 'x-service-signature': bad } })).toMatchObject({ ok: false, failure: 'legacy_secret_mismatch' });
    // A secret that is a prefix of the real one, or the real one plus more, is not the secret.
    expect(check({ headers: { 'x-webhook-secret': SECRET.slice(0, -1) } }).ok).toBe(false);
    expect(check({ headers: { 'x-webhook-secret': `${SECRET}x` } }).ok).toBe(false);
    expect(check({ headers: { 'x-webhook-secret': '' } }).ok).toBe(false);
  });

  it('explains a request with neither header', () => {
    expect(check({ headers: {} })).toEqual({
      ok: false,
      failure: 'missing_header',
      reason: 'The x-service-signature header is missing, and no x-webhook-secret header was sent',
    });
  });

  it('matches an independently computed vector: HMAC-SHA256 over "<t>.<rawBody>", within the tolerance either way', () => {
    const t = NOW / 1000;
    const header = `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex')}`;
    const at = (ms: number) => () => ms;
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true })).toEqual({ ok: true, method: 'signature' });
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, now: at(NOW + 300_000) }).ok).toBe(true);
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, now: at(NOW - 300_000) }).ok).toBe(true);
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, now: at(NOW + 301_000) }).ok).toBe(false);
    // A custom tolerance is honoured, and 0 means the same second only.
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, signatureToleranceSeconds: 60, now: at(NOW + 61_000) }).ok).toBe(false);
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, signatureToleranceSeconds: 600, now: at(NOW + 599_000) }).ok).toBe(true);
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, signatureToleranceSeconds: 0 }).ok).toBe(true);
    expect(check({ headers: { 'x-service-signature': header }, requireSignature: true, signatureToleranceSeconds: 0, now: at(NOW + 1000) }).ok).toBe(false);
    // The re-serialised object is not what was signed: whitespace matters.
    expect(check({ headers: { 'x-service-signature': header }, rawBody: BODY.replace(',', ', '), requireSignature: true }).ok).toBe(false);
  });

  it.each([
    ['a missing webhook secret', { webhookSecret: undefined }, 'webhookSecret', 'option webhookSecret is required'],
    ['an empty webhook secret', { webhookSecret: '' }, 'webhookSecret', 'option webhookSecret must be a non-empty string'],
    ['an empty signing secret', { signingSecret: '' }, 'signingSecret', 'option signingSecret must be a non-empty string'],
    ['a negative tolerance', { signatureToleranceSeconds: -1 }, 'signatureToleranceSeconds', 'option signatureToleranceSeconds must be a finite number of seconds, 0 or more'],
    ['an infinite tolerance', { signatureToleranceSeconds: Infinity }, 'signatureToleranceSeconds', 'option signatureToleranceSeconds must be a finite number of seconds, 0 or more'],
    ['a string requireSignature', { requireSignature: 'false' }, 'requireSignature', 'option requireSignature must be true or false'],
    ['a clock that is not a function', { now: NOW }, 'now', 'option now must be a function'],
    ['a parsed body', { rawBody: { event: 'dice_bet' } }, 'rawBody', 'option rawBody must be the raw body as a string or bytes'],
    [
      'an option it does not know',
      { toleranceSeconds: 10 },
      'toleranceSeconds',
      'unknown option toleranceSeconds; known options: webhookSecret, signingSecret, requireSignature, signatureToleranceSeconds, now, headers, rawBody',
    ],
  ])('throws on %s instead of guessing', (_label, change, option, message) => {
    const options = { headers: { 'x-webhook-secret': SECRET }, rawBody: BODY, webhookSecret: SECRET, ...change } as unknown as VerifyWebhookOptions;
    const error = new InvalidOptionError(`verifyWebhookRequest: ${message}`, option);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', details: { option } });
    expect(() => verifyWebhookRequest(options)).toThrow(error);
  });
});

describe('headerValue', () => {
  it('reads the first of repeated values, and nothing for an absent header', () => {
    expect(headerValue({ 'x-webhook-secret': ['a', 'b'] }, 'X-Webhook-Secret')).toBe('a');
    expect(headerValue({}, 'x-webhook-secret')).toBeUndefined();
    expect(headerValue(new Headers(), 'x-webhook-secret')).toBeUndefined();
  });
});
