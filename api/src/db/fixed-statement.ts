import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { rowsOf } from './rows';

// Only turns SQL objects into text and parameters; it holds no connection and no state.
const dialect = new PgDialect();

/** A statement whose text never changes: only its values do. */
export interface FixedStatement<Values extends Record<string, unknown>> {
  /** Runs it on the database or an open transaction with these values; answers its rows. */
  run<Row = unknown>(db: Database, values: Values): Promise<Row[]>;
}

/**
 * A statement built once, from a template whose values are named placeholders (`param('id')`),
 * and run through drizzle's own prepared-query API under `name`: the text is not assembled again
 * for every bet (walking a 36-value template was 7 % of the API's CPU per bet), and postgres.js
 * prepares it once per connection. For the hot path's statements, whose shapes are few and fixed.
 */
export function fixedStatement<Values extends Record<string, unknown>>(
  name: string,
  build: (param: (key: keyof Values & string) => SQL) => SQL,
): FixedStatement<Values> {
  const query = dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));
  return {
    async run<Row>(db: Database, values: Values): Promise<Row[]> {
      return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
    },
  };
}
