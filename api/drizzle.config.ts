import { defineConfig } from 'drizzle-kit';

// Migrations are generated, reviewed and committed (never `push`): `npm run db:generate -w @rgs/api -- --name verb_noun`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
