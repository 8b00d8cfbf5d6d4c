import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { Decimal, OPERATOR_SECRET_HEADER, stringifyExact } from '@rgs/schema';
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
  /** A new idempotency key for each grant (default: a random UUID). */
  readonly newIdempotencyKey?: () => string;
}

/**
 * The demo operator site's routes, mounted beside the reference wallet: the page, its script,
 * `POST /launch`, which creates the player's session server-side (`POST {apiUrl}/session`), and
 * `POST /grant-free-bets`, which grants the player free bets the same way (`POST {apiUrl}/freebets/issue`).
 * Both relay the service's answer as it came.
 */
export function demoSiteRoutes(options: DemoSiteOptions): Hono {
  const call = options.fetch ?? fetch;
  const newKey = options.newIdempotencyKey ?? (() => `demo-grant-${randomUUID()}`);
  const operatorHeaders = () => ({ 'content-type': 'application/json', [OPERATOR_SECRET_HEADER]: options.secret() });
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
      headers: operatorHeaders(),
      body: JSON.stringify({ clientId: options.clientId, userId: body.userId ?? 'demo-player', currency: { code: 'USD' }, showBalance: true, showRules: true }),
    });
    return c.body(await session.text(), session.status as ContentfulStatusCode, { 'content-type': 'application/json' });
  });
  app.post('/grant-free-bets', async (c) => {
    const form = parseGrantForm(await c.req.text());
    if (!form.success) return c.json({ code: 'VALIDATION_FAILED', message: form.error.issues[0]!.message }, 400);
    // Every press of the button is a new grant, so each gets its own key; a retry of the same grant
    // would reuse it (the service then answers the original grant instead of issuing twice).
    const grant = await call(`${options.apiUrl}/freebets/issue`, {
      method: 'POST',
      headers: operatorHeaders(),
      body: stringifyExact({
        clientId: options.clientId,
        userId: form.data.userId,
        game: form.data.game,
        betAmount: form.data.betAmount,
        quantity: form.data.quantity,
        idempotencyKey: newKey(),
      }),
    });
    return c.body(await grant.text(), grant.status as ContentfulStatusCode, { 'content-type': 'application/json' });
  });
  return app;
}

// The page's form sends what its fields hold, as text; the service judges game, stake and quantity.
const STAKE = 'The stake must be a number such as 1.50';
const QUANTITY = 'The quantity must be a whole number';
const grantForm = z.object({
  // As at launch: no usable player id means the default player.
  userId: z.string().max(64).catch('demo-player'),
  game: z.string({ error: 'Choose a game' }).min(1, 'Choose a game'),
  betAmount: z
    .string({ error: STAKE })
    .regex(/^\d+(\.\d+)?$/, STAKE)
    .transform((text) => new Decimal(text)),
  quantity: z
    .string({ error: QUANTITY })
    .regex(/^\d{1,4}$/, QUANTITY)
    .transform(Number),
});

function parseGrantForm(text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text || '{}');
  } catch {
    value = {};
  }
  return grantForm.safeParse(value);
}

function parseBody(text: string): { userId?: string } {
  try {
    const value = JSON.parse(text || '{}') as { userId?: unknown };
    return typeof value.userId === 'string' && value.userId.length <= 64 ? { userId: value.userId } : {};
  } catch {
    return {};
  }
}
