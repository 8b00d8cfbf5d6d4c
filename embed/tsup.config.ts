import { defineConfig } from 'tsup';

// The play origin's server; embed.js and the game bundles are built by Vite into dist/public.
export default defineConfig({
  entry: { 'server/main': 'src/play/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: false,
  noExternal: [/^@rgs\//],
});
