import { defineConfig } from 'vitest/config';

// Integration files talk to Postgres and to wallets over HTTP; give them room on a loaded machine.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } });
