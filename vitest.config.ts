import { defineConfig } from 'vitest/config';

// One vitest run over every package (each keeps its own vitest.config.ts as a project), so the worker
// pool is shared instead of starting a process per package. Simulations (`*.sim.test.ts`) run in their
// own step: vitest.sim.config.ts. The repository's own scripts (the bench's checks) are one more project.
export default defineConfig({
  test: {
    projects: ['schema', 'games/*', 'api', 'operator', 'embed', { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } }],
  },
});
