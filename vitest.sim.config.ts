import { defineConfig } from 'vitest/config';

// The long simulations (a million rounds and more, RTP and house-edge checks), kept out of the main
// run so it stays fast; `npm run test:sim` runs them, and `npm test` runs them after the main run.
export default defineConfig({
  test: {
    include: ['{schema,games/*,api,operator,embed}/src/**/*.sim.test.ts'],
    passWithNoTests: true,
    testTimeout: 10 * 60_000,
  },
});
