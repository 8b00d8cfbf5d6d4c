import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { MAX_BODY_BYTES } from './body-cap';
import { createNodeListener } from './node-listener';

// The production listener over real HTTP: /graphql goes straight to Yoga, everything else through the
// app. Both must stop reading an oversized body at the cap, whether its length is declared or chunked.

const MiB = 1024 * 1024;

let h: Harness;
let op: TestOperator;
let server: Server;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator();
  const listener = createNodeListener(h.service);
  server = createServer((req, res) => {
    sockets.push(req.socket);
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});
beforeEach(() => {
  sockets.length = 0;
  op.wallet.clearRequests();
});

const sessionCount = async () => (await h.database.db.select({ n: count() }).from(sessions))[0]!.n;

/** A body of `total` bytes produced on demand, counting how much the HTTP client pulled from it. */
function meteredBody(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  const meter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.pulled >= total) return controller.close();
        meter.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

/** Sends only the request head, declaring `length` bytes of body, and returns the first answer the server writes. */
function declareOnly(path: string, length: number, headers: Record<string, string>): Promise<{ head: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      text += data;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ head: text, closed: true }));
    const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${length}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe.each([
  ['/session', { 'content-type': 'application/json', 'x-operator-secret': 'whatever-secret-value' }, { code: 'PAYLOAD_TOO_LARGE', message: `Request body too large: at most ${MAX_BODY_BYTES} bytes` }],
  [
    '/graphql',
    { 'content-type': 'application/json' },
    { errors: [{ message: `Request body too large: at most ${MAX_BODY_BYTES} bytes`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
  ],
])('%s over real HTTP', (path, headers, tooLarge) => {
  it('a chunked 100 MiB upload gets 413 after the server read little more than the limit', async () => {
    const offered = 100 * MiB;
    const { stream, meter } = meteredBody(offered);
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual(tooLarge);

    // The measure is what the server read from the socket: it stops at the cap and closes. The client
    // pulled more than that only into its own and the kernel's socket buffers (a few MiB on loopback).
    const socket = sockets[0]!;
    await eventually(() => expect(socket.destroyed).toBe(true));
    expect(socket.bytesRead).toBeLessThan(1 * MiB);
    expect(meter.pulled).toBeLessThan(offered / 4);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it('a declared length over the limit gets 413 without a byte of the body being sent', async () => {
    const { head, closed } = await declareOnly(path, 100 * MiB, headers);
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
    expect(sockets[0]!.bytesRead).toBeLessThan(1024);
  });
});

describe('within the limit', () => {
  const sessionBody = (size: number) => {
    const json = JSON.stringify({ clientId: op.clientId, userId: 'sized', currency: { code: 'USD' } });
    return json.slice(0, -1) + ' '.repeat(size - json.length) + '}';
  };

  it.each([
    ['declared', (body: string) => body],
    ['chunked', (body: string) => new Blob([body]).stream()],
  ])('a %s /session body of exactly the limit is served; one byte more is 413', async (_how, asBody) => {
    const send = (body: string) =>
      fetch(`${base}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-secret': op.secret },
        body: asBody(body),
        duplex: 'half',
      } as RequestInit);
    const before = await sessionCount();
    expect((await send(sessionBody(MAX_BODY_BYTES))).status).toBe(200);
    const over = await send(sessionBody(MAX_BODY_BYTES + 1));
    expect(over.status).toBe(413);
    expect(await sessionCount()).toBe(before + 1);
  });

  it.each([
    ['declared (straight to Yoga)', (body: string) => body],
    ['chunked (through the app)', (body: string) => new Blob([body]).stream()],
  ])('a %s GraphQL operation is served', async (_how, asBody) => {
    const token = await h.playerToken(op, 'gql-player');
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: asBody(JSON.stringify({ query: 'query { session { userId } }' })),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { session: { userId: 'gql-player' } } });
  });
});

describe('in process (the app the tests and the fetch adapter use)', () => {
  it.each([
    ['/graphql', { errors: [{ message: `Request body too large: at most ${MAX_BODY_BYTES} bytes`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }],
    ['/session', { code: 'PAYLOAD_TOO_LARGE', message: `Request body too large: at most ${MAX_BODY_BYTES} bytes` }],
  ])('%s refuses a body one byte over the limit with 413', async (path, body) => {
    const res = await h.service.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-secret': op.secret },
      body: ' '.repeat(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(body);
  });
});

