import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGame, GAMES } from '@rgs/schema';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { renderRootTsconfig, workspacePackages } from '../../../scripts/discover-games.mjs';
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

// The root tsconfig.json as TypeScript reads it (comments allowed): its references' paths.
function referencesOf(source: string): string[] {
  const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', source);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  expect(config.files).toEqual([]);
  return (config.references as { path: string }[]).map((r) => r.path);
}

describe('the root tsconfig.json is written from the folders', () => {
  it('references every package, each game folder included, and the written file is current', () => {
    const rendered = renderRootTsconfig(workspacePackages());
    expect(referencesOf(rendered)).toEqual(['schema', 'games/kit', ...gameFolders.map((f) => `games/${f}`), 'api', 'operator', 'embed', 'e2e']);
    for (const path of referencesOf(rendered)) expect(existsSync(join(ROOT, path, 'tsconfig.json')), path).toBe(true);
    expect(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')).toBe(rendered);
  });

  it('a new game folder is referenced with no other edit; a folder without a tsconfig.json is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rgs-workspace-'));
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ workspaces: ['schema', 'games/kit', 'games/*', 'api'] }));
      for (const pkg of ['schema', 'games/kit', 'games/coin', 'api']) {
        mkdirSync(join(dir, pkg), { recursive: true });
        writeFileSync(join(dir, pkg, 'tsconfig.json'), '{}');
      }
      mkdirSync(join(dir, 'games/notes'));
      expect(referencesOf(renderRootTsconfig(workspacePackages(dir)))).toEqual(['schema', 'games/kit', 'games/coin', 'api']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
          .filter(({ line }) => LIFECYCLE.test(line) && !/^(\/\/|\/?\*)/.test(line.trimStart()))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
