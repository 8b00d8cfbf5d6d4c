import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEMO_SCRIPT, renderDemoPage } from './demo-page';

/** What the demo operator backend needs: where the service is, and its own credentials. */
export interface DemoSiteOptions {
  readonly apiUrl: string;
  readonly playUrl: string;
  readonly clientId: string;
  /** The operator secret: it stays on this server, the browser never sees it. */
  readonly secret: () => string;
  readonly games: readonly string[];
  /** How the backend calls the service (default: the global fetch). */
  readonly fetch?: typeof fetch;
}

/**
 * The demo operator site's routes, mounted beside the reference wallet: the page, its script, and
 * `POST /launch`, which creates the player's session server-side (`POST {apiUrl}/session`).
 */
export function demoSiteRoutes(options: DemoSiteOptions): Hono {
  const call = options.fetch ?? fetch;
  const app = new Hono();
  app.get('/', (c) => {
    const userId = (c.req.query('user') ?? 'demo-player').slice(0, 64);
    const page = renderDemoPage({ playUrl: options.playUrl, games: options.games, userId });
    return c.body(page, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  });
  app.get('/demo.js', (c) => c.body(DEMO_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.post('/launch', async (c) => {
    const body = parseBody(await c.req.text());
    const session = await call(`${options.apiUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-secret': options.secret() },
      body: JSON.stringify({ clientId: options.clientId, userId: body.userId ?? 'demo-player', currency: { code: 'USD' }, showBalance: true, showRules: true }),
    });
    return c.body(await session.text(), session.status as ContentfulStatusCode, { 'content-type': 'application/json' });
  });
  return app;
}

function parseBody(text: string): { userId?: string } {
  try {
    const value = JSON.parse(text || '{}') as { userId?: unknown };
    return typeof value.userId === 'string' && value.userId.length <= 64 ? { userId: value.userId } : {};
  } catch {
    return {};
  }
}
