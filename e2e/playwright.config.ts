import { defineConfig } from '@playwright/test';

// Debian's Chromium (no browser download works here); CHROMIUM_PATH points elsewhere if needed.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './stack/global-setup.ts',
  // One stack, one wallet: specs run one at a time against it, each with its own player.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the suite's one closing line (scripts/test-summary.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
