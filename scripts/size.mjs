// `npm run size`: builds the browser files and prints, one JSON line each:
// - gzipped sizes against the budgets: embed.js under 3 KB; each game's entry with everything it
//   imports statically (what a page must load before the game runs) under 45 KB; and against a
//   target, reported but not enforced yet (decision 0019 says what stands between): a game mounted
//   by the SDK in demo mode (sdk.js, the game, its demo engine and rules) under 60 KB, with each of
//   its files' gzipped size (`chunks`) to show where the bytes are;
// - what the play origin transfers (compressed, headers included) for a cold load of each game page
//   and of each SDK demo, with the play origin started in-process on a free port.
// Exits non-zero when a budget (not a target) is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const publicDir = join(root, 'embed', 'dist', 'public');
const gamesDir = join(root, 'games');
const KB = 1024;
// Every game that has a page (src/ui/main.ts), as npm start builds them; the kit has none.
const gameFilters = readdirSync(gamesDir)
  .filter((route) => existsSync(join(gamesDir, route, 'src', 'ui', 'main.ts')))
  .map((route) => `--filter=./games/${route}`);
const built = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@rgs/embed', ...gameFilters, '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

// The play origin's own reading of the manifests (built just now with the embed package).
const { builtGames, createPlayServer, readGameBundle, routeOf } = await import(join(root, 'embed', 'dist', 'server', 'index.js'));
const games = builtGames(gamesDir).map((key) => ({ key, route: routeOf(key), bundle: readGameBundle(gamesDir, routeOf(key)) }));

const relative = (path) => path.slice(root.length);
const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
let over = false;
const report = (line, budget) => {
  const ok = line.gzipBytes <= budget;
  over ||= !ok;
  console.log(JSON.stringify({ ...line, budgetBytes: budget, ok }));
};
const target = (line, bytes) => console.log(JSON.stringify({ ...line, targetBytes: bytes, ok: line.gzipBytes <= bytes }));
const sum = (paths) => ({ bytes: paths.reduce((n, p) => n + readFileSync(p).length, 0), gzipBytes: paths.reduce((n, p) => n + gzipped(p), 0) });

const embed = join(publicDir, 'embed.js');
report({ file: relative(embed), ...sum([embed]) }, 3 * KB);
for (const { route, bundle } of games) {
  const files = [bundle.entry, ...bundle.imports].map((file) => join(bundle.dir, file));
  report({ file: relative(files[0]), eager: files.slice(1).map(relative), ...sum(files) }, 45 * KB);
}
// What loadGame(playUrl, game, { demo: true }) fetches: the SDK, the game, its demo engine and rules.
const demoFiles = ({ bundle }) => [...new Set([bundle.entry, ...bundle.imports, ...bundle.loads('kit/src/ui/demo-play.ts'), ...bundle.loads('src/game.ts')])];
for (const game of games) {
  const files = [join(publicDir, 'sdk.js'), ...demoFiles(game).map((file) => join(game.bundle.dir, file))];
  const chunks = Object.fromEntries(files.map((path) => [basename(path), gzipped(path)]));
  target({ sdkDemo: game.route, files: files.length, ...sum(files), chunks }, 60 * KB);
}

/** Fetches a path on its own connection; resolves with the bytes received (status line, headers, body as sent). */
function transfer(base, path) {
  return new Promise((resolve, reject) => {
    const request = get(`${base}${path}`, { agent: false, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode}`));
        resolve({ path, encoding: res.headers['content-encoding'] ?? 'identity', bodyBytes: Buffer.concat(chunks).length, wireBytes: request.socket.bytesRead });
      });
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Sums a cold load: every path fetched once, nothing cached. */
async function coldLoad(base, label, paths) {
  const fetched = [];
  for (const path of paths) fetched.push(await transfer(base, path));
  const line = { coldLoad: label, requests: fetched.length, transferBytes: 0, bodyBytes: 0, encodings: {} };
  for (const f of fetched) {
    line.transferBytes += f.wireBytes;
    line.bodyBytes += f.bodyBytes;
    line.encodings[f.encoding] = (line.encodings[f.encoding] ?? 0) + 1;
  }
  console.log(JSON.stringify(line));
}

const server = createPlayServer({ games: games.map((g) => g.key), publicDir, gamesDir, apiUrl: 'http://localhost:4000' });
await server.start();
try {
  for (const game of games) {
    // The page names what the browser fetches eagerly: its module script and its module preloads.
    const page = await (await fetch(`${server.url}/${game.route}`)).text();
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
    await coldLoad(server.url, `/${game.route}`, [`/${game.route}`, ...scripts]);
    const asset = (file) => `/assets/${game.route}/${file}`;
    await coldLoad(server.url, `sdk demo ${game.route}`, ['/sdk.js', asset(`${game.route}.js`), ...demoFiles(game).map(asset)]);
  }
} finally {
  await server.stop();
}
process.exit(over ? 1 : 0);
