import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayServer } from './play-server';

let server: ReturnType<typeof createPlayServer>;

beforeAll(async () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'play-'));
  const gamesDir = mkdtempSync(join(tmpdir(), 'games-'));
  writeFileSync(join(publicDir, 'embed.js'), '(function(){})();');
  mkdirSync(join(gamesDir, 'dice', 'dist'), { recursive: true });
  writeFileSync(join(gamesDir, 'dice', 'dist', 'dice.js'), 'export {};');
  writeFileSync(join(gamesDir, 'dice', 'dist', 'rules-AbC123.js'), 'export {};');
  server = createPlayServer({ games: ['dice', 'mines', 'russianRoulette'], publicDir, gamesDir, apiUrl: 'http://localhost:4000' });
  await server.start();
});
afterAll(() => server.stop());

const get = (path: string) => fetch(`${server.url}${path}`);

describe('the play origin', () => {
  it('serves every game that exists at /<route> and /game/<route>', async () => {
    for (const path of ['/dice', '/game/dice', '/mines', '/game/russian-roulette']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    const page = await (await get('/game/russian-roulette')).text();
    expect(page).toContain('<rgs-russian-roulette lang="en" disabled></rgs-russian-roulette>');
    expect(page).toContain('src="/assets/russian-roulette/russian-roulette.js"');
  });

  it('answers 404 for games that do not exist here and for other paths', async () => {
    for (const path of ['/plinko', '/game/nope', '/russianRoulette', '/../etc/passwd', '/assets/../../etc/passwd']) {
      expect((await get(path)).status, path).toBe(404);
    }
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

  it('may be framed by any site but runs only its own scripts', async () => {
    const csp = (await get('/dice')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://localhost:4000');
  });

  it('serves embed.js and the bundles with their types', async () => {
    const embed = await get('/embed.js');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-type')).toContain('text/javascript');
    const bundle = await get('/assets/dice/dice.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect(bundle.headers.get('cache-control')).toBe('no-cache');
    // Lazily loaded chunks carry a content hash: cached for good.
    expect((await get('/assets/dice/rules-AbC123.js')).headers.get('cache-control')).toContain('immutable');
    // Only games that exist here have bundles, and only their own files.
    expect((await get('/assets/plinko/plinko.js')).status).toBe(404);
    expect((await get('/assets/dice/..%2Fpackage.json')).status).toBe(404);
  });
});
