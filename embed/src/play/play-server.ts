import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { findGame, type GameDefinition } from '@rgs/schema';
import { EARLY_OPEN_SCRIPT } from '@rgs/schema/play';
import { readGameBundle, type GameBundle } from './game-bundle';
import { readPageParams, renderGamePage } from './game-page';

/** Options of {@link createPlayServer}. */
export interface PlayServerOptions {
  /** Keys of the games served here; each must have a built bundle (its Vite manifest), or this throws. */
  readonly games: readonly string[];
  /** Built files: `embed.js` and `sdk.js` (with their `.br`/`.gz` variants). */
  readonly publicDir: string;
  /** Where each game's bundle is built: `<gamesDir>/<route>/dist/assets/` and `dist/.vite/manifest.json`. */
  readonly gamesDir: string;
  /** The API's base URL, written into each page for the game client. */
  readonly apiUrl: string;
  readonly host?: string;
  readonly port?: number;
}

/** Every file name under /assets/ carries a hash of its content: it can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** embed.js and sdk.js keep their names (operators' pages load them): briefly cached. */
const SHORT = 'public, max-age=300';
/**
 * A page is revalidated on every use (its ETag makes that a 304 when nothing changed) and only by the
 * player's own browser: its URL carries the player's token, and a shared cache keyed by that URL
 * would hold the token (and could hand the page to anyone replaying it). `no-store` would be safer
 * still but makes every reload download the page; the body itself never contains the token.
 */
const PAGE = 'private, no-cache';
const JS = 'text/javascript; charset=utf-8';
/** The one inline script a page may run (the early going-live request), named by its hash. */
const EARLY_OPEN_HASH = `'sha256-${createHash('sha256').update(EARLY_OPEN_SCRIPT).digest('base64')}'`;

/** Headers set on a successful (or not modified) response, after the handler has made it. */
const onSuccess =
  (headers: Readonly<Record<string, string>>): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 304) return;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    // The compressed variants share a URL: caches must key on what the client accepts.
    if (!c.res.headers.has('vary')) c.header('vary', 'Accept-Encoding');
  };

/**
 * The play origin (`{play_url}`): `embed.js`, `sdk.js`, the game routes `/<route>` and
 * `/game/<route>`, and the games' built files under `/assets/<route>/`. Pages may be framed by any
 * operator site; everything else about them is locked down (scripts only from here, requests only to
 * here and the API). Files are sent precompressed (brotli, else gzip) when the client accepts it.
 */
export function createPlayApp(options: Omit<PlayServerOptions, 'host' | 'port'>): Hono {
  const available = new Map<string, { readonly game: GameDefinition; readonly bundle: GameBundle }>();
  for (const key of options.games) {
    const game = findGame(key);
    if (!game) throw new Error(`unknown game ${key}`);
    available.set(game.route, { game, bundle: readGameBundle(options.gamesDir, game.route) });
  }
  const apiOrigin = new URL(options.apiUrl).origin;
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'self'; script-src 'self' ${EARLY_OPEN_HASH}; style-src 'self' 'unsafe-inline'; img-src * data:; connect-src 'self' ${apiOrigin}; frame-ancestors *`,
  };
  // Scripts are fetched cross-origin by operators' pages (embed.js classic, the SDK's module imports).
  const anyOrigin = cors({ origin: '*', allowMethods: ['GET', 'HEAD'] });
  const scriptHeaders = (cache: string) => onSuccess({ 'cache-control': cache, 'x-content-type-options': 'nosniff' });
  const gameOf = (route: string) => available.get(route);

  const app = new Hono();
  app.use(async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : c.body(null, 405, { allow: 'GET, HEAD' })));
  app.notFound((c) => c.text('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' }));
  app.get('/health', (c) => c.json({ ok: true }));

  // etag: revalidating after the five minutes costs a 304, not the file.
  app.get('/:file{(?:embed|sdk)\\.js}', anyOrigin, scriptHeaders(SHORT), etag(), serveStatic({ root: options.publicDir, precompressed: true }));

  app.get(
    // Dots may join the name's parts (a chunk named after `panel.styles.ts`), never two in a row nor
    // first: no `..` segment, no hidden file, and no slash at all, so the path stays inside the bundle.
    '/assets/:route{[a-z0-9-]+}/:file{[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*\\.js}',
    anyOrigin,
    async (c, next) => {
      const { route, file } = c.req.param();
      const found = gameOf(route);
      if (!found) return c.notFound();
      // `<route>.js` is the stable name the SDK imports (loadGame): a one-line module importing the
      // hashed entry, so the entry keeps one URL and is evaluated once (a redirect would not do: the
      // browser keys a module by the URL it asked for, and the chunks import the hashed name).
      if (file === `${route}.js`) return c.body(`import './${found.bundle.entry}';\n`, 200, { 'content-type': JS, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
      return next();
    },
    scriptHeaders(IMMUTABLE),
    serveStatic({
      root: options.gamesDir,
      precompressed: true,
      // The route and file name were matched (and the game checked) above: the path stays inside the bundle.
      rewriteRequestPath: (_path, c) => {
        const { route, file } = c.req.param() as { route: string; file: string };
        return join(relative(options.gamesDir, gameOf(route)!.bundle.dir), file);
      },
    }),
  );

  // Pages: compressed on the fly (they are small and differ per query); compress turns the ETag weak.
  const page = [compress(), etag({ weak: true })] as const;
  const renderPage: MiddlewareHandler = async (c) => {
    const found = gameOf(c.req.param('route') ?? '');
    if (!found) return c.notFound();
    const { game, bundle } = found;
    const asset = (file: string) => `/assets/${game.route}/${file}`;
    const html = renderGamePage(game, readPageParams(new URL(c.req.url).searchParams), {
      apiUrl: options.apiUrl,
      assetPath: asset(bundle.entry),
      preloadPaths: bundle.imports.map(asset),
    });
    return c.body(html, 200, pageHeaders);
  };
  const route = ':route{[a-z0-9-]+}';
  app.on('GET', [`/${route}`, `/${route}/`, `/game/${route}`, `/game/${route}/`], ...page, renderPage);
  return app;
}

/** The play origin as a Node server on `host:port` (port 0: a free one, read `url` after `start`). */
export function createPlayServer(options: PlayServerOptions) {
  const server: Server = createServer(getRequestListener(createPlayApp(options).fetch));
  let port = 0;
  return {
    get url() {
      return `http://${options.host ?? '127.0.0.1'}:${port}`;
    },
    async start(): Promise<void> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
      });
      port = (server.address() as AddressInfo).port;
    },
    async stop(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
