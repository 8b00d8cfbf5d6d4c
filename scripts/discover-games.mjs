// Finds every game folder (games/<route>/ with a package `@rgs/game-<route>` and a src/game.ts) and
// writes the API's list of installed games, and the root tsconfig.json that references every package
// (games included). A game is a folder: nothing else is edited by hand.
// Usage: node scripts/discover-games.mjs [--check]   (--check fails when a written file is stale)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'api/src/rounds/installed-games.ts');
const tsconfigTarget = join(root, 'tsconfig.json');

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

/**
 * The packages with a tsconfig.json, in the order of the root package.json's `workspaces`, each
 * `dir/*` entry expanded to its folders (sorted): schema, games/kit, every games/<route>, api, ….
 */
export function workspacePackages(dir = root) {
  const { workspaces } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const expanded = workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    if (!pattern.endsWith('/*') || pattern.slice(0, -2).includes('*')) throw new Error(`workspaces: only "dir/*" patterns are understood, not ${pattern}`);
    const parent = pattern.slice(0, -2);
    return readdirSync(join(dir, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort();
  });
  return [...new Set(expanded)].filter((pkg) => existsSync(join(dir, pkg, 'tsconfig.json')));
}

/**
 * The root tsconfig.json: a solution for editors and `tsc -b`, with no files of its own and a
 * reference to every package.
 * Decision: the packages stay as they are (not `composite`, `noEmit`). TypeScript (5.9) demands
 * `composite` and emit of a referenced project only when the referencing project has input files;
 * this one has none, so `tsc -b tsconfig.json` type-checks every package as its own `tsc -p` does.
 * `composite` would buy nothing (no package references another: they import each other's source
 * through the workspace links) and would make every `tsc -p` write a .tsbuildinfo (`tsc -b` writes
 * one per package anyway, and re-checks every package each run: there are no outputs to compare).
 */
export function renderRootTsconfig(packages) {
  const references = packages.map((pkg) => `    { "path": "${pkg}" }`).join(',\n');
  return [
    '// Every package, for editors and `tsc -b`. Written by scripts/discover-games.mjs: add a game folder, never edit this list.',
    '{',
    '  "files": [],',
    `  "references": [\n${references}\n  ]`,
    '}',
    '',
  ].join('\n');
}

// Writes `source` to `file` when it differs (unless checking); returns whether it was stale.
function writeIfStale(file, source, check) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current === source) return false;
  if (!check) writeFileSync(file, source);
  return true;
}

/** Writes installed-games.ts when it differs; returns whether it was stale. */
export function writeInstalledGames(games = discoverGames(), { check = false } = {}) {
  return writeIfStale(target, renderInstalledGames(games), check);
}

/** Writes the root tsconfig.json when it differs; returns whether it was stale. */
export function writeRootTsconfig(packages = workspacePackages(), { check = false } = {}) {
  return writeIfStale(tsconfigTarget, renderRootTsconfig(packages), check);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = [
    writeInstalledGames(discoverGames(), { check }) && 'api/src/rounds/installed-games.ts',
    writeRootTsconfig(workspacePackages(), { check }) && 'tsconfig.json',
  ].filter(Boolean);
  if (check && stale.length > 0) {
    console.error(`${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale: run node scripts/discover-games.mjs`);
    process.exit(1);
  }
}
