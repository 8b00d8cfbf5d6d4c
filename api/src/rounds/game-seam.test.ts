import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGame, GAMES } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { GameRegistry } from './game-registry';
import { INSTALLED_GAMES } from './installed-games';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GAMES_DIR = join(ROOT, 'games');

// Folders that hold a game (its src/game.ts), as the discovery script finds them.
const gameFolders = readdirSync(GAMES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(GAMES_DIR, entry.name, 'src/game.ts')))
  .map((entry) => entry.name)
  .sort();

describe('a game is a folder', () => {
  it('every game folder is registered, under the catalog row of its route', () => {
    expect(INSTALLED_GAMES.map((g) => g.catalog.route).sort()).toEqual(gameFolders);
    for (const game of INSTALLED_GAMES) expect(game.catalog).toBe(findGame(game.key));
  });

  it('offers exactly the installed games: a catalog game without a folder is not playable', () => {
    const registry = new GameRegistry();
    expect(registry.list().map((g) => g.definition.key).sort()).toEqual(INSTALLED_GAMES.map((g) => g.key).sort());
    const unbuilt = GAMES.filter((g) => !gameFolders.includes(g.route));
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const game of unbuilt) expect(() => registry.get(game.key)).toThrow(/Unknown game|not/i);
  });
});

// The seam's promise: advanceRound (in the kit) is the only code that branches on a lifecycle.
describe('lifecycles are decided in one place', () => {
  const LIFECYCLE = /['"`](instant|instant-batch|stateful|stateful-multi-debit|realtime|position)['"`]/;
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('no package outside the kit and the catalog names a lifecycle', () => {
    const roots = ['api/src', 'embed/src', 'operator/src', ...readdirSync(GAMES_DIR).filter((d) => d !== 'kit').map((d) => `games/${d}/src`)];
    const offenders = roots
      .map((r) => join(ROOT, r))
      .filter((dir) => existsSync(dir))
      .flatMap(sources)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => LIFECYCLE.test(line) && !line.trimStart().startsWith('//') && !line.trimStart().startsWith('*'))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
