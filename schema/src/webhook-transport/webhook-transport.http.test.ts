import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWebhookTransport } from './webhook-transport';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let port: number;
let handler: Handler;
let hits: string[] = [];
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      hits.push(`${req.method} ${req.url}`);
      handler(req, res, body);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  hits = [];
  connections = 0;
  handler = (_req, res) => res.end('{"success":true,"balance":1}');
});

const url = (path = '/wallet') => `http://127.0.0.1:${port}${path}`;
const allowed = () => createWebhookTransport({ allowPrivate: [`127.0.0.1:${port}`], timeoutMs: 400 });

describe('webhook transport', () => {
  it('posts the exact body with the given headers and returns the answer', async () => {
    let seen: { body: string; headers: IncomingMessage['headers'] } | undefined;
    handler = (req, res, body) => {
      seen = { body, headers: req.headers };
      res.writeHead(201).end('created');
    };
    const t = allowed();
    const r = await t.post(url(), '{"amount":1.0000000001}', { 'x-service-signature': 't=1,v1=ab' });
    await t.close();
    expect(r).toEqual({ kind: 'response', status: 201, body: 'created' });
    expect(seen?.body).toBe('{"amount":1.0000000001}');
    expect(seen?.headers['x-service-signature']).toBe('t=1,v1=ab');
    expect(seen?.headers['content-type']).toBe('application/json');
  });

  it('never follows a redirect', async () => {
    handler = (req, res) => {
      if (req.url === '/wallet') res.writeHead(302, { location: url('/elsewhere') }).end();
      else res.end('followed');
    };
    const t = allowed();
    const r = await t.post(url(), '{}', {});
    await t.close();
    expect(r).toMatchObject({ kind: 'response', status: 302 });
    expect(hits).toEqual(['POST /wallet']);
  });

  it('reports a hung operator as no-answer after the deadline', async () => {
    handler = () => undefined;
    const t = allowed();
    const started = Date.now();
    const r = await t.post(url(), '{}', {});
    await t.close();
    expect(r).toMatchObject({ kind: 'no-answer', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('holds the whole answer to one deadline: a body trickling in faster than any socket timeout is cut at it', async () => {
    // Each byte comes well within the per-phase socket timeouts (400 ms here): only the one deadline
    // over the whole exchange stops an answer that would take 5 s.
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      const drip = setInterval(() => (res.writableEnded || res.destroyed ? clearInterval(drip) : res.write(' ')), 50);
      res.on('close', () => clearInterval(drip));
    };
    const t = allowed();
    const started = Date.now();
    const r = await t.post(url(), '{}', {});
    const took = Date.now() - started;
    await t.close();
    expect(r).toMatchObject({ kind: 'no-answer', reason: 'timeout', message: 'no complete answer within 400 ms' });
    expect(took).toBeGreaterThanOrEqual(395);
    expect(took).toBeLessThan(2000);
  });

  it('reports a dropped connection as no-answer (the operator may have committed)', async () => {
    handler = (req) => req.socket.destroy();
    const t = allowed();
    const r = await t.post(url(), '{}', {});
    await t.close();
    expect(r).toMatchObject({ kind: 'no-answer', reason: 'network' });
  });

  it('reports a refused connection as not-sent', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const t = createWebhookTransport({ allowPrivate: [`127.0.0.1:${deadPort}`], timeoutMs: 400 });
    const r = await t.post(`http://127.0.0.1:${deadPort}/wallet`, '{}', {});
    await t.close();
    expect(r).toMatchObject({ kind: 'not-sent', reason: 'connect' });
  });

  it('refuses plain HTTP and private literals that are not allow-listed, without connecting', async () => {
    const t = createWebhookTransport({ timeoutMs: 400 });
    expect(await t.post(url(), '{}', {})).toMatchObject({ kind: 'not-sent', reason: 'policy' });
    expect(await t.post(`https://127.0.0.1:${port}/wallet`, '{}', {})).toMatchObject({ kind: 'not-sent', reason: 'policy' });
    await t.close();
    expect(connections).toBe(0);
  });

  it('checks the resolved address at connect time: a name resolving to loopback is never connected to', async () => {
    const t = createWebhookTransport({ timeoutMs: 400 });
    const r = await t.post(`https://localhost:${port}/wallet`, '{}', {});
    await t.close();
    expect(r).toMatchObject({ kind: 'not-sent', reason: 'unsafe-address' });
    expect(connections).toBe(0);
  });

  it('does not read an answer larger than the cap', async () => {
    handler = (_req, res) => res.end('x'.repeat(10_000));
    const t = createWebhookTransport({ allowPrivate: [`127.0.0.1:${port}`], timeoutMs: 400, maxResponseBytes: 1000 });
    const r = await t.post(url(), '{}', {});
    await t.close();
    expect(r).toEqual({ kind: 'response', status: 200, body: '' });
  });

  it('reads an answer with or without a declared length, and caps one without', async () => {
    const t = createWebhookTransport({ allowPrivate: [`127.0.0.1:${port}`], timeoutMs: 400, maxResponseBytes: 1000 });
    handler = (_req, res) => res.end('{"success":true,"balance":1.5}');
    expect(await t.post(url(), '{}', {})).toEqual({ kind: 'response', status: 200, body: '{"success":true,"balance":1.5}' });
    // Chunked: no content-length, so the answer is read in chunks up to the cap.
    handler = (_req, res) => {
      res.write('{"success":true,');
      res.end('"balance":2}');
    };
    expect(await t.post(url(), '{}', {})).toEqual({ kind: 'response', status: 200, body: '{"success":true,"balance":2}' });
    handler = (_req, res) => {
      res.write('x'.repeat(600));
      res.end('x'.repeat(600));
    };
    expect(await t.post(url(), '{}', {})).toEqual({ kind: 'response', status: 200, body: '' });
    await t.close();
  });
});
