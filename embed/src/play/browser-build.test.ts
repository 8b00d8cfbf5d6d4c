import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gameBundle, precompress } from '../../../scripts/browser-build.mjs';

// The build recipe whose output the play origin serves (scripts/browser-build.mjs).
describe('the browser build', () => {
  it('writes brotli and gzip variants beside each text file, only where they are smaller', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const big = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i, label: 'row' })))};\n`;
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'assets', 'big-B1.js'), big);
    writeFileSync(join(dir, 'assets', 'tiny-T1.js'), 'x');
    writeFileSync(join(dir, 'assets', 'logo.png'), big);
    writeFileSync(join(dir, '.vite', 'manifest.json'), big);
    const bundle = Object.fromEntries(['assets/big-B1.js', 'assets/tiny-T1.js', 'assets/logo.png', '.vite/manifest.json'].map((name) => [name, {}]));

    const plugin = precompress() as unknown as { writeBundle: (output: { dir: string }, bundle: object) => Promise<void> };
    await plugin.writeBundle({ dir }, bundle);

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'big-B1.js.br'))).toString()).toBe(big);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'big-B1.js.gz'))).toString()).toBe(big);
    expect(readFileSync(join(dir, 'assets', 'big-B1.js.br')).length).toBeLessThan(readFileSync(join(dir, 'assets', 'big-B1.js.gz')).length);
    for (const skipped of ['assets/tiny-T1.js', 'assets/logo.png', '.vite/manifest.json']) {
      expect([skipped, existsSync(join(dir, `${skipped}.br`)), existsSync(join(dir, `${skipped}.gz`))]).toEqual([skipped, false, false]);
    }
  });

  it("builds a game folder's page bundle: its entry named after the folder, hashed, with a manifest", () => {
    const folder = join(tmpdir(), 'games', 'russian-roulette');
    const config = gameBundle(pathToFileURL(join(folder, 'vite.config.ts')).href);
    expect(config.root).toBe(folder);
    expect(config.base).toBe('./');
    expect(config.build).toMatchObject({
      outDir: 'dist',
      manifest: true,
      modulePreload: false,
      rolldownOptions: { input: { 'russian-roulette': join(folder, 'src/ui/main.ts') } },
    });
    expect(config.build?.lib).toBeUndefined();
    expect(config.plugins?.map((plugin) => (plugin as { name: string }).name)).toEqual(['rgs:precompress']);
  });
});
