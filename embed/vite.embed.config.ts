import { defineConfig } from 'vite';

// embed.js runs on operators' pages: one small classic script, no dependencies, no module loader.
export default defineConfig({
  build: {
    outDir: 'dist/public',
    emptyOutDir: false,
    target: 'es2019',
    lib: { entry: 'src/embed/embed.ts', formats: ['iife'], name: 'rgsEmbed', fileName: () => 'embed.js' },
  },
});
