import { sign, stringifyExact, Decimal } from '@rgs/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReferenceWallet, type ReferenceWallet } from './reference-wallet';

const SECRET = 'whsec_reference_wallet_test';
let wallet: ReferenceWallet;
let seq = 0;

beforeEach(async () => {
  wallet = createReferenceWallet({ customerId: 'cus_ref', webhookSecret: SECRET, openingBalance: '50' });
  await wallet.start();
});
afterEach(() => wallet.stop());

function post(event: string, kind?: 'bet' | 'win', amount = '1', betId = 'rnd_1') {
  const body = stringifyExact({
    event,
    userId: 'p1',
    customerId: 'cus_ref',
    ...(kind ? { betId, transactionId: `txn_${++seq}`, actions: [{ type: kind, amount: new Decimal(amount) }] } : { actions: [] }),
  });
  return fetch(wallet.url, { method: 'POST', headers: { 'x-service-signature': sign({ secret: SECRET, payload: body }) }, body, signal: AbortSignal.timeout(2000) });
}

describe('the reference wallet over HTTP', () => {
  it('auto-creates players with the opening balance and records every webhook', async () => {
    const res = await post('balance_check');
    expect(await res.json()).toEqual({ success: true, balance: 50 });
    expect((await post('dice_bet', 'bet', '2.5')).status).toBe(200);
    expect(wallet.requests.map((r) => [r.body.event, r.status])).toEqual([['balance_check', 200], ['dice_bet', 200]]);
    expect(wallet.requests[1]!.headers['x-service-signature']).toMatch(/^t=\d+,v1=/);
  });

  it('has admin endpoints to read, set and top up balances exactly', async () => {
    const base = new URL(wallet.url).origin;
    expect((await fetch(`${base}/players/p9`)).status).toBe(404);
    const set = await fetch(`${base}/players/p9`, { method: 'PUT', body: '{"balance":10.0000000001}' });
    expect(await set.text()).toBe('{"userId":"p9","balance":10.0000000001}');
    const topped = await fetch(`${base}/players/p9/deposit`, { method: 'POST', body: '{"amount":5}' });
    expect(await topped.text()).toBe('{"userId":"p9","balance":15.0000000001}');
    expect((await fetch(`${base}/players/p9/deposit`, { method: 'POST', body: '{"amount":-5}' })).status).toBe(400);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('injects faults: a status, counted by event, then behaves again', async () => {
    wallet.setFault({ respond: 503, match: { event: 'dice_bet', times: 2 } });
    expect((await post('balance_check')).status).toBe(200);
    expect((await post('dice_bet', 'bet')).status).toBe(503);
    expect((await post('dice_bet', 'bet', '1', 'rnd_2')).status).toBe(503);
    expect((await post('dice_bet', 'bet', '1', 'rnd_3')).status).toBe(200);
    expect(wallet.storage.getPlayer('cus_ref', 'p1')!.balance.toFixed()).toBe('49');
  });

  it('injects faults: hang, drop, and commit-then-drop', async () => {
    wallet.setFault({ hang: true, match: { times: 1 } });
    await expect(post('dice_bet', 'bet')).rejects.toThrow();
    wallet.setFault({ drop: true, match: { times: 1 } });
    await expect(post('dice_bet', 'bet', '1', 'rnd_2')).rejects.toThrow();
    expect(wallet.storage.getPlayer('cus_ref', 'p1')).toBeUndefined();
    wallet.setFault({ processThen: 'drop', match: { times: 1 } });
    await expect(post('dice_bet', 'bet', '1', 'rnd_3')).rejects.toThrow();
    // The answer was lost but the debit committed.
    expect(wallet.storage.getPlayer('cus_ref', 'p1')!.balance.toFixed()).toBe('49');
    expect(wallet.requests.at(-1)!.status).toBe(200);
  });

  it('injects faults: a delay still processes', async () => {
    wallet.setFault({ delayMs: 100 });
    const started = Date.now();
    expect((await post('dice_bet', 'bet')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });
});
