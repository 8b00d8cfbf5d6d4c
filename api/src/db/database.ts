import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema';

/** The drizzle handle every query function takes: the database itself or an open transaction. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open transaction; query functions take `tx` first so the caller owns the transaction. */
export type Transaction = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** A database handle plus what it takes to shut it down. */
export interface DatabaseHandle {
  readonly db: Database;
  /** `postgres` for a server, `pglite` for the embedded engine. */
  readonly kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}
