import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.sim.test.ts'],
    // The iframes are never loaded in unit tests (happy-dom says so on stderr): the pages behind them are tested on their own.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
