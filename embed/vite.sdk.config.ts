import { defineConfig } from 'vite';

// The client SDK as a browser module served by the play origin at /sdk.js (also importable from npm).
export default defineConfig({
  build: {
    outDir: 'dist/public',
    emptyOutDir: false,
    target: 'es2022',
    lib: { entry: 'src/sdk/sdk.ts', formats: ['es'], fileName: () => 'sdk.js' },
  },
});
