import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships CJS (main) and ESM (module) without an exports map: Vite would pick the ESM copy
  // for our sources while Yoga, loaded by Node, gets the CJS one, and `instanceof GraphQLError` fails
  // between them. Node alone (production) resolves both to CJS; make the tests do the same.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  // @rgs/operator ships built code but points the workspace-only "@rgs/source" condition at its
  // sources (and its reference wallet is only there): tests run on the sources without a build.
  // The rest are Vite's default server conditions.
  ssr: { resolve: { conditions: ['@rgs/source', 'module', 'node', 'development|production'] } },
  // Integration files talk to Postgres and to wallets over HTTP; give them room on a loaded machine.
  test: { include: ['src/**/*.test.ts'], exclude: ['src/**/*.sim.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
