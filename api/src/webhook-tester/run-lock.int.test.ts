import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createRunLock } from './run-lock';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the run lock', () => {
  it('in the database, holds across processes: one holder per key until it releases', async () => {
    // Two locks on one database stand for two API processes.
    const here = createRunLock({ keyPrefix: 'webhook_test', db: database.db });
    const there = createRunLock({ keyPrefix: 'webhook_test', db: database.db });
    const release = await here.tryAcquire('casino-1');
    expect(release).toBeTypeOf('function');
    expect(await there.tryAcquire('casino-1')).toBeUndefined();
    expect(await here.tryAcquire('casino-1')).toBeUndefined();
    // Another key is free meanwhile.
    const other = await there.tryAcquire('casino-2');
    expect(other).toBeTypeOf('function');
    await release!();
    const again = await there.tryAcquire('casino-1');
    expect(again).toBeTypeOf('function');
    await again!();
    await other!();
  });

  it('in memory, holds within the process', async () => {
    const lock = createRunLock({ keyPrefix: 'webhook_test' });
    const release = await lock.tryAcquire('casino-1');
    expect(await lock.tryAcquire('casino-1')).toBeUndefined();
    await release!();
    expect(await lock.tryAcquire('casino-1')).toBeTypeOf('function');
  });

  it('lets a lease lapse when its holder never releases it (a process that died mid-run)', async () => {
    const lock = createRunLock({ keyPrefix: 'webhook_test_lapse', db: database.db, leaseSeconds: 1 });
    expect(await lock.tryAcquire('casino-3')).toBeTypeOf('function');
    expect(await lock.tryAcquire('casino-3')).toBeUndefined();
    await eventually(async () => expect(await lock.tryAcquire('casino-3')).toBeTypeOf('function'), 5000, 100);
  });
});
