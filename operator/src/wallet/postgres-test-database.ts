import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { ensureWalletTables } from './postgres-storage';

/** A private database with the wallet's tables, for one test file. */
export interface WalletTestDatabase {
  readonly db: ReturnType<typeof drizzle>;
  readonly client: postgres.Sql;
  /** The database's connection string, for a test that needs a differently configured client. */
  readonly url: string;
  /** Drops the database (every connection to it is closed first). */
  close(): Promise<void>;
}

/**
 * Creates a database with a unique name on the server of `serverUrl` (so files running in parallel
 * never see each other's rows), opens a postgres.js pool of `maxConnections` on it and creates the tables.
 */
export async function createWalletTestDatabase(serverUrl: string, maxConnections = 10): Promise<WalletTestDatabase> {
  const name = `rgs_wallet_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.unsafe(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: maxConnections, onnotice: () => {} });
  const db = drizzle(client);
  await ensureWalletTables(db);
  return {
    db,
    client,
    url: url.toString(),
    async close() {
      await client.end({ timeout: 5 });
      await withAdmin(serverUrl, (admin) => admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin(serverUrl: string, fn: (admin: postgres.Sql) => Promise<unknown>): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
}
