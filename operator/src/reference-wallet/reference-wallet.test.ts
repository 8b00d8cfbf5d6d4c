import { request } from 'node:http';
import { Hono } from 'hono';
import { Decimal, sign, stringifyExact } from '@rgs/schema';
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

interface PostOptions {
  readonly kind?: 'bet' | 'win';
  readonly amount?: string;
  readonly betId?: string;
  /** Client-side deadline: short for faults that never answer. */
  readonly timeoutMs?: number;
  readonly headers?: Record<string, string>;
}

function post(event: string, options: PostOptions = {}) {
  const { kind, amount = '1', betId = 'rnd_1' } = options;
  const body = stringifyExact({
    event,
    userId: 'p1',
    customerId: 'cus_ref',
    ...(kind ? { betId, transactionId: `txn_${++seq}`, actions: [{ type: kind, amount: new Decimal(amount) }] } : { actions: [] }),
  });
  const headers = options.headers ?? { 'x-service-signature': sign({ secret: SECRET, payload: body }) };
  return fetch(wallet.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 2000) });
}

/** Sends only the head of a POST declaring `length` bytes of body; resolves with the answer. */
function declareOnly(url: string, length: number): Promise<[number | undefined, string]> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-length': String(length) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        req.destroy();
        resolve([res.statusCode, text]);
      });
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

const balance = () => wallet.storage.getPlayer('cus_ref', 'p1')?.balance.toFixed();
const origin = () => new URL(wallet.url).origin;

