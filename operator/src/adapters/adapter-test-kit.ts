import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign, stringifyExact } from '@rgs/schema';
import { SECRET } from '../wallet/wallet-test-kit';

/** A started Node server on a free loopback port. */
export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Starts `listener` (or an existing server) on 127.0.0.1 and a free port. */
export async function listen(listenerOrServer: RequestListener | Server): Promise<RunningServer> {
  const server = typeof listenerOrServer === 'function' ? createServer(listenerOrServer) : listenerOrServer;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request as the service sends it: the body written with exact numbers and signed over those bytes. */
export function signedRequest(body: Record<string, unknown>): { body: string; headers: Record<string, string> } {
  const raw = stringifyExact(body);
  return { body: raw, headers: { 'content-type': 'application/json', 'x-service-signature': sign({ secret: SECRET, payload: raw }) } };
}

/** An answer as a test compares it: status, content type and exact body text. */
export interface HttpAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

/**
 * POSTs with node:http, which reads an early answer (a 413 sent before the whole body went out) instead
 * of failing the upload. `chunks` are written one by one (chunked transfer encoding) unless
 * `contentLength` is declared.
 */
export function post(url: string, options: { headers?: Record<string, string>; chunks: readonly (string | Uint8Array)[]; method?: string }): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'POST', headers: options.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    // The server may close after an early answer; what matters is the answer, read above.
    req.on('error', (error) => (req.writableFinished ? undefined : reject(error)));
    for (const chunk of options.chunks) req.write(chunk);
    req.end();
  });
}
