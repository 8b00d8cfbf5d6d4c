import { defineConfig } from 'vite';

// The plinko page's bundle: one ES module with Lit and the kit inside, served by the play origin.
export default defineConfig({
  build: {
    outDir: 'dist',
    target: 'es2022',
    minify: true,
    lib: { entry: 'src/ui/main.ts', formats: ['es'], fileName: () => 'plinko.js' },
  },
});
