import type { Sql } from 'postgres';

type Unsafe = Sql['unsafe'];

/**
 * drizzle hands postgres.js `prepare: false` for every query it was not asked to name, so Postgres
 * would parse and plan every statement of every bet again (and the driver write each one twice).
 * This makes every query a named prepared statement, cached per connection by its text: our query
 * shapes are few and fixed. Transactions get the same treatment through `begin`.
 */
export function preparedByDefault<T extends Sql>(sql: T): T {
  const unsafe: Unsafe = sql.unsafe.bind(sql);
  const patched = sql as unknown as { unsafe: Unsafe; begin?: (...args: unknown[]) => unknown };
  patched.unsafe = ((query, params, options) => unsafe(query, params, { ...options, prepare: true })) as Unsafe;
  const begin = patched.begin?.bind(sql) as ((...args: unknown[]) => unknown) | undefined;
  if (begin) {
    patched.begin = (...args: unknown[]) => {
      const work = args.at(-1) as (tx: Sql) => unknown;
      return begin(...args.slice(0, -1), (tx: Sql) => work(preparedByDefault(tx)));
    };
  }
  return sql;
}
