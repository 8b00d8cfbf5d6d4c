import { afterEach, describe, expect, it } from 'vitest';
import { InvalidOptionError } from '../options/check-options';
import { createWalletHandler, type WalletHandler } from '../wallet/wallet-handler';
import { CUSTOMER, SECRET, walletUnderTest } from '../wallet/wallet-test-kit';
import { listen, post, signedRequest, type RunningServer } from './adapter-test-kit';
import { toNodeListener } from './node-http';

const JSON_TYPE = 'application/json';
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('toNodeListener over a real node:http server', () => {
  it('answers signed webhooks with the handler’s exact statuses and bodies', async () => {
    const kit = walletUnderTest();
    server = await listen(toNodeListener(kit.handler));
    const bet = signedRequest(kit.money('dice', 'bet', '1.2500000001'));
    expect(await post(server.url, { headers: bet.headers, chunks: [bet.body] })).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":98.7499999999}' });
    // The same bytes again: a replay.
    expect(await post(server.url, { headers: bet.headers, chunks: [bet.body] })).toEqual({
      status: 409,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"Duplicate transactionId (replay)"}',
    });
    // The body arriving in pieces is the same bytes.
    const win = signedRequest(kit.money('dice', 'win', '3'));
    expect(await post(server.url, { headers: win.headers, chunks: [win.body.slice(0, 7), win.body.slice(7, 40), win.body.slice(40)] })).toEqual({
      status: 200,
      contentType: JSON_TYPE,
      body: '{"success":true,"balance":101.7499999999}',
    });
    const forged = signedRequest(kit.money('dice', 'bet', '1', { betId: 'rnd_2' }));
    expect(await post(server.url, { headers: { ...forged.headers, 'x-service-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, chunks: [forged.body] })).toEqual({
      status: 401,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"Unauthorized: The signature does not match the body, and no x-webhook-secret header was sent"}',
    });
    expect(kit.balance()).toBe('101.7499999999');
  });

  it('answers 405 to anything but POST', async () => {
    server = await listen(toNodeListener(walletUnderTest().handler));
    const res = await fetch(server.url);
    expect({ status: res.status, allow: res.headers.get('allow'), body: await res.text() }).toEqual({
      status: 405,
      allow: 'POST',
      body: '{"success":false,"message":"Method not allowed: the wallet endpoint takes POST"}',
    });
  });

  it('answers 413 past maxBodyBytes, declared or streamed, without handling the request', async () => {
    const kit = walletUnderTest();
    server = await listen(toNodeListener(kit.handler, { maxBodyBytes: 100 }));
    const tooLarge = { status: 413, contentType: JSON_TYPE, body: '{"success":false,"message":"Request body is larger than 100 bytes"}' };
    const big = signedRequest(kit.money('dice', 'bet', '1', { padding: 'x'.repeat(200) }));
    expect(await post(server.url, { headers: big.headers, chunks: [big.body] })).toEqual(tooLarge);
    // Chunked: no length declared; the limit is found while reading.
    expect(await post(server.url, { headers: big.headers, chunks: [big.body.slice(0, 60), big.body.slice(60, 120), big.body.slice(120)] })).toEqual(tooLarge);
    // Exactly at the limit is read and handled (this one is then refused for its signature).
    expect((await post(server.url, { headers: {}, chunks: ['x'.repeat(100)] })).status).toBe(401);
    expect(kit.records()).toBe(0);
  });

  it('keeps the default limit of 1 MiB: a 4 MiB upload is answered 413 while it is still being sent', async () => {
    server = await listen(toNodeListener(walletUnderTest().handler));
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    const res = await post(server.url, { headers: {}, chunks: Array.from({ length: 16 }, () => chunk) });
    expect(res).toEqual({ status: 413, contentType: JSON_TYPE, body: '{"success":false,"message":"Request body is larger than 1048576 bytes"}' });
  });

  it('answers 500 when the storage fails, and tells onError', async () => {
    const failure = new Error('database unreachable');
    const wallet = createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage: { withPlayer: () => Promise.reject(failure) } });
    const seen: unknown[] = [];
    server = await listen(toNodeListener(wallet, { onError: (error) => seen.push(error) }));
    const bet = signedRequest(walletUnderTest().money('dice', 'bet', '1'));
    expect(await post(server.url, { headers: bet.headers, chunks: [bet.body] })).toEqual({
      status: 500,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"The wallet failed to process the webhook; nothing was committed by this answer"}',
    });
    expect(seen).toEqual([failure]);
  });

  it('refuses options it would not honour, and something that is not a wallet handler', () => {
    const wallet = walletUnderTest().handler;
    expect(() => toNodeListener(wallet, { maxBodyBytes: 0 })).toThrow(new InvalidOptionError('toNodeListener: option maxBodyBytes must be a positive integer', 'maxBodyBytes'));
    expect(() => toNodeListener(wallet, { maxBodyBytes: 1.5 })).toThrow(new InvalidOptionError('toNodeListener: option maxBodyBytes must be a positive integer', 'maxBodyBytes'));
    expect(() => toNodeListener(wallet, { onError: 'log' } as never)).toThrow(new InvalidOptionError('toNodeListener: option onError must be a function', 'onError'));
    expect(() => toNodeListener(wallet, { bodyLimit: 10 } as never)).toThrow(
      new InvalidOptionError('toNodeListener: unknown option bodyLimit; known options: maxBodyBytes, onError', 'bodyLimit'),
    );
    expect(() => toNodeListener({} as WalletHandler)).toThrow(
      new TypeError('toNodeListener: the wallet handler must be an object with a handle() method (pass createWalletHandler(...))'),
    );
  });
});
