import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { EARLY_OPEN_SCRIPT, openRequestBody } from '@rgs/schema/play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayServer } from './play-server';
import { entryOnly, writeTestBundle } from './test-bundles';

const ENTRY = `import './lit-L1.js';\n${'customElements.define("rgs-dice", class extends HTMLElement {});\n'.repeat(20)}`;
const LIT = `export const html = () => {};\n${'// lit\n'.repeat(40)}`;
const EMBED = `(function(){${' '.repeat(400)}})();`;
const EARLY_OPEN_HASH = `'sha256-${createHash('sha256').update(EARLY_OPEN_SCRIPT).digest('base64')}'`;
const CSP = `default-src 'self'; script-src 'self' ${EARLY_OPEN_HASH}; style-src 'self' 'unsafe-inline'; img-src * data:; connect-src 'self' http://localhost:4000; frame-ancestors *`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let server: ReturnType<typeof createPlayServer>;
let gamesDir: string;
let publicDir: string;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'play-'));
  gamesDir = mkdtempSync(join(tmpdir(), 'games-'));
  writeFileSync(join(publicDir, 'embed.js'), EMBED);
  writeFileSync(join(publicDir, 'embed.js.br'), brotliCompressSync(EMBED));
  writeFileSync(join(publicDir, 'embed.js.gz'), gzipSync(EMBED));
  writeFileSync(join(publicDir, 'sdk.js'), 'export function mountGame() {}');
  writeTestBundle(
    gamesDir,
    'dice',
    [
      { name: 'dice-AbC123.js', body: ENTRY },
      { name: 'lit-L1.js', body: LIT },
      { name: 'rules-R1.js', body: 'export {};', compressed: false },
      { name: 'panel.styles-S1.js', body: 'export const styles = 1;', compressed: false },
    ],
    {
      '_lit-L1.js': { file: 'assets/lit-L1.js' },
      'src/rules.ts': { file: 'assets/rules-R1.js', src: 'src/rules.ts', isDynamicEntry: true },
      'src/ui/main.ts': { file: 'assets/dice-AbC123.js', src: 'src/ui/main.ts', isEntry: true, imports: ['_lit-L1.js'], dynamicImports: ['src/rules.ts'] },
    },
  );
  writeTestBundle(gamesDir, 'mines', [{ name: 'mines-M1.js', body: 'export {};' }], entryOnly('mines-M1.js'));
  writeTestBundle(gamesDir, 'russian-roulette', [], entryOnly('russian-roulette-Rr1.js'));
  // Built but not served here: its files stay unreachable.
  writeTestBundle(gamesDir, 'plinko', [{ name: 'plinko-P1.js', body: 'export {};' }], entryOnly('plinko-P1.js'));
  server = createPlayServer({ games: ['dice', 'mines', 'russianRoulette'], publicDir, gamesDir, apiUrl: 'http://localhost:4000' });
  await server.start();
});
afterAll(() => server.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));

