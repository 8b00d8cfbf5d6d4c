// `node scripts/bundle-modules.mjs <game>`: builds one game's bundle in memory (the same recipe as
// `npm run build`, nothing written) and prints, for each chunk, its gzipped size and what its modules
// weigh before minifying, grouped by package (`zod`, `decimal.js`) or by our own folder; `--modules`
// lists every module over 300 bytes. `npm run size` says which files a page loads; this says why a
// file is as big as it is.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { gameBundle } from './browser-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const game = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const listModules = process.argv.includes('--modules');
if (!game) {
  console.error('usage: node scripts/bundle-modules.mjs <game folder> [--modules]');
  process.exit(2);
}

// node_modules/zod/v4/core/schemas.js → zod; games/kit/src/ui/x.ts → games/kit
const packageOf = (id) => {
  const inModules = id.lastIndexOf('node_modules/');
  if (inModules < 0) return id.startsWith(root) ? id.slice(root.length).split('/').slice(0, 2).join('/') : id.replace(/^\0/, '');
  const parts = id.slice(inModules + 'node_modules/'.length).split('/');
  return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
};

const report = {
  name: 'rgs:bundle-modules',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
      console.log(`\n${chunk.fileName}: ${chunk.code.length} bytes, ${gzipSync(chunk.code, { level: 9 }).length} gzipped`);
      const modules = Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength]);
      const byPackage = new Map();
      for (const [id, length] of modules) byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + length);
      for (const [name, length] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${String(length).padStart(8)}  ${name}`);
      if (!listModules) continue;
      for (const [id, length] of modules.sort((a, b) => b[1] - a[1])) {
        if (length > 300) console.log(`    ${String(length).padStart(8)}  ${id.startsWith(root) ? id.slice(root.length) : id.replace(/^\0/, '')}`);
      }
    }
  },
};

const config = gameBundle(pathToFileURL(join(root, 'games', game, 'vite.config.ts')).href);
await build({ ...config, configFile: false, logLevel: 'warn', plugins: [...config.plugins, report], build: { ...config.build, write: false } });
