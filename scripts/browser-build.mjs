// The one build recipe for the browser files the play origin serves: each game's bundle (a game's
// vite.config.ts is `export default gameBundle(import.meta.url)`) and embed.js / sdk.js, which use
// `precompress()` only. See docs/decisions/0018-play-origin-delivery.md.
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt']);

/**
 * A Vite plugin writing `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every emitted text
 * file, so the play origin's static middleware sends them as they are instead of compressing on
 * each request. A variant is written only when it is smaller than the file it encodes.
 */
export function precompress() {
  return {
    name: 'rgs:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? dirname(output.file);
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.has(extname(name)) && !name.startsWith('.vite/'));
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * The Vite config of a game's page bundle, for the game folder holding `configUrl` (its
 * vite.config.ts passes `import.meta.url`). The entry `src/ui/main.ts` is named after the folder and
 * content-hashed like every chunk (`dist/assets/<route>-<hash>.js`); `dist/.vite/manifest.json` tells
 * the play origin which file that is. An application build, not a library one: Vite leaves a
 * library's ES output unminified (whitespace, comments), which doubled what a player downloaded.
 */
export function gameBundle(configUrl) {
  const root = dirname(fileURLToPath(configUrl));
  return {
    root,
    // Chunks find each other relative to the importing module, wherever the page that loads them is.
    base: './',
    publicDir: false,
    plugins: [precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      manifest: true,
      // No preload helper: it would add <link> tags to the page of an operator using the SDK. The
      // play origin's page preloads the entry's static imports itself, from the manifest.
      modulePreload: false,
      rolldownOptions: { input: { [basename(root)]: join(root, 'src/ui/main.ts') } },
    },
  };
}
