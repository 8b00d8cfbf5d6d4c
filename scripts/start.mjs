// `npm start`: builds what is needed, then runs the API on the embedded database and the reference
// wallet (the demo operator's wallet) and prints their addresses. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverGames, writeInstalledGames } from './discover-games.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
const apiPort = process.env.API_PORT ?? '4000';
const playPort = process.env.PLAY_PORT ?? '4001';
const demoPort = process.env.DEMO_PORT ?? '4002';
const walletUrl = `http://127.0.0.1:${demoPort}/wallet`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: apiPort,
  PLAY_URL: process.env.PLAY_URL ?? `http://localhost:${playPort}`,
  WEBHOOK_ALLOW_PRIVATE: [process.env.WEBHOOK_ALLOW_PRIVATE, `127.0.0.1:${demoPort}`].filter(Boolean).join(','),
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
  return result.stdout;
}

// A game is a folder: the API's list of installed games is written from games/ before the build, and
// the play origin and the demo site offer exactly those games.
const games = discoverGames();
writeInstalledGames(games);
// The demo site and the play origin offer the games that have a page (src/ui/main.ts) to show.
const withPages = games.filter((g) => existsSync(join(root, 'games', g.route, 'src/ui/main.ts')));
const gameKeys = withPages.map((g) => g.key).join(',');

// Only the games with a page are built: a game folder still being written does not stop the rest.
const gameFilters = withPages.map((g) => `--filter=${g.pkg}`);
run('npx', ['turbo', 'run', 'build', '--filter=@rgs/api', '--filter=@rgs/operator', '--filter=@rgs/embed', ...gameFilters, '--output-logs=errors-only'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});

// The demo operator: one account whose secret the reference wallet shares, created on first start.
mkdirSync(dataDir, { recursive: true });
const demoFile = join(dataDir, 'demo-operator.json');
const admin = (...args) => JSON.parse(run('node', ['api/dist/admin.js', ...args]));
let demo = existsSync(demoFile) ? JSON.parse(readFileSync(demoFile, 'utf8')) : undefined;
if (!demo) {
  const exists = spawnSync('node', ['api/dist/admin.js', 'customer', 'show', '--client-id', 'demo'], { cwd: root, env }).status === 0;
  demo = exists
    ? { ...admin('customer', 'show', '--client-id', 'demo'), ...admin('customer', 'rotate-secret', '--client-id', 'demo') }
    : admin('customer', 'create', '--client-id', 'demo', '--webhook-url', walletUrl, '--secret', `whsec_${randomBytes(24).toString('base64url')}`);
  writeFileSync(demoFile, `${JSON.stringify({ clientId: demo.clientId, customerId: demo.customerId, secret: demo.secret }, null, 2)}\n`, { mode: 0o600 });
}

const children = [
  spawn('node', ['operator/dist/reference-wallet/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      WALLET_PORT: demoPort,
      WALLET_CUSTOMER_ID: demo.customerId,
      WALLET_SECRET: demo.secret,
      WALLET_OPENING_BALANCE: '1000',
      DEMO_API_URL: `http://127.0.0.1:${apiPort}`,
      DEMO_PLAY_URL: env.PLAY_URL,
      DEMO_CLIENT_ID: demo.clientId,
      DEMO_GAMES: process.env.DEMO_GAMES ?? gameKeys,
    },
  }),
  spawn('node', ['api/dist/main.js'], { cwd: root, stdio: 'inherit', env }),
  spawn('node', ['embed/dist/server/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PLAY_PORT: playPort, API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`, PLAY_GAMES: process.env.PLAY_GAMES ?? gameKeys },
  }),
];

console.log(`
  API (base_url)        http://localhost:${apiPort}      POST /session, POST /graphql
  Play origin           http://localhost:${playPort}      embed.js and the game routes (${withPages.map((g) => `/${g.route}`).join(', ')})
  Demo operator site    http://localhost:${demoPort}      pick a game and play; the reference wallet's webhook is ${walletUrl}

  Demo operator: clientId "demo", secret in ${join('.data', 'demo-operator.json')}
`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { if (code) { console.error(`a process exited with ${code}`); stop(); process.exitCode = code; } });
