import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerById } from '../accounts/account-store';
import { findActivePair } from '../fairness/seed-store';
import { findPendingDebit, lockPlayerRound, updateRoundIf } from '../rounds/round-store';
import { findSession } from '../sessions/session-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './database';
import { fixedStatement } from './fixed-statement';
import { openDatabase } from './open-database';
import { customers } from './schema';

// Which statements Postgres holds prepared is per connection, so this opens one connection of its own.
const url = process.env.DATABASE_URL;
let database: TestDatabase;
let single: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) single = await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 1 }, { migrate: false });
});
afterAll(async () => {
  await single?.close();
  await database?.close();
});

const preparedTexts = async (handle: DatabaseHandle): Promise<string[]> => {
  const rows = (await handle.db.execute(sql`SELECT statement FROM pg_prepared_statements`)) as unknown as { statement: string }[];
  return rows.map((row) => row.statement);
};

describe.skipIf(!url)('queries of a bet and of a move (Postgres)', () => {
  it('run as prepared statements through drizzle’s own API, while a one-off builder query is parsed each time', async () => {
    const { db } = single;
    const owner = { customerId: randomUUID(), userId: 'player-1' };
    await findSession(db, randomUUID());
    await findCustomerById(db, owner.customerId);
    await findActivePair(db, owner.customerId, owner.userId);
    await db.transaction(async (tx) => {
      expect(await lockPlayerRound(tx, owner, randomUUID())).toBeUndefined();
      expect(await updateRoundIf(tx, randomUUID(), { status: 'open', version: 1 }, { multiplier: '2' }, new Date(0))).toBeUndefined();
      expect(await findPendingDebit(tx, randomUUID())).toBeUndefined();
    });
    await db.select().from(customers).limit(1);

    const texts = await preparedTexts(single);
    const preparedOf = (pattern: RegExp) => texts.filter((text) => pattern.test(text));
    expect(preparedOf(/from "sessions" where "sessions"\."id" = \$1/)).toHaveLength(1);
    expect(preparedOf(/from "customers" where "customers"\."id" = \$1/)).toHaveLength(1);
    expect(preparedOf(/from "seed_pairs" where/)).toHaveLength(1);
    expect(preparedOf(/from "rounds" inner join "seed_pairs".* for update of "rounds"/)).toHaveLength(1);
    expect(preparedOf(/^update "rounds" set "version" = "rounds"\."version" \+ 1, "multiplier" = \$1/)).toHaveLength(1);
    expect(preparedOf(/from "transactions" where .*"transactions"\."kind" = \$2/)).toHaveLength(1);
    // The control: a builder query run without `.prepare` leaves no prepared statement behind.
    expect(preparedOf(/from "customers" limit \$1/)).toEqual([]);
  });
});

describe.skipIf(!url)('a fixed statement (Postgres)', () => {
  const ONCE = fixedStatement<{ n: number }>('test_prepared_once', (p) => sql`SELECT ${p('n')}::int + 1 AS prepared_once`);
  const EACH_RUN = fixedStatement<{ n: number }>('test_planned_each_run', (p) => sql`SELECT ${p('n')}::int + 2 AS planned_each_run`, { planEachRun: true });

  it('is prepared once per connection, unless it is to be planned again on every run', async () => {
    expect(await ONCE.run(single.db, { n: 1 })).toEqual([{ prepared_once: 2 }]);
    expect(await EACH_RUN.run(single.db, { n: 1 })).toEqual([{ planned_each_run: 3 }]);
    expect(await EACH_RUN.run(single.db, { n: 5 })).toEqual([{ planned_each_run: 7 }]);
    const texts = await preparedTexts(single);
    expect(texts.filter((text) => text.includes('prepared_once'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('planned_each_run'))).toEqual([]);
  });
});
