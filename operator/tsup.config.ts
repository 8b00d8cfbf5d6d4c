import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'reference-wallet/main': 'src/reference-wallet/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: [/^@rgs\//],
});
