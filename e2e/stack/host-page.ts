import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A host page served by a spec itself, on its own origin, with the response headers that spec needs. */
export interface HostPage {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `html` at `http://localhost:<free port>/` with `headers`. A real server, not a Playwright
 * route: Chromium treats a fulfilled response as coming from no address at all, and then refuses its
 * requests to the loopback play origin, which a real operator page on localhost may make.
 */
export async function serveHostPage(html: string, headers: Readonly<Record<string, string>>): Promise<HostPage> {
  const server = createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
