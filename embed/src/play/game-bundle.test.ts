import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtGames, readGameBundle } from './game-bundle';
import { entryOnly, writeTestBundle } from './test-bundles';

// As Vite writes it for a game whose entry and lazily loaded chunks share modules (they import back).
const MANIFEST = {
  '../kit/src/ui/demo-play.ts': { file: 'assets/demo-play-D1.js', src: '../kit/src/ui/demo-play.ts', isDynamicEntry: true, imports: ['_shared-S1.js', 'src/ui/main.ts'] },
  '_shared-S1.js': { file: 'assets/shared-S1.js', imports: ['src/ui/main.ts', '_lit-L1.js'] },
  '_lit-L1.js': { file: 'assets/lit-L1.js' },
  '_messages-M1.js': { file: 'assets/messages-M1.js', imports: ['_lit-L1.js'] },
  'src/game.ts': { file: 'assets/game-G1.js', src: 'src/game.ts', isDynamicEntry: true, imports: ['_shared-S1.js', '_lit-L1.js'] },
  'src/ui/main.ts': { file: 'assets/dice-E1.js', src: 'src/ui/main.ts', isEntry: true, imports: ['_messages-M1.js', '_lit-L1.js'], dynamicImports: ['src/game.ts'] },
};

describe('a game bundle as its manifest names it', () => {
  const gamesDir = mkdtempSync(join(tmpdir(), 'bundles-'));
  writeTestBundle(gamesDir, 'dice', [], MANIFEST);

  it('names the hashed entry and everything it imports statically, each once', () => {
    const bundle = readGameBundle(gamesDir, 'dice');
    expect(bundle.entry).toBe('dice-E1.js');
    expect(bundle.imports).toEqual(['messages-M1.js', 'lit-L1.js']);
    expect(bundle.dir).toBe(join(gamesDir, 'dice', 'dist', 'assets'));
  });

  it('tells what a dynamic import adds to what the entry loaded', () => {
    const bundle = readGameBundle(gamesDir, 'dice');
    expect(bundle.loads('kit/src/ui/demo-play.ts')).toEqual(['demo-play-D1.js', 'shared-S1.js']);
    expect(bundle.loads('src/game.ts')).toEqual(['game-G1.js', 'shared-S1.js']);
    expect(() => bundle.loads('src/nope.ts')).toThrow('game dice: the manifest has no module src/nope.ts');
  });

  it('refuses a game that is not built, a manifest without the entry, and a file outside assets/', () => {
    expect(() => readGameBundle(gamesDir, 'mines')).toThrow(`game mines has no built bundle (${join('mines', 'dist', '.vite', 'manifest.json')}): build it first`);
    writeTestBundle(gamesDir, 'plinko', [], { 'src/other.ts': { file: 'assets/other-1.js', isEntry: true } });
    expect(() => readGameBundle(gamesDir, 'plinko')).toThrow('game plinko: the manifest has no entry src/ui/main.ts');
    writeTestBundle(gamesDir, 'plinko', [], { 'src/ui/main.ts': { file: '../../secret.js', isEntry: true } });
    expect(() => readGameBundle(gamesDir, 'plinko')).toThrow('game plinko: the manifest names src/ui/main.ts as ../../secret.js, not a file under assets/');
  });

  it('lists the catalog games that are built, by key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    writeTestBundle(dir, 'russian-roulette', [], entryOnly('russian-roulette-R1.js'));
    writeTestBundle(dir, 'not-a-game', [], entryOnly('not-a-game-N1.js'));
    mkdirSync(join(dir, 'mines', 'dist'), { recursive: true });
    writeFileSync(join(dir, 'mines', 'dist', 'mines.js'), 'export {};');
    writeFileSync(join(dir, 'README.md'), '');
    expect(builtGames(dir)).toEqual(['russianRoulette']);
  });
});
