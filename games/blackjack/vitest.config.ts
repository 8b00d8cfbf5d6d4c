import { defineConfig } from 'vitest/config';

// The house-edge tests enumerate every deal exactly: a few seconds each on an idle machine, more when
// the suite shares two cores with everything else, so they get a minute rather than vitest's 5 s.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], exclude: ['src/**/*.sim.test.ts'], testTimeout: 60_000 } });
