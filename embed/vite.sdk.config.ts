import { defineConfig } from 'vite';
import { precompress } from '../scripts/browser-build.mjs';

// The client SDK as a browser module served by the play origin at /sdk.js (also importable from npm).
export default defineConfig({
  // Brotli and gzip variants beside the file: the play origin sends them as they are.
  plugins: [precompress()],
  build: {
    outDir: 'dist/public',
    emptyOutDir: false,
    target: 'es2022',
    lib: { entry: 'src/sdk/sdk.ts', formats: ['es'], fileName: () => 'sdk.js' },
  },
});
