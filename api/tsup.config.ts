import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Ships as a bundle: our workspace packages (TypeScript source) are inlined, npm dependencies stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', admin: 'src/cli/admin.ts', index: 'src/index.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: true,
  noExternal: [/^@rgs\//],
  // @rgs/operator also ships built code; its workspace-only "@rgs/source" condition points at the
  // sources, so the API bundles those without a prior build. ("module" is esbuild's default, which
  // setting any condition would drop.)
  esbuildOptions(options) {
    options.conditions = ['@rgs/source', 'module'];
  },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
