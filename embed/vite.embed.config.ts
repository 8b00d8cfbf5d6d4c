import { defineConfig } from 'vite';
import { precompress } from '../scripts/browser-build.mjs';

// embed.js runs on operators' pages: one small classic script, no dependencies, no module loader.
export default defineConfig({
  // Brotli and gzip variants beside the file: the play origin sends them as they are.
  plugins: [precompress()],
  build: {
    outDir: 'dist/public',
    emptyOutDir: false,
    target: 'es2019',
    lib: { entry: 'src/embed/embed.ts', formats: ['iife'], name: 'rgsEmbed', fileName: () => 'embed.js' },
  },
});
