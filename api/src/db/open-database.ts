import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

/** Where to find the data. */
export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  /** `dataDir` undefined means in memory. */
  | { readonly kind: 'pglite'; readonly dataDir?: string };

// Next to this module in the source tree, and copied beside the bundle by the build.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens Postgres (postgres.js with prepared statements) or the embedded PGlite and applies the migrations. */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = target.kind === 'postgres' ? openPostgres(target.url, target.maxConnections) : await openPglite(target.dataDir);
  if (options.migrate ?? true) await migrateDatabase(handle);
  return handle;
}

/** Applies every committed migration not yet applied (drizzle's journal keeps track). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePostgres(handle.db as Parameters<typeof migratePostgres>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

function openPostgres(url: string, maxConnections = 10): DatabaseHandle {
  const client = postgres(url, {
    max: maxConnections,
    // Raw `db.execute` statements are prepared per connection. drizzle's builders say per query: a
    // query run through `.prepare(name)` (the hot path's, and every fixed statement) is prepared,
    // others are parsed each time, which suits the rare ones (admin, sweeps, reports).
    prepare: true,
    onnotice: () => {},
    // numeric stays text: amounts are parsed into Decimal, never into floats.
    types: { numeric: { to: 1700, from: [1700], serialize: String, parse: String } },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
