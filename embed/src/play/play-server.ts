import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { findGame, findGameByRoute, type GameDefinition } from '@rgs/schema';
import { readPageParams, renderGamePage } from './game-page';

/** Options of {@link createPlayServer}. */
export interface PlayServerOptions {
  /** Keys of the games that exist here (those with a bundle); other routes are 404. */
  readonly games: readonly string[];
  /** Built files: `embed.js` (and anything else under `/assets/`). */
  readonly publicDir: string;
  /** Where each game's own bundle is built: `<gamesDir>/<route>/dist/<route>.js` and its chunks. */
  readonly gamesDir: string;
  /** The API's base URL, written into each page for the game client. */
  readonly apiUrl: string;
  readonly host?: string;
  readonly port?: number;
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * The play origin (`{play_url}`): `embed.js`, the game routes `/<route>` and `/game/<route>`, and
 * the games' static bundles. Pages may be framed by any operator site; everything else about them
 * is locked down (scripts only from here, requests only to here and the API).
 */
export function createPlayServer(options: PlayServerOptions) {
  const available = new Map<string, GameDefinition>();
  for (const key of options.games) {
    const game = findGame(key);
    if (!game) throw new Error(`unknown game ${key}`);
    available.set(game.route, game);
  }
  const apiOrigin = new URL(options.apiUrl).origin;
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src * data:; connect-src 'self' ${apiOrigin}; frame-ancestors *`,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://play');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    if (url.pathname === '/health') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    if (url.pathname === '/embed.js' || url.pathname === '/sdk.js') return serveFile(res, options.publicDir, url.pathname.slice(1), 'public, max-age=300');
    // Each game's files come from its own package's build: /assets/<route>/<file>.js, the entry
    // named after the game (revalidated: no hash in its name) and its lazily loaded chunks.
    const asset = /^\/assets\/([a-z0-9-]+)\/([A-Za-z0-9_-]+\.js)$/.exec(url.pathname);
    if (asset && available.has(asset[1]!)) {
      return serveFile(res, options.gamesDir, join(asset[1]!, 'dist', asset[2]!), asset[2] === `${asset[1]}.js` ? 'no-cache' : 'public, max-age=31536000, immutable');
    }
    if (url.pathname.startsWith('/assets/')) return serveFile(res, options.publicDir, url.pathname.slice(1), 'no-cache');
    const route = /^\/(?:game\/)?([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
    const game = route ? available.get(route) : undefined;
    if (!game) return notFound(res);
    const page = renderGamePage(game, readPageParams(url.searchParams), { apiUrl: options.apiUrl, assetPath: `/assets/${game.route}/${game.route}.js` });
    res.writeHead(200, pageHeaders).end(req.method === 'HEAD' ? undefined : page);
  };

  const serveFile = async (res: ServerResponse, dir: string, relative: string, cache: string): Promise<void> => {
    const root = normalize(dir + sep);
    const path = normalize(join(root, relative));
    if (!path.startsWith(root)) return notFound(res);
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': cache, 'x-content-type-options': 'nosniff', 'access-control-allow-origin': '*' }).end(body);
    } catch {
      notFound(res);
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
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

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The keys of the catalog games whose folder under `gamesDir` has a built bundle (`<route>/dist/<route>.js`). */
export function builtGames(gamesDir: string): string[] {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(gamesDir, entry.name, 'dist', `${entry.name}.js`)))
    .map((entry) => findGameByRoute(entry.name)?.key)
    .filter((key): key is string => key !== undefined);
}
