import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { fixedStatement } from './fixed-statement';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const SUM = fixedStatement<{ a: string; b: string; label: string | null }>(
  'test_fixed_sum',
  (p) => sql`SELECT (${p('a')}::numeric + ${p('b')}::numeric)::text AS total, ${p('label')}::text AS label, ${p('a')}::text AS again`,
);

describe('fixedStatement', () => {
  it('runs the one text with each call’s values, exact, in and out of a transaction', async () => {
    expect(await SUM.run(database.db, { a: '0.1000000001', b: '1.5', label: 'x' })).toEqual([{ total: '1.6000000001', label: 'x', again: '0.1000000001' }]);
    expect(await SUM.run(database.db, { a: '2', b: '3', label: null })).toEqual([{ total: '5', label: null, again: '2' }]);
    const inside = await database.db.transaction((tx) => SUM.run(tx, { a: '10', b: '-0.0000000001', label: 'tx' }));
    expect(inside).toEqual([{ total: '9.9999999999', label: 'tx', again: '10' }]);
  });

  it('refuses a call missing a value instead of sending NULL for it', async () => {
    await expect(SUM.run(database.db, { a: '1', b: '2' } as never)).rejects.toThrow(/label/);
  });
});