describe('the reference wallet over HTTP', () => {
  it('serves the webhook at its URL, auto-creates players and records every webhook', async () => {
    expect(wallet.url).toBe(`http://127.0.0.1:${wallet.port}/wallet`);
    const res = await post('balance_check');
    expect(await res.json()).toEqual({ success: true, balance: 50 });
    expect(await (await post('dice_bet', { kind: 'bet', amount: '2.5' })).text()).toBe('{"success":true,"balance":47.5}');
    expect((await post('dice_bet', { kind: 'bet', headers: { 'x-webhook-secret': 'wrong' } })).status).toBe(401);
    expect(wallet.requests.map((r) => [r.body.event, r.status])).toEqual([['balance_check', 200], ['dice_bet', 200], ['dice_bet', 401]]);
    const recorded = wallet.requests[1]!;
    expect(recorded.headers['x-service-signature']).toMatch(/^t=\d+,v1=/);
    expect(recorded.rawBody).toContain('"amount":2.5');
    expect(typeof recorded.at).toBe('number');
    wallet.clearRequests();
    expect(wallet.requests).toHaveLength(0);
  });

  it('keeps no request log when told not to (a long-running wallet), and still answers', async () => {
    const quiet = createReferenceWallet({ customerId: 'cus_ref', webhookSecret: SECRET, recordRequests: false });
    await quiet.start();
    try {
      const body = stringifyExact({ event: 'balance_check', userId: 'p1', customerId: 'cus_ref', actions: [] });
      const res = await fetch(quiet.url, { method: 'POST', headers: { 'x-service-signature': sign({ secret: SECRET, payload: body }) }, body });
      expect([res.status, await res.text()]).toEqual([200, '{"success":true,"balance":1000}']);
      expect(quiet.requests).toEqual([]);
    } finally {
      await quiet.stop();
    }
  });

  it('has admin endpoints to read, set and top up balances exactly, and list transactions', async () => {
    const base = origin();
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/players/p9`)).status).toBe(404);
    const set = await fetch(`${base}/players/p9`, { method: 'PUT', body: '{"balance":10.0000000001}' });
    expect(await set.text()).toBe('{"userId":"p9","balance":10.0000000001}');
    const topped = await fetch(`${base}/players/p9/deposit`, { method: 'POST', body: '{"amount":5}' });
    expect(await topped.text()).toBe('{"userId":"p9","balance":15.0000000001}');
    expect(await (await fetch(`${base}/players/p9`)).text()).toBe('{"userId":"p9","balance":15.0000000001}');
    expect((await fetch(`${base}/players/p9/deposit`, { method: 'POST', body: '{"amount":-5}' })).status).toBe(400);
    expect((await fetch(`${base}/players/p9`, { method: 'PUT', body: '{"balance":"lots"}' })).status).toBe(400);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);
    await post('dice_bet', { kind: 'bet', amount: '1.25' });
    const list = (await (await fetch(`${base}/transactions`)).json()) as { userId: string; kind: string; amount: number }[];
    expect(list).toMatchObject([{ userId: 'p1', kind: 'bet', amount: 1.25, betId: 'rnd_1' }]);
  });

  it('hands the body to the handler exactly as sent: the signature is checked over those bytes', async () => {
    // Spacing, escapes and a byte order mark survive: the signature verifies, and only then does the
    // handler refuse the body (a BOM is not JSON), which it could not if anything re-encoded it.
    const body = '\uFEFF{ "event":"balance_check","userId":"p1", "customerId":"cus_ref","actions":[],"note":"caf\u00e9 \\u00e9"}';
    const res = await fetch(wallet.url, { method: 'POST', headers: { 'x-service-signature': sign({ secret: SECRET, payload: body }) }, body });
    expect([res.status, await res.json()]).toMatchObject([400, { success: false }]);
    expect(wallet.requests[0]!.rawBody).toBe(body);
    const plain = body.slice(1);
    const ok = await fetch(wallet.url, { method: 'POST', headers: { 'x-service-signature': sign({ secret: SECRET, payload: plain }) }, body: plain });
    expect(await ok.text()).toBe('{"success":true,"balance":50}');
    expect(wallet.requests[1]!.rawBody).toBe(plain);
  });

  it('refuses a body over 1 MB and methods its admin endpoints do not have', async () => {
    expect(await declareOnly(wallet.url, 1024 * 1024 + 1)).toEqual([413, '{"success":false,"message":"body too large"}']);
    expect(wallet.requests).toHaveLength(0);
    for (const [method, path] of [['POST', '/players/p1'], ['DELETE', '/players/p1'], ['GET', '/players/p1/deposit'], ['PUT', '/players/p1/deposit']] as const) {
      const res = await fetch(`${origin()}${path}`, { method });
      expect([method, path, res.status, await res.text()]).toEqual([method, path, 405, '{"message":"Method not allowed"}']);
    }
    const missing = await fetch(`${origin()}/nowhere`);
    expect([missing.status, missing.headers.get('content-type'), await missing.text()]).toEqual([404, 'application/json', '{"message":"Not found"}']);
  });

  it('serves more routes on its port after its own webhook (the demo site)', async () => {
    await wallet.stop();
    const extraRoutes = new Hono().get('/', (c) => c.text('demo casino')).post('/wallet', (c) => c.text('never reached'));
    wallet = createReferenceWallet({ customerId: 'cus_ref', webhookSecret: SECRET, openingBalance: '50', extraRoutes });
    await wallet.start();
    expect(await (await fetch(`${origin()}/`)).text()).toBe('demo casino');
    expect(await (await post('balance_check')).text()).toBe('{"success":true,"balance":50}');
    expect((await fetch(`${origin()}/health`)).status).toBe(200);
  });

  it('faults: a status (with a body), counted by event, then behaves again', async () => {
    wallet.setFault({ respond: 503, body: '{"busy":true}', match: { event: 'dice_bet', times: 2 } });
    expect((await post('balance_check')).status).toBe(200);
    const first = await post('dice_bet', { kind: 'bet' });
    expect([first.status, await first.text()]).toEqual([503, '{"busy":true}']);
    expect((await post('dice_bet', { kind: 'bet', betId: 'rnd_2' })).status).toBe(503);
    expect((await post('dice_bet', { kind: 'bet', betId: 'rnd_3' })).status).toBe(200);
    expect(balance()).toBe('49');
    expect(wallet.requests.map((r) => r.status)).toEqual([200, 503, 503, 200]);
  });

  it('faults: a queue is consumed in order, matched by pattern', async () => {
    wallet.setFault([
      { respond: 500, match: { event: /_bet$/, times: 1 } },
      { respond: 502, match: { event: 'dice_bet', times: 1 } },
    ]);
    wallet.addFault({ respond: 418, match: { event: /_win$/, times: 1 } });
    expect((await post('dice_bet', { kind: 'bet' })).status).toBe(500);
    expect((await post('dice_bet', { kind: 'bet' })).status).toBe(502);
    expect((await post('dice_win', { kind: 'win' })).status).toBe(418);
    expect((await post('dice_bet', { kind: 'bet' })).status).toBe(200);
    expect((await post('dice_win', { kind: 'win', amount: '3' })).status).toBe(200);
    expect(balance()).toBe('52');
  });

  it('faults: hang and drop answer nothing and process nothing', async () => {
    wallet.setFault({ hang: true, match: { times: 1 } });
    await expect(post('dice_bet', { kind: 'bet', timeoutMs: 200 })).rejects.toThrow();
    wallet.setFault({ drop: true, match: { times: 1 } });
    await expect(post('dice_bet', { kind: 'bet', betId: 'rnd_2' })).rejects.toThrow();
    expect(balance()).toBeUndefined();
    expect(wallet.requests.map((r) => r.status)).toEqual([undefined, undefined]);
  });

  it('faults: commit-then-drop and commit-then-hang lose the answer but keep the debit', async () => {
    wallet.setFault({ processThen: 'drop', match: { times: 1 } });
    await expect(post('dice_bet', { kind: 'bet' })).rejects.toThrow();
    expect(balance()).toBe('49');
    wallet.setFault({ processThen: 'hang', match: { times: 1 } });
    await expect(post('dice_bet', { kind: 'bet', betId: 'rnd_2', timeoutMs: 200 })).rejects.toThrow();
    expect(balance()).toBe('48');
    expect(wallet.requests.map((r) => r.status)).toEqual([200, 200]);
  });

  it('faults: a delay still processes', async () => {
    wallet.setFault({ delayMs: 100 });
    const started = Date.now();
    expect((await post('dice_bet', { kind: 'bet' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('stop() closes hung sockets instead of waiting for them', async () => {
    wallet.setFault({ hang: true });
    const before = wallet.requests.length;
    const pending = post('dice_bet', { kind: 'bet', timeoutMs: 5000 }).then(
      () => 'answered',
      () => 'closed',
    );
    // The request has reached the wallet and hangs there.
    await expect.poll(() => wallet.requests.length).toBe(before + 1);
    const started = Date.now();
    await wallet.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('closed');
    // afterEach stops again: restart so that second stop has a server to close.
    await wallet.start();
  });

  it('arms faults given at creation', async () => {
    await wallet.stop();
    wallet = createReferenceWallet({ customerId: 'cus_ref', webhookSecret: SECRET, faults: [{ respond: 429, match: { event: 'balance_check', times: 1 } }] });
    await wallet.start();
    expect((await post('balance_check')).status).toBe(429);
    expect(await (await post('balance_check')).json()).toEqual({ success: true, balance: 1000 });
  });
});
