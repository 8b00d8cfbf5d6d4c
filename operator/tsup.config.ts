import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The private @rgs/schema is bundled into what ships (code and types); npm dependencies stay external.
const bundled = [/^@rgs\//];

// Declarations: TypeScript would treat the symlinked @rgs/schema as an external library and leave
// `import … from '@rgs/schema'` in the .d.ts files, which a consumer cannot resolve. Mapping each of
// its exports to its source makes the declaration bundler inline those types instead.
const schema = JSON.parse(readFileSync(new URL('../schema/package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> };
const schemaPaths = Object.fromEntries(
  Object.entries(schema.exports).map(([subpath, target]) => [`@rgs/schema${subpath.slice(1)}`, [`../schema/${target.slice(2)}`]]),
);

const library = { index: 'src/index.ts', postgres: 'src/postgres.ts', 'tester/index': 'src/tester/index.ts' };

export default defineConfig([
  {
    // The published package: ESM and CJS of the library entries and the tester's CLI, with types.
    entry: { ...library, 'tester/cli': 'src/tester/cli.ts' },
    format: ['esm', 'cjs'],
    target: 'node20',
    platform: 'node',
    outDir: 'dist',
    // The workspace tools below build into dist/reference-wallet at the same time: leave them be.
    clean: ['!reference-wallet/**'],
    noExternal: bundled,
    dts: { entry: library, compilerOptions: { paths: schemaPaths } },
  },
  {
    // Workspace tools (npm start, the bench): the reference wallet and demo site, never published.
    entry: { main: 'src/reference-wallet/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    outDir: 'dist/reference-wallet',
    sourcemap: true,
    clean: true,
    noExternal: bundled,
  },
]);
