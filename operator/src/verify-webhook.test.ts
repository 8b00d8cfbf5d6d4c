import { createHmac } from 'node:crypto';
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

  it('matches an independently computed vector: HMAC-SHA256 over "<t>.<rawBody>"', () => {
    const t = NOW / 1000;
    const digest = createHmac('sha256', SECRET).update(`${t}.${BODY}`).digest('hex');
    const header = `t=${t},v1=${digest}`;
    expect(sign({ secret: SECRET, payload: BODY, now })).toBe(header);
    expect(verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: BODY, signingSecret: SECRET, requireSignature: true, now })).toEqual({ ok: true, method: 'signature' });
    // Within the tolerance either way, and a custom tolerance is honoured.
    const later = () => NOW + 300_000;
    expect(verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: BODY, signingSecret: SECRET, requireSignature: true, now: later }).ok).toBe(true);
    expect(verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: BODY, signingSecret: SECRET, requireSignature: true, signatureToleranceSeconds: 60, now: later }).ok).toBe(false);
    // The re-serialised object is not what was signed: whitespace matters.
    expect(verifyWebhookRequest({ headers: { 'x-service-signature': header }, rawBody: BODY.replace(',', ', '), signingSecret: SECRET, requireSignature: true, now }).ok).toBe(false);
  });

  it('reads a fetch Headers object for the legacy header too, and explains a refusal', () => {
    expect(verifyWebhookRequest({ headers: new Headers({ 'X-Webhook-Secret': SECRET }), rawBody: BODY, signingSecret: SECRET, now })).toEqual({ ok: true, method: 'legacy' });
    const res = verifyWebhookRequest({ headers: {}, rawBody: BODY, signingSecret: SECRET, requireSignature: true, now });
    expect(res).toEqual({ ok: false, reason: expect.stringContaining('missing') });
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyWebhookRequest({ headers: {}, rawBody: BODY, signingSecret: '', now }).ok).toBe(false);
  });
});

describe('parseWebhookEvent', () => {
  it('keeps amounts exact', () => {
    const parsed = parseWebhookEvent(BODY);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.event.actions[0]?.amount.toFixed()).toBe('1.0000000001');
  });

  it.each([
    ['not json', 'not valid JSON'],
    ['[]', 'body'],
    ['{"event":"dice_bet"}', 'userId'],
    ['{"event":"dice_bet","userId":"u","customerId":"c","actions":[],"usdRate":"1"}', 'usdRate'],
    ['{"event":"dice_bet","userId":"u","customerId":"c","actions":[{"type":"bet","amount":-1}]}', 'actions.0.amount'],
    ['{"event":"dice_bet","userId":"u","customerId":"c","actions":[{"type":"refund","amount":1}]}', 'actions.0.type'],
  ])('refuses %s with a reason', (body, reason) => {
    const parsed = parseWebhookEvent(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});
