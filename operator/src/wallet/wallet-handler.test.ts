import { Decimal, sign, stringifyExact } from '@rgs/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/check-options';
import { createMemoryStorage } from './memory-storage';
import { createWalletHandler } from './wallet-handler';
import { CUSTOMER, SECRET, walletUnderTest } from './wallet-test-kit';

let kit: ReturnType<typeof walletUnderTest>;
beforeEach(() => {
  kit = walletUnderTest();
});
const send = (body: Record<string, unknown>, headers?: Record<string, string>) => kit.send(body, headers);
const money = (game: string, kind: 'bet' | 'win', amount: string, extra: Record<string, unknown> = {}) => kit.money(game, kind, amount, extra);
const refused = (body: Record<string, unknown>, status: number, headers?: Record<string, string>) => kit.refused(body, status, undefined, headers);
const balance = () => kit.balance();

describe('the wallet handler enforces the wallet-side requirements', () => {
  it('1. verifies the signature (or legacy header) first: unsigned or badly signed requests mutate nothing', async () => {
    await refused(money('dice', 'bet', '1'), 401, {});
    await refused(money('dice', 'bet', '1'), 401, { 'x-service-signature': sign({ secret: 'whsec_wrong_wrong_wrong', payload: '{}' }) });
    await refused({ __raw: 'not json at all' }, 401, {});
  });

  it('refuses a request that does not bring the raw body (a parsed one cannot be verified) before anything is read', async () => {
    const body = money('dice', 'bet', '1');
    const headers = { 'x-service-signature': sign({ secret: SECRET, payload: stringifyExact(body) }) };
    await expect(kit.handler.handle({ headers, rawBody: body as never })).rejects.toThrow(
      new InvalidOptionError('WalletHandler.handle: option rawBody must be the raw body as a string or bytes', 'rawBody'),
    );
    await expect(kit.handler.handle({ rawBody: stringifyExact(body) } as never)).rejects.toThrow('WalletHandler.handle: option headers is required');
    await expect(kit.handler.handle(undefined as never)).rejects.toThrow('WalletHandler.handle needs an object');
    expect({ balance: balance(), records: kit.records() }).toEqual({ balance: '100', records: 0 });
    // A request object may carry more than the two (an operator's framework passes its own): only they are read.
    const extra = { headers, rawBody: stringifyExact(body), method: 'POST' };
    expect((await kit.handler.handle(extra)).status).toBe(200);
    expect(balance()).toBe('99');
  });

  it('2. a non-balance_check request without betId, or with an empty one, is rejected', async () => {
    await refused(money('dice', 'bet', '1', { betId: undefined }), 400);
    await refused(money('dice', 'bet', '1', { betId: '' }), 400);
  });

  it('3. malformed money events are rejected; balance_check and *_close with empty actions are accepted', async () => {
    await refused(money('dice', 'bet', '1', { actions: [] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'refund', amount: new Decimal(1) }] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'bet' }] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'bet', amount: 'ten' }] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'bet', amount: new Decimal(-1) }] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'win', amount: new Decimal(1) }] }), 400);
    const check = await send({ event: 'balance_check', userId: 'alice', customerId: CUSTOMER, actions: [] });
    expect(check).toMatchObject({ status: 200, body: { success: true, balance: 100 } });
    expect((await send(money('mines', 'bet', '1', { betId: 'rnd_c' }))).status).toBe(200);
    const close = await send({ event: 'mines_close', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_c', transactionId: 'txn_close', roundClosed: true, actions: [] });
    expect(close).toMatchObject({ status: 200, body: { success: true, balance: 99 } });
  });

  it('4. a repeated transactionId is a replay; one debit per round, except blackjack', async () => {
    const bet = money('dice', 'bet', '1');
    expect((await send(bet)).status).toBe(200);
    await refused(bet, 409);
    await refused(money('dice', 'bet', '1'), 409);
    // Reusing the betId under another game is a second debit too.
    await refused(money('mines', 'bet', '1'), 409);
    expect((await send(money('blackjack', 'bet', '1', { betId: 'rnd_bj' }))).status).toBe(200);
    expect((await send(money('blackjack', 'bet', '1', { betId: 'rnd_bj' }))).status).toBe(200);
    expect(balance()).toBe('97');
  });

  it('5. a credit needs a committed debit of the same game and round; a second credit is rejected', async () => {
    await refused(money('dice', 'win', '2'), 400);
    expect((await send(money('dice', 'bet', '1'))).status).toBe(200);
    await refused(money('mines', 'win', '2'), 400);
    expect((await send(money('dice', 'win', '2'))).body).toEqual({ success: true, balance: 101 });
    await refused(money('dice', 'win', '2'), 409);
    // A credit after a rejected (unaffordable) debit.
    await refused(money('dice', 'bet', '1000', { betId: 'rnd_poor' }), 402);
    await refused(money('dice', 'win', '5', { betId: 'rnd_poor' }), 400);
  });

  it('6. balance updates are atomic: 50 concurrent debits of 3 on 100 accept exactly 33', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(money('dice', 'bet', '3', { betId: `rnd_c${i}` }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(33);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 402 && !r.body.success)).toBe(true);
    expect(balance()).toBe('1');
  });

  it('6. 20 concurrent credits of one round: exactly one is accepted', async () => {
    expect((await send(money('dice', 'bet', '1'))).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(money('dice', 'win', '2'))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(balance()).toBe('101');
  });

  it('7 and 8. a credit far above its debit is paid, and amounts keep all 10 decimals', async () => {
    expect((await send(money('dice', 'bet', '0.0000000001'))).status).toBe(200);
    const res = await send({ ...money('dice', 'win', '99999.9999999999') });
    expect(res.status).toBe(200);
    expect(balance()).toBe('100099.9999999998');
  });

  it('9. unknown events are rejected and move nothing', async () => {
    await refused(money('dice', 'bet', '1', { event: 'poker_bet' }), 400);
    await refused(money('dice', 'bet', '1', { event: 'dice_refund' }), 400);
  });

  it('10. a zero-amount win is accepted and moves nothing', async () => {
    expect((await send(money('dice', 'bet', '1'))).status).toBe(200);
    expect((await send(money('dice', 'win', '0'))).body).toEqual({ success: true, balance: 99 });
  });

  it('11. every accepted mutation answers with the post-action balance', async () => {
    expect((await send(money('dice', 'bet', '12.5'))).body).toEqual({ success: true, balance: 87.5 });
    expect((await send(money('dice', 'win', '25'))).body).toEqual({ success: true, balance: 112.5 });
  });

  it('refuses another customer id and unknown players', async () => {
    await refused(money('dice', 'bet', '1', { customerId: 'cus_other' }), 403);
    const res = await send({ event: 'balance_check', userId: 'nobody', customerId: CUSTOMER, actions: [] });
    expect(res.status).toBe(404);
    await refused(money('dice', 'bet', '1', { userId: 'nobody' }), 404);
  });

  it('a free-bet placement records the round without debiting; its win is paid', async () => {
    const placement = money('dice', 'bet', '0', { freeBet: true, freeBetId: 'fb_1', freeBetsRemaining: 2 });
    expect((await send(placement)).body).toEqual({ success: true, balance: 100 });
    expect((await send(money('dice', 'win', '1.98', { freeBet: true, freeBetId: 'fb_1', freeBetsRemaining: 2 }))).body.balance).toBe(101.98);
    await refused(money('dice', 'bet', '1', { betId: 'rnd_fb2', freeBet: true }), 400);
  });

  it('a closed round takes no more money events', async () => {
    expect((await send(money('mines', 'bet', '1', { betId: 'rnd_x' }))).status).toBe(200);
    expect((await send({ event: 'mines_close', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_x', transactionId: 'txn_cx', actions: [] })).status).toBe(200);
    await refused(money('mines', 'win', '5', { betId: 'rnd_x' }), 409);
  });

  it('accepts the legacy header unless signatures are required', async () => {
    expect((await send(money('dice', 'bet', '1'), { 'x-webhook-secret': SECRET })).status).toBe(200);
    kit = walletUnderTest({ requireSignature: true, unknownEvents: 'reject' });
    await refused(money('dice', 'bet', '1', { betId: 'rnd_2' }), 401, { 'x-webhook-secret': SECRET });
    await refused(money('dice', 'bet', '1', { betId: 'rnd_2' }), 401, { 'x-webhook-secret': 'wrong' });
  });

  it('refuses a missing transactionId, two actions, more than 10 decimals, and aliases', async () => {
    await refused(money('dice', 'bet', '1', { transactionId: undefined }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'bet', amount: new Decimal(1) }, { type: 'bet', amount: new Decimal(1) }] }), 400);
    await refused(money('dice', 'bet', '1', { actions: [{ type: 'bet', amount: new Decimal('0.00000000001') }] }), 400);
    await refused({ __raw: '{"event":"dice_bet","userId":"alice","customerId":"cus_1","betId":"b","transactionId":"t","actions":[{"type":"bet","amount":"1"}]}' }, 400);
    expect((await send(money('mines', 'bet', '1'))).status).toBe(200);
    // Aliases are refused by default (compatibilityAliases: 'reject'); see wallet-handler-policies.test.ts.
    await kit.refused(money('mines', 'win', '2', { event: 'mines_cashout' }), 400, "mines_cashout is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')");
    await kit.refused(
      money('videopoker', 'bet', '2', { betId: 'rnd_vp', actions: [{ type: 'win', amount: new Decimal(2) }] }),
      400,
      "videopoker_bet carrying a win action is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')",
    );
  });

  it('reads the body as exact bytes, and refuses a balance_check that carries actions', async () => {
    const rawBody = new TextEncoder().encode(stringifyExact(money('dice', 'bet', '2.5')));
    const res = await kit.handler.handle({ headers: { 'x-service-signature': sign({ secret: SECRET, payload: rawBody }) }, rawBody });
    expect(res).toEqual({ status: 200, body: '{"success":true,"balance":97.5}' });
    await kit.refused({ event: 'balance_check', userId: 'alice', customerId: CUSTOMER, actions: [{ type: 'bet', amount: new Decimal(1) }] }, 400, 'a balance_check carries no actions');
  });

  it('verifies with signingSecret and signatureToleranceSeconds when given', async () => {
    const at = 1_760_000_000_000;
    kit = walletUnderTest({ signingSecret: 'whsec_signing_key', signatureToleranceSeconds: 10, requireSignature: true, now: () => at });
    const body = money('dice', 'bet', '1');
    const rawBody = stringifyExact(body);
    const signed = (secret: string, t: number) => ({ 'x-service-signature': sign({ secret, payload: rawBody, now: () => t }) });
    await kit.refused(body, 401, 'Unauthorized: The signature does not match the body', signed(SECRET, at));
    await kit.refused(body, 401, 'Unauthorized: The signature timestamp is -11 s away from now (tolerance 10 s)', signed('whsec_signing_key', at + 11_000));
    const res = await kit.handler.handle({ headers: signed('whsec_signing_key', at - 10_000), rawBody });
    expect(res).toEqual({ status: 200, body: '{"success":true,"balance":99}' });
    // The record carries the injected clock's time.
    expect(kit.storage.listTransactions(CUSTOMER)[0]?.at).toBe(at);
  });

  it('writes balances as exact JSON numbers, never through floats', async () => {
    kit.storage.setBalance(CUSTOMER, 'alice', '12345678901234567.1234567891');
    const res = await send(money('dice', 'bet', '0.0000000001'));
    expect(res.raw).toBe('{"success":true,"balance":12345678901234567.123456789}');
    const check = await send({ event: 'balance_check', userId: 'alice', customerId: CUSTOMER, actions: [] });
    expect(check.raw).toBe('{"success":true,"balance":12345678901234567.123456789}');
  });

  it('an instant loss (bet with roundClosed: true) is terminal: no credit or close follows', async () => {
    expect((await send(money('dice', 'bet', '1', { roundClosed: true }))).status).toBe(200);
    await refused(money('dice', 'win', '2'), 409);
    await refused({ event: 'dice_close', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_1', transactionId: 'txn_cl', actions: [] }, 409);
  });

  it('*_close: needs the round debit, carries no actions, a replay is refused, nothing moves', async () => {
    const close = (extra: Record<string, unknown> = {}) => ({ event: 'mines_close', userId: 'alice', customerId: CUSTOMER, betId: 'rnd_m', transactionId: 'txn_mc', roundClosed: true, actions: [], ...extra });
    await refused(close(), 400);
    expect((await send(money('mines', 'bet', '2', { betId: 'rnd_m' }))).status).toBe(200);
    await refused(close({ actions: [{ type: 'bet', amount: new Decimal(1) }] }), 400);
    expect((await send(close())).body).toEqual({ success: true, balance: 98 });
    await refused(close(), 409);
    await refused(money('mines', 'bet', '1', { betId: 'rnd_m' }), 409);
  });

  it('blackjack: several debits, then one credit; nothing after it', async () => {
    const bj = (kind: 'bet' | 'win', amount: string) => money('blackjack', kind, amount, { betId: 'rnd_bj' });
    for (const amount of ['10', '10', '5']) expect((await send(bj('bet', amount))).status).toBe(200);
    await refused(money('dice', 'win', '1', { betId: 'rnd_bj' }), 400);
    expect((await send(bj('win', '40'))).body).toEqual({ success: true, balance: 115 });
    await refused(bj('bet', '10'), 409);
    await refused(bj('win', '40'), 409);
  });

  it('a free bet is placed with zero cash balance and debits nothing', async () => {
    kit.storage.setBalance(CUSTOMER, 'alice', '0');
    expect((await send(money('dice', 'bet', '0', { freeBet: true, freeBetId: 'fb', freeBetsRemaining: 0 }))).body).toEqual({ success: true, balance: 0 });
    expect((await send(money('dice', 'win', '0.5', { freeBet: true, freeBetId: 'fb', freeBetsRemaining: 0 }))).body).toEqual({ success: true, balance: 0.5 });
  });

  it('auto-creates players when the storage allows it', async () => {
    const storage = createMemoryStorage({ autoCreatePlayers: true, openingBalance: '7.5' });
    const handler = createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage });
    const rawBody = JSON.stringify({ event: 'balance_check', userId: 'new', customerId: CUSTOMER, actions: [] });
    const res = await handler.handle({ headers: { 'x-service-signature': sign({ secret: SECRET, payload: rawBody }) }, rawBody });
    expect(res).toEqual({ status: 200, body: '{"success":true,"balance":7.5}' });
  });
});
