import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built file for a test bundle: its name under dist/assets, its source, and which variants exist. */
export interface TestFile {
  readonly name: string;
  readonly body: string;
  readonly compressed?: boolean;
}

/**
 * Writes what a game's build writes (scripts/browser-build.mjs): `dist/assets/<files>` with their
 * `.br`/`.gz` variants, and `dist/.vite/manifest.json` as Vite names them (`manifest` is its content).
 */
export function writeTestBundle(gamesDir: string, route: string, files: readonly TestFile[], manifest: object): void {
  const assets = join(gamesDir, route, 'dist', 'assets');
  mkdirSync(assets, { recursive: true });
  mkdirSync(join(gamesDir, route, 'dist', '.vite'), { recursive: true });
  for (const file of files) {
    writeFileSync(join(assets, file.name), file.body);
    if (file.compressed === false) continue;
    writeFileSync(join(assets, `${file.name}.br`), brotliCompressSync(file.body));
    writeFileSync(join(assets, `${file.name}.gz`), gzipSync(file.body));
  }
  writeFileSync(join(gamesDir, route, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
}

/** The manifest of a bundle that is only an entry, `assets/<entry>`. */
export const entryOnly = (entry: string) => ({ 'src/ui/main.ts': { file: `assets/${entry}`, name: 'main', src: 'src/ui/main.ts', isEntry: true } });
