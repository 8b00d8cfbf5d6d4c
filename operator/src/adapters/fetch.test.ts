import type { RequestListener } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletHandler } from '../wallet/wallet-handler';
import { CUSTOMER, SECRET, walletUnderTest } from '../wallet/wallet-test-kit';
import { listen, post, signedRequest, type RunningServer } from './adapter-test-kit';
import { toFetchHandler } from './fetch';

const JSON_TYPE = 'application/json';
const URL_ = 'https://operator.example/wallet';

/** Status, content type and body text of a fetch Response. */
const read = async (res: Response) => ({ status: res.status, contentType: res.headers.get('content-type'), body: await res.text() });

/** A fetch-style handler under Node's http, as a runtime without native fetch serving would do it. */
function bridge(handle: (request: Request) => Promise<Response>): RequestListener {
  return (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    void handle(request).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  };
}

describe('toFetchHandler called directly', () => {
  it('answers signed webhooks with the handler’s exact statuses and bodies', async () => {
    const kit = walletUnderTest();
    const handle = toFetchHandler(kit.handler);
    const bet = signedRequest(kit.money('blackjack', 'bet', '5'));
    expect(await read(await handle(new Request(URL_, { method: 'POST', headers: bet.headers, body: bet.body })))).toEqual({
      status: 200,
      contentType: JSON_TYPE,
      body: '{"success":true,"balance":95}',
    });
    // A second debit on a Blackjack round (a double), streamed in pieces.
    const double = signedRequest(kit.money('blackjack', 'bet', '5'));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(double.body);
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const streamed = new Request(URL_, { method: 'POST', headers: double.headers, body: stream, duplex: 'half' } as RequestInit);
    expect(await read(await handle(streamed))).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":90}' });
    const poor = signedRequest(kit.money('dice', 'bet', '500', { betId: 'rnd_poor' }));
    expect(await read(await handle(new Request(URL_, { method: 'POST', headers: poor.headers, body: poor.body })))).toEqual({
      status: 402,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"Insufficient funds"}',
    });
    const noBody = await handle(new Request(URL_, { method: 'POST', headers: { 'x-webhook-secret': SECRET } }));
    expect(await read(noBody)).toEqual({ status: 400, contentType: JSON_TYPE, body: '{"success":false,"message":"Malformed webhook: body is not valid UTF-8 JSON"}' });
  });

  it('answers 405, 413 (declared or streamed) and 500 with onError told', async () => {
    const kit = walletUnderTest();
    const handle = toFetchHandler(kit.handler, { maxBodyBytes: 50 });
    const get = await handle(new Request(URL_));
    expect({ ...(await read(get)), allow: get.headers.get('allow') }).toEqual({
      status: 405,
      contentType: JSON_TYPE,
      allow: 'POST',
      body: '{"success":false,"message":"Method not allowed: the wallet endpoint takes POST"}',
    });
    const tooLarge = { status: 413, contentType: JSON_TYPE, body: '{"success":false,"message":"Request body is larger than 50 bytes"}' };
    const bet = signedRequest(kit.money('dice', 'bet', '1'));
    expect(await read(await handle(new Request(URL_, { method: 'POST', headers: { ...bet.headers, 'content-length': String(bet.body.length) }, body: bet.body })))).toEqual(tooLarge);
    expect(await read(await handle(new Request(URL_, { method: 'POST', headers: bet.headers, body: bet.body })))).toEqual(tooLarge);
    expect(kit.records()).toBe(0);

    const failure = new Error('database unreachable');
    const seen: unknown[] = [];
    const broken = createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage: { withPlayer: () => Promise.reject(failure) } });
    const res = await toFetchHandler(broken, { onError: (error) => seen.push(error) })(new Request(URL_, { method: 'POST', headers: bet.headers, body: bet.body }));
    expect(await read(res)).toEqual({
      status: 500,
      contentType: JSON_TYPE,
      body: '{"success":false,"message":"The wallet failed to process the webhook; nothing was committed by this answer"}',
    });
    expect(seen).toEqual([failure]);
  });
});

describe('toFetchHandler under node:http through a bridge', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('plays a round over real HTTP', async () => {
    const kit = walletUnderTest();
    server = await listen(bridge(toFetchHandler(kit.handler)));
    const bet = signedRequest(kit.money('crash', 'bet', '0.1'));
    expect(await post(server.url, { headers: bet.headers, chunks: [bet.body] })).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":99.9}' });
    const win = signedRequest(kit.money('crash', 'win', '0.25'));
    expect(await post(server.url, { headers: win.headers, chunks: [win.body.slice(0, 5), win.body.slice(5)] })).toEqual({
      status: 200,
      contentType: JSON_TYPE,
      body: '{"success":true,"balance":100.15}',
    });
    const check = signedRequest({ event: 'balance_check', userId: 'alice', customerId: CUSTOMER, actions: [] });
    expect(await post(server.url, { headers: { ...check.headers, 'x-service-signature': 't=1,v1=' + 'a'.repeat(64) }, chunks: [check.body] })).toEqual({
      status: 401,
      contentType: JSON_TYPE,
      body: expect.stringMatching(/^\{"success":false,"message":"Unauthorized: The signature timestamp is \d+ s away from now \(tolerance 300 s\), and no x-webhook-secret header was sent"\}$/),
    });
    expect(await post(server.url, { headers: check.headers, chunks: [check.body] })).toEqual({ status: 200, contentType: JSON_TYPE, body: '{"success":true,"balance":100.15}' });
  });
});
