import { defineConfig } from 'tsup';

// The play origin's server; embed.js, sdk.js and the game bundles are built by Vite. `server/index`
// is the package's entry for Node scripts (`npm run size` starts the play origin in-process with it).
export default defineConfig({
  entry: { 'server/main': 'src/play/main.ts', 'server/index': 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: false,
  noExternal: [/^@rgs\//],
});
