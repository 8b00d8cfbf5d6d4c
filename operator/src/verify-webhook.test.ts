import { sign } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { parseWebhookEvent, verifyWebhookRequest } from './verify-webhook';

const SECRET = 'whsec_test_secret_0123456789';
const BODY = '{"event":"dice_bet","userId":"u","customerId":"c","betId":"b","transactionId":"t","actions":[{"type":"bet","amount":1.0000000001}]}';
const NOW = 1_760_000_000_000;
const now = () => NOW;

describe('verifyWebhookRequest', () => {
  it('accepts a signature made over the raw body with the secret', () => {
    const header = sign({ secret: SECRET, payload: BODY, now });
    expect(verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: BODY, signingSecret: SECRET, now })).toEqual({ ok: true, method: 'signature' });
    expect(verifyWebhookRequest({ headers: new Headers({ 'x-service-signature': header }), rawBody: BODY, signingSecret: SECRET, now }).ok).toBe(true);
  });

  it.each([
    ['a changed body', { body: BODY.replace('1.0000000001', '1.0000000002') }],
    ['another secret', { secret: 'whsec_other_secret_0123456789' }],
    ['a stale timestamp', { signedAt: NOW - 301_000 }],
    ['a future timestamp', { signedAt: NOW + 301_000 }],
  ])('refuses %s', (_label, change: { body?: string; secret?: string; signedAt?: number }) => {
    const header = sign({ secret: change.secret ?? SECRET, payload: BODY, now: () => change.signedAt ?? NOW });
    const res = verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: change.body ?? BODY, signingSecret: SECRET, requireSignature: true, now });
    expect(res.ok).toBe(false);
  });

  it('falls back to the legacy header by default, as the contract helper does; never with requireSignature', () => {
    const headers = { 'x-webhook-secret': SECRET };
    expect(verifyWebhookRequest({ headers, rawBody: BODY, signingSecret: SECRET, now })).toEqual({ ok: true, method: 'legacy' });
    expect(verifyWebhookRequest({ headers, rawBody: BODY, signingSecret: SECRET, requireSignature: true, now }).ok).toBe(false);
    expect(verifyWebhookRequest({ headers: { 'x-webhook-secret': 'nope' }, rawBody: BODY, signingSecret: SECRET, now }).ok).toBe(false);
    // A failed signature falls back too (the contract: "when false, a failed signature falls back").
    const both = { 'x-webhook-secret': SECRET, 'x-service-signature': 't=1,v1=' + '0'.repeat(64) };
    expect(verifyWebhookRequest({ headers: both, rawBody: BODY, signingSecret: SECRET, now })).toEqual({ ok: true, method: 'legacy' });
    expect(verifyWebhookRequest({ headers: both, rawBody: BODY, signingSecret: SECRET, requireSignature: true, now }).ok).toBe(false);
    const wrongBoth = { 'x-webhook-secret': 'nope', 'x-service-signature': 't=1,v1=' + '0'.repeat(64) };
    expect(verifyWebhookRequest({ headers: wrongBoth, rawBody: BODY, signingSecret: SECRET, now }).ok).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyWebhookRequest({ headers: {}, rawBody: BODY, signingSecret: '', now }).ok).toBe(false);
  });
});

describe('parseWebhookEvent', () => {
  it('keeps amounts exact', () => {
    const parsed = parseWebhookEvent(BODY);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(String(parsed.event.actions[0] && (parsed.event.actions[0] as { amount: unknown }).amount)).toBe('1.0000000001');
  });

  it.each(['not json', '[]', '{"event":"dice_bet"}'])('refuses %s with a reason', (body) => {
    const parsed = parseWebhookEvent(body);
    expect(parsed.ok).toBe(false);
  });
});
