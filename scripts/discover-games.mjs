// Finds every game folder (games/<route>/ with a package `@rgs/game-<route>` and a src/game.ts) and
// writes the API's list of installed games. A game is a folder: nothing else is edited by hand.
// Usage: node scripts/discover-games.mjs [--check]   (--check fails when the written list is stale)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'api/src/rounds/installed-games.ts');

/** The installed games, sorted by route: `{ route, key, pkg, exportName }`. */
export function discoverGames(gamesDir = join(root, 'games')) {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(gamesDir, entry.name, 'src/game.ts')))
    .map((entry) => {
      const pkg = JSON.parse(readFileSync(join(gamesDir, entry.name, 'package.json'), 'utf8')).name;
      if (pkg !== `@rgs/game-${entry.name}`) throw new Error(`games/${entry.name}: its package must be named @rgs/game-${entry.name}, not ${pkg}`);
      // The catalog's route is the key in kebab-case (russianRoulette → russian-roulette).
      const key = entry.name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      return { route: entry.name, key, pkg, exportName: `${key}Game` };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The source of installed-games.ts for these games (`from` picks each import's specifier: the package by default). */
export function renderInstalledGames(games, from = (game) => game.pkg) {
  return [
    '// The games this server plays, one import per folder under games/. Written by',
    '// scripts/discover-games.mjs (run before every build, test and start): add a game folder, never edit this list.',
    "import type { Game } from '@rgs/game-kit';",
    ...games.map((g) => `import { ${g.exportName} } from '${from(g)}';`),
    '',
    '/** Every installed game. */',
    `export const INSTALLED_GAMES: readonly Game[] = [${games.map((g) => g.exportName).join(', ')}];`,
    '',
  ].join('\n');
}

/** Writes installed-games.ts when it differs; returns whether it was stale. */
export function writeInstalledGames(games = discoverGames(), { check = false } = {}) {
  const source = renderInstalledGames(games);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === source) return false;
  if (!check) writeFileSync(target, source);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  if (writeInstalledGames(discoverGames(), { check }) && check) {
    console.error('api/src/rounds/installed-games.ts is stale: run node scripts/discover-games.mjs');
    process.exit(1);
  }
}
