import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db';

/** A private database for one test file. */
export interface TestDatabase extends DatabaseHandle {
  /** The connection string, when it is a Postgres server (child processes connect with it). */
  readonly url?: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * Gives each test file its own database so files running in parallel never see each other's rows.
 * With `DATABASE_URL`, it clones a migrated template database on that server (`CREATE DATABASE …
 * TEMPLATE`, fast); without it, an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

  const template = await ensureTemplate(serverUrl);
  const name = `rgs_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await withLock(admin, async () => {
      await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    });
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 20 }, { migrate: false });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

// The template's name carries a hash of the migrations, so a changed migration gets a fresh template.
async function ensureTemplate(serverUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(`${MIGRATIONS_DIR}/${file}`));
  }
  const template = `rgs_template_${hash.digest('hex').slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await withLock(admin, async () => {
      const existing = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
      if (existing.length > 0) return;
      const building = `${template}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${building}"`);
      const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, building), maxConnections: 1 });
      await handle.close();
      // Renamed only when complete, so a crash mid-migration never leaves a half-built template behind.
      await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    });
  } finally {
    await admin.end();
  }
  return template;
}

// Serialises template builds and clones across parallel test workers (CREATE DATABASE refuses a busy template).
async function withLock(sql: postgres.Sql, fn: () => Promise<void>): Promise<void> {
  await sql`SELECT pg_advisory_lock(727274)`;
  try {
    await fn();
  } finally {
    await sql`SELECT pg_advisory_unlock(727274)`;
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
