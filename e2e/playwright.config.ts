import { defineConfig } from '@playwright/test';

// Debian's Chromium (no browser download works here); CHROMIUM_PATH points elsewhere if needed.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './stack/global-setup.ts',
  // One stack, one wallet, shared by two workers: every spec plays as its own player (newPlayer), so
  // specs never see each other's balance or rounds, and run side by side across the machine's cores.
  workers: 2,
  fullyParallel: true,
  // The game specs play until chance gives them a win and a loss (up to dozens of rounds, each with its
  // animation): on a loaded two-core machine an unlucky draw takes over a minute without anything wrong.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the suite's one closing line (scripts/test-summary.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }], ['junit', { outputFile: '../test-results/e2e.xml' }]],
  // The cold-start timings are measured with nothing else running, before the other specs start.
  projects: [
    // Tracing (DOM snapshots at every step) and automatic screenshots would run inside the measured
    // window; the spec takes its screenshot itself, after the measure.
    {
      name: 'cold-start',
      testMatch: /cold-iframe-becomes-playable-quickly\.spec\.ts$/,
      fullyParallel: false,
      use: { trace: 'off', screenshot: 'off' },
    },
    { name: 'specs', testIgnore: /cold-iframe-becomes-playable-quickly\.spec\.ts$/, dependencies: ['cold-start'] },
  ],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
