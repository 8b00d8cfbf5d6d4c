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
  options: FixedStatementOptions = {},
): FixedStatement<Values> {
  const query = dialect.sqlToQuery(build((key) => sql`${sql.placeholder(key)}`));
  // drizzle prepares a query it is given a name for, and sends one without a name unprepared.
  const preparedName = options.planEachRun ? undefined : name;
  return {
    async run<Row>(db: Database, values: Values): Promise<Row[]> {
      return rowsOf<Row>(await db._.session.prepareQuery(query, undefined, preparedName, false).execute(values));
    },
  };
}

/** How a fixed statement is run. */
export interface FixedStatementOptions {
  /**
   * Plan it again on every run, with its values, instead of preparing it once per connection. For a
   * statement whose best plan depends on its values and on the table's size now: Postgres settles a
   * prepared statement on a generic plan after five runs and keeps it, so a batch update over an
   * `unnest` of ids, first planned while its table was small, went on scanning the whole table (the
   * bench saw 11.5 million rows read for 50,000 deliveries) long after an index lookup was cheaper.
   * Worth it only where runs are few: planning costs more than it saves on a per-bet statement.
   */
  readonly planEachRun?: boolean;
}
