// `npm run size`: builds the browser files and prints their gzipped sizes against the budgets:
// embed.js under 3 KB, each game's bundle under 45 KB. Exits non-zero when one is over.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const publicDir = join(root, 'embed', 'dist', 'public');
const built = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@rgs/embed', '--filter=./games/*', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const files = [{ file: join(publicDir, 'embed.js'), budget: 3 * 1024 }];
// Each game builds its own bundle into games/<route>/dist/<route>.js.
const gamesDir = join(root, 'games');
for (const game of readdirSync(gamesDir)) {
  const bundle = join(gamesDir, game, 'dist', `${game}.js`);
  if (existsSync(bundle)) files.push({ file: bundle, budget: 45 * 1024 });
}

let over = false;
for (const { file, budget } of files) {
  const bytes = readFileSync(file);
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  const ok = gzipped <= budget;
  over ||= !ok;
  console.log(JSON.stringify({ file: file.slice(root.length), bytes: bytes.length, gzipBytes: gzipped, budgetBytes: budget, ok }));
}
process.exit(over ? 1 : 0);
