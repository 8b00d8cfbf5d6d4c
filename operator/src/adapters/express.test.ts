import express, { type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletHandler } from '../wallet/wallet-handler';
import { CUSTOMER, SECRET, walletUnderTest } from '../wallet/wallet-test-kit';
import { listen, post, signedRequest, type RunningServer } from './adapter-test-kit';
import { PARSED_BODY_MESSAGE, toExpressHandler } from './express';

const JSON_TYPE = 'application/json';
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Plays a debit, a credit and a forged debit against `url`, asserting the exact answers and balance. */
async function playRound(url: string, kit: ReturnType<typeof walletUnderTest>): Promise<void> {
  const bet = signedRequest(kit.money('mines', 'bet', '2.5'));
  expect(await post(url, { headers: bet.headers, chunks: [bet.body] })).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":97.5}' });
  const win = signedRequest(kit.money('mines', 'win', '10.0000000001'));
  expect(await post(url, { headers: win.headers, chunks: [win.body] })).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":107.5000000001}' });
  const forged = signedRequest(kit.money('mines', 'bet', '1', { betId: 'rnd_f' }));
  expect(await post(url, { headers: { 'content-type': JSON_TYPE, 'x-webhook-secret': 'guess' }, chunks: [forged.body] })).toEqual({
    status: 401,
    contentType: JSON_TYPE,
    body: '{"success":false,"message":"Unauthorized: The x-service-signature header is missing, and the x-webhook-secret header does not match"}',
  });
  expect(kit.balance()).toBe('107.5000000001');
}

describe('toExpressHandler in a real Express 5 app', () => {
  it('works with no body parser: it reads the exact bytes itself', async () => {
    const kit = walletUnderTest();
    const app = express();
    app.post('/wallet', toExpressHandler(kit.handler));
    server = await listen(app);
    await playRound(`${server.url}/wallet`, kit);
  });

  it("works after express.raw({ type: '*/*' }), and after express.text", async () => {
    const kit = walletUnderTest();
    const app = express();
    app.post('/wallet', express.raw({ type: '*/*' }), toExpressHandler(kit.handler));
    server = await listen(app);
    await playRound(`${server.url}/wallet`, kit);
    await server.close();

    const again = walletUnderTest();
    const textApp = express();
    textApp.post('/wallet', express.text({ type: '*/*' }), toExpressHandler(again.handler));
    server = await listen(textApp);
    await playRound(`${server.url}/wallet`, again);
  });

  it('works when the wallet route is mounted before express.json(), which still serves the other routes', async () => {
    const kit = walletUnderTest();
    const app = express();
    app.post('/wallet', toExpressHandler(kit.handler));
    app.use(express.json());
    app.post('/echo', (req, res) => void res.json({ parsed: req.body }));
    server = await listen(app);
    await playRound(`${server.url}/wallet`, kit);
    const echo = await post(`${server.url}/echo`, { headers: { 'content-type': JSON_TYPE }, chunks: ['{"a":1}'] });
    expect(echo).toEqual({ status: 200, contentType: 'application/json; charset=utf-8', body: '{"parsed":{"a":1}}' });
  });

  it('answers 500 with what to change when express.json() consumed the body first, and moves nothing', async () => {
    const kit = walletUnderTest();
    const app = express();
    app.use(express.json());
    app.post('/wallet', toExpressHandler(kit.handler));
    server = await listen(app);
    const bet = signedRequest(kit.money('dice', 'bet', '1'));
    const res = await post(`${server.url}/wallet`, { headers: bet.headers, chunks: [bet.body] });
    expect(res).toEqual({ status: 500, contentType: JSON_TYPE, body: JSON.stringify({ success: false, message: PARSED_BODY_MESSAGE }) });
    expect(PARSED_BODY_MESSAGE).toContain('Mount the wallet route before express.json()');
    expect(PARSED_BODY_MESSAGE).toContain("express.raw({ type: '*/*' })");
    expect({ balance: kit.balance(), records: kit.records() }).toEqual({ balance: '100', records: 0 });
  });

  it('answers 413 past maxBodyBytes and 405 to other methods', async () => {
    const kit = walletUnderTest();
    const app = express();
    app.all('/wallet', toExpressHandler(kit.handler, { maxBodyBytes: 64 }));
    server = await listen(app);
    const bet = signedRequest(kit.money('dice', 'bet', '1'));
    expect(await post(`${server.url}/wallet`, { headers: bet.headers, chunks: [bet.body] })).toEqual({
      status: 413,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"Request body is larger than 64 bytes"}',
    });
    const get = await fetch(`${server.url}/wallet`);
    expect({ status: get.status, allow: get.headers.get('allow'), body: await get.text() }).toEqual({
      status: 405,
      allow: 'POST',
      body: '{"success":false,"message":"Method not allowed: the wallet endpoint takes POST"}',
    });
    expect(kit.records()).toBe(0);
  });

  it('passes an unexpected failure to next(error), for the app’s error handler', async () => {
    const wallet = createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage: { withPlayer: () => Promise.reject(new Error('database unreachable')) } });
    const app = express();
    app.post('/wallet', toExpressHandler(wallet));
    const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(503).json({ handled: error.message });
    app.use(onError);
    server = await listen(app);
    const bet = signedRequest(walletUnderTest().money('dice', 'bet', '1'));
    expect(await post(`${server.url}/wallet`, { headers: bet.headers, chunks: [bet.body] })).toEqual({
      status: 503,
      contentType: 'application/json; charset=utf-8',
      body: '{"handled":"database unreachable"}',
    });
  });

  it('refuses an option it does not honour (onError: Express has next)', () => {
    expect(() => toExpressHandler(walletUnderTest().handler, { onError: () => undefined } as never)).toThrow(
      'toExpressHandler: unknown option onError; known options: maxBodyBytes',
    );
  });
});