describe('the play origin', () => {
  it('serves every game that exists at /<route> and /game/<route>', async () => {
    for (const path of ['/dice', '/game/dice', '/dice/', '/game/dice/', '/mines', '/game/russian-roulette']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await (await get('/game/russian-roulette')).text()).toContain(
      '<script type="module" src="/assets/russian-roulette/russian-roulette-Rr1.js"></script>\n</head>\n<body>\n<rgs-russian-roulette lang="en" disabled></rgs-russian-roulette>',
    );
  });

  it('loads the hashed entry and preloads what it imports, never the lazily loaded chunks', async () => {
    const page = await (await get('/dice')).text();
    expect(page).toContain('<script type="module" src="/assets/dice/dice-AbC123.js"></script>\n<link rel="modulepreload" href="/assets/dice/lit-L1.js">\n</head>');
    expect(page).not.toContain('rules-R1');
  });

  it('answers 404 for games that do not exist here, for other paths and for anything outside the bundles', async () => {
    for (const path of [
      '/plinko',
      '/game/nope',
      '/russianRoulette',
      '/../etc/passwd',
      '/%2e%2e/etc/passwd',
      '/assets/../../etc/passwd',
      '/assets/plinko/plinko-P1.js',
      '/assets/plinko/plinko.js',
      '/assets/dice/..%2F..%2Fplinko%2Fdist%2Fassets%2Fplinko-P1.js',
      '/assets/dice/%2e%2e/package.json',
      '/assets/dice/nope-1.js',
      '/assets/dice/dice-AbC123.js.br',
      '/assets/dice/.vite/manifest.json',
      '/assets/dice/dice-AbC123.js/',
      '/assets/dice/..panel.styles-S1.js',
      '/assets/dice/panel..styles-S1.js',
      '/assets/dice/.panel.styles-S1.js',
      '/assets/dice/panel.styles-S1.js.',
      '/assets/dice/panel.styles-S1.js.br',
      '/assets/dice/..%2Fdice-AbC123.js',
      '/assets/dice/panel.%2E.styles-S1.js',
      '/embed.js.gz',
      '/index.html',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await res.text(), path).toBe('Not found');
    }
  });

  it('answers only GET and HEAD', async () => {
    const res = await fetch(`${server.url}/dice`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${server.url}/dice`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('themes the page from valid hex colours only; anything else falls back to the default', async () => {
    const ok = await (await get('/dice?bg=%23112233&accent=%23ABCDEF80&bgLight=%23fff&lang=pt&cur=BRL&curPrefix=R%24')).text();
    expect(ok).toContain('--rgs-bg:#112233;--rgs-accent:#ABCDEF80;--rgs-bg-light:#fff');
    expect(ok).toContain('<html lang="pt">');
    expect(ok).toContain('currency="BRL" currency-prefix="R$"');
    const bad = await (await get('/dice?bg=red&accent=rgb(1,2,3)&bgLight=%23GGG&lang=xx')).text();
    expect(bad).toContain('--rgs-bg:#0D1117;--rgs-accent:#FFFFFF;--rgs-bg-light:#161B22');
    expect(bad).toContain('<html lang="en">');
  });

  it('escapes what it writes and never puts the token in the page', async () => {
    const page = await (await get('/dice?token=secret-token&cur=%22%3E%3Cscript%3E')).text();
    expect(page).not.toContain('secret-token');
    expect(page).not.toContain('"><script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('renders a disabled shell without a token, a live one with it', async () => {
    expect(await (await get('/dice')).text()).toMatch(/<rgs-dice lang="en" disabled/);
    expect(await (await get('/dice?token=abc')).text()).not.toContain(' disabled');
  });

  it('starts going live from the page of a live game only, with the one inline script its CSP allows by hash', async () => {
    const inline = (page: string) => [...page.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)].map((m) => ({ attributes: m[1], text: m[2] }));
    const live = await (await get('/dice?token=abc')).text();
    const body = openRequestBody('dice').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    expect(inline(live)).toEqual([{ attributes: ` data-body="${body}"`, text: EARLY_OPEN_SCRIPT }]);
    const [, allowed] = /script-src 'self' ('sha256-[^']+')/.exec((await get('/dice?token=abc')).headers.get('content-security-policy')!)!;
    expect(allowed).toBe(`'sha256-${createHash('sha256').update(inline(live)[0]!.text!).digest('base64')}'`);
    expect(inline(await (await get('/dice')).text())).toEqual([]);
  });

  it('sends the page framable by any site, running only its own scripts, revalidated and never stored by shared caches', async () => {
    const res = await get('/dice?token=abc', { 'accept-encoding': 'gzip' });
    const { etag, ...headers } = headersOf(res);
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': CSP,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
  });

  it('answers 304 when the page the browser holds is current, and the page again when it is not', async () => {
    const first = await get('/dice?lang=es', { 'accept-encoding': 'gzip' });
    const tag = first.headers.get('etag')!;
    const again = await get('/dice?lang=es', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(headersOf(again)).toEqual({ etag: tag, 'cache-control': 'private, no-cache' });
    expect(await again.text()).toBe('');
    // The same tag for another page (another language) is stale: the page is sent.
    const other = await get('/dice?lang=pt', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(tag);
    // Without compression the page is the same representation: the same (weak) tag.
    expect((await get('/dice?lang=es', { 'accept-encoding': 'identity' })).headers.get('etag')).toBe(tag);
  });

  it('sends a hashed file brotli-compressed to clients that accept it, cached for good', async () => {
    const res = await get('/assets/dice/dice-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    const { 'last-modified': modified, ...headers } = headersOf(res);
    expect(modified).toMatch(/ GMT$/);
    expect(headers).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(brotliCompressSync(ENTRY).length),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      vary: 'Accept-Encoding',
    });
    expect(await res.text()).toBe(ENTRY);
  });

  it('sends gzip when only gzip is accepted, and the file itself otherwise', async () => {
    const gz = await get('/assets/dice/lit-L1.js', { 'accept-encoding': 'gzip' });
    expect([gz.headers.get('content-encoding'), gz.headers.get('content-length'), await gz.text()]).toEqual(['gzip', String(gzipSync(LIT).length), LIT]);
    for (const accepted of ['identity', 'deflate']) {
      const plain = await get('/assets/dice/lit-L1.js', { 'accept-encoding': accepted });
      expect([plain.headers.get('content-encoding'), plain.headers.get('content-length'), plain.headers.get('cache-control'), plain.headers.get('vary')]).toEqual([
        null,
        String(LIT.length),
        IMMUTABLE,
        'Accept-Encoding',
      ]);
      expect(await plain.text()).toBe(LIT);
    }
    // A file too small to gain from compression has no variants: it is sent as it is.
    const small = await get('/assets/dice/rules-R1.js', { 'accept-encoding': 'br, gzip' });
    expect([small.status, small.headers.get('content-encoding'), small.headers.get('cache-control'), await small.text()]).toEqual([200, null, IMMUTABLE, 'export {};']);
  });

  it('sends a chunk whose name has dots in it (named after `panel.styles.ts`), cached for good', async () => {
    const res = await get('/assets/dice/panel.styles-S1.js');
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control'), await res.text()]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      IMMUTABLE,
      'export const styles = 1;',
    ]);
  });

  it("gives the SDK a stable name for each game's entry: a module importing the hashed one, revalidated", async () => {
    const res = await get('/assets/dice/dice.js');
    expect(headersOf(res)).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': String("import './dice-AbC123.js';\n".length),
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
    });
    expect(await res.text()).toBe("import './dice-AbC123.js';\n");
    expect(await (await get('/assets/russian-roulette/russian-roulette.js')).text()).toBe("import './russian-roulette-Rr1.js';\n");
  });

  it('serves embed.js and sdk.js under their own names, cached briefly and revalidated by ETag', async () => {
    const embed = await get('/embed.js', { 'accept-encoding': 'br' });
    const { etag, 'last-modified': _modified, ...headers } = headersOf(embed);
    expect(headers).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(brotliCompressSync(EMBED).length),
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      vary: 'Accept-Encoding',
    });
    expect(await embed.text()).toBe(EMBED);
    const revalidated = await get('/embed.js', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect([revalidated.status, revalidated.headers.get('cache-control'), revalidated.headers.get('etag')]).toEqual([304, 'public, max-age=300', etag]);
    // The gzip variant is another representation: another tag.
    expect((await get('/embed.js', { 'accept-encoding': 'gzip' })).headers.get('etag')).not.toBe(etag);
    const sdk = await get('/sdk.js', { 'accept-encoding': 'br' });
    expect([sdk.status, sdk.headers.get('content-type'), sdk.headers.get('content-encoding'), await sdk.text()]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      null,
      'export function mountGame() {}',
    ]);
  });

  it('answers its health check', async () => {
    const res = await get('/health');
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'application/json', '{"ok":true}']);
  });

  it('refuses to start with a game that has no built bundle', () => {
    expect(() => createPlayServer({ games: ['plinko', 'blackjack'], publicDir, gamesDir, apiUrl: 'http://localhost:4000' })).toThrow(
      `game blackjack has no built bundle (${join('blackjack', 'dist', '.vite', 'manifest.json')}): build it first`,
    );
    expect(() => createPlayServer({ games: ['nope'], publicDir, gamesDir, apiUrl: 'http://localhost:4000' })).toThrow('unknown game nope');
  });
});
