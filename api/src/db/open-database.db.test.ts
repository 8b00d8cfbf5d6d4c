import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { currencyRates } from './schema';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('database', () => {
  it('is migrated and seeded with at least 30 ISO currencies and a sweepstakes code', async () => {
    const rows = await database.db.select().from(currencyRates);
    const codes = rows.map((r) => r.code);
    expect(codes.filter((c) => /^[A-Z]{3}$/.test(c)).length).toBeGreaterThanOrEqual(30);
    expect(codes).toContain('SC');
  });

  it('keeps numeric(38,10) exact as text', async () => {
    const [row] = await database.db
      .select({ v: sql<string>`'123456789012345678.0123456789'::numeric(38,10)` })
      .from(currencyRates)
      .limit(1);
    expect(row?.v).toBe('123456789012345678.0123456789');
  });
});
