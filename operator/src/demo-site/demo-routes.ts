import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_SCRIPT, renderDemoPage } from './demo-page';

/** What the demo operator backend needs: where the service is, and its own credentials. */
export interface DemoSiteOptions {
  readonly apiUrl: string;
  readonly playUrl: string;
  readonly clientId: string;
  /** The operator secret: it stays on this server, the browser never sees it. */
  readonly secret: () => string;
  readonly games: readonly string[];
}

/**
 * The demo operator site's routes, mounted beside the reference wallet: the page, its script, and
 * `POST /launch`, which creates the player's session server-side (`POST {apiUrl}/session`).
 */
export function demoSiteRoutes(options: DemoSiteOptions) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL, rawBody: string): Promise<boolean> => {
    if (req.method === 'GET' && url.pathname === '/') {
      const userId = (url.searchParams.get('user') ?? 'demo-player').slice(0, 64);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(renderDemoPage({ playUrl: options.playUrl, games: options.games, userId }));
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/demo.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(DEMO_SCRIPT);
      return true;
    }
    if (req.method === 'POST' && url.pathname === '/launch') {
      const body = parseBody(rawBody);
      const session = await fetch(`${options.apiUrl}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-secret': options.secret() },
        body: JSON.stringify({ clientId: options.clientId, userId: body.userId ?? 'demo-player', currency: { code: 'USD' }, showBalance: true, showRules: true }),
      });
      res.writeHead(session.status, { 'content-type': 'application/json' }).end(await session.text());
      return true;
    }
    return false;
  };
}

function parseBody(text: string): { userId?: string } {
  try {
    const value = JSON.parse(text || '{}') as { userId?: unknown };
    return typeof value.userId === 'string' && value.userId.length <= 64 ? { userId: value.userId } : {};
  } catch {
    return {};
  }
}
