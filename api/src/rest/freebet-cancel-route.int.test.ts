import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { createFreeBetQueries } from '../freebets';
import { consumeFreeBet } from '../freebets/free-bet-consumption';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { freeBetClient } from './freebet-test-client';

const START = Date.parse('2031-03-01T12:00:00.000Z');
let now = START;
const clock = { now: () => now };

let h: Harness;
let op: TestOperator;
let api: ReturnType<typeof freeBetClient>;

beforeAll(async () => {
  h = await createHarness({ clock, rateLimits: { freeBets: 100_000 } });
  op = await h.operator();
  api = freeBetClient(h);
});
afterAll(() => h.close());
beforeEach(() => {
  now = START;
});

let seq = 0;
/** Issues a grant and returns its id and key. */
async function issued(fields: Record<string, unknown> = {}, who: TestOperator = op): Promise<{ id: string; key: string }> {
  const key = `cancel-${++seq}`;
  const res = await api.issue(who, { userId: 'player-1', game: 'dice', betAmount: 1, quantity: 5, idempotencyKey: key, ...fields });
  expect(res.status).toBe(200);
  return { id: res.body.freeBetId, key };
}
const rowOf = async (id: string) => (await api.rows()).find((r) => r.id === id)!;
const usable = (userId: string, game = 'dice') => createFreeBetQueries({ db: h.database.db, clock }).activeGrants({ customerId: op.customerId, userId }, game);
/** Places free bets the way the round engine does: one bet taken from the oldest usable grant, in its own transaction. */
const place = (userId: string, game = 'dice') =>
  h.database.db.transaction((tx) => consumeFreeBet(tx, { customerId: op.customerId, userId, game }, new Date(now)));

describe('POST /freebets/cancel errors', () => {
  it.each([
    ['a missing idempotencyKey', {}, 'Invalid free-bet request: idempotencyKey: is required'],
    ['an empty idempotencyKey', { idempotencyKey: '' }, 'Invalid free-bet request: idempotencyKey: must not be empty'],
    ['an idempotencyKey that is a number', { idempotencyKey: 7 }, 'Invalid free-bet request: idempotencyKey: must be a string'],
    ['NUL in the idempotencyKey', { idempotencyKey: 'k\u0000' }, 'Invalid free-bet request: idempotencyKey: must not contain control characters'],
  ])('%s is 400', async (_label, fields, message) => {
    const res = await api.cancel(op, fields);
    expect([res.status, res.body]).toEqual([400, { code: 'VALIDATION_FAILED', message }]);
  });

  it('a key that names no grant of this client is 404', async () => {
    const res = await api.cancel(op, { idempotencyKey: 'never-issued' });
    expect([res.status, res.body]).toEqual([404, { code: 'NOT_FOUND', message: 'No free-bet grant for this clientId and idempotencyKey' }]);
  });

  it("another operator's key is 404 to this one, and its grant is left alone", async () => {
    const other = await h.operator();
    const theirs = await issued({}, other);
    const res = await api.cancel(op, { idempotencyKey: theirs.key });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await rowOf(theirs.id)).toMatchObject({ remainingCount: 5, cancelledAt: null });
  });
});

describe('POST /freebets/cancel on the grant state machine', () => {
  it('active and unused: cancels every bet, keeps the record, and leaves the stacked grant beside it usable', async () => {
    const target = await issued({ userId: 'c-1', quantity: 4 });
    now += 1000;
    const beside = await issued({ userId: 'c-1', quantity: 2 });
    now += 1000;
    const res = await api.cancel(op, { idempotencyKey: target.key });
    expect([res.status, res.headers.get('content-type'), res.text]).toEqual([200, 'application/json', `{"freeBetId":"${target.id}","game":"dice","cancelledCount":4}`]);
    expect(await rowOf(target.id)).toMatchObject({ quantity: 4, remainingCount: 0, cancelledAt: new Date(START + 2000), userId: 'c-1', game: 'dice' });
    expect((await usable('c-1')).map((g) => [g.freeBetId, g.remainingCount])).toEqual([[beside.id, 2]]);
  });

  it('active and partly used: cancelledCount is what was left; the bets already placed stay placed; a repeat answers 0', async () => {
    const target = await issued({ userId: 'c-2', game: 'mines', quantity: 5 });
    for (let i = 0; i < 2; i++) expect((await place('c-2', 'mines')).grantId).toBe(target.id);
    const first = await api.cancel(op, { idempotencyKey: target.key });
    expect([first.status, first.body]).toEqual([200, { freeBetId: target.id, game: 'mines', cancelledCount: 3 }]);
    now += 60_000;
    const repeat = await api.cancel(op, { idempotencyKey: target.key });
    expect([repeat.status, repeat.text]).toEqual([200, `{"freeBetId":"${target.id}","game":"mines","cancelledCount":0}`]);
    // The first cancel's time is kept; the grant still records how many were issued.
    expect(await rowOf(target.id)).toMatchObject({ quantity: 5, remainingCount: 0, cancelledAt: new Date(START) });
    await expect(place('c-2', 'mines')).rejects.toMatchObject({ code: 'NO_FREE_BETS' });
  });

  it('exhausted: cancelledCount 0, and nothing left to use', async () => {
    const target = await issued({ userId: 'c-3', quantity: 2 });
    await place('c-3');
    expect((await place('c-3')).remaining).toBe(0);
    const res = await api.cancel(op, { idempotencyKey: target.key });
    expect([res.status, res.body]).toEqual([200, { freeBetId: target.id, game: 'dice', cancelledCount: 0 }]);
    expect(await rowOf(target.id)).toMatchObject({ quantity: 2, remainingCount: 0 });
  });

  it('expired with bets unused: the unused count is what the cancel reports, and the grant ends at 0', async () => {
    const target = await issued({ userId: 'c-4', quantity: 3, expiresAt: '2031-03-01T13:00:00Z' });
    await place('c-4');
    now = Date.parse('2031-03-01T13:00:00Z');
    expect(await usable('c-4')).toEqual([]);
    const res = await api.cancel(op, { idempotencyKey: target.key });
    expect(res.body).toEqual({ freeBetId: target.id, game: 'dice', cancelledCount: 2 });
    expect(await rowOf(target.id)).toMatchObject({ remainingCount: 0, cancelledAt: new Date(now) });
  });

  it('racing placements and a cancel never count a bet both as placed and as cancelled', async () => {
    const target = await issued({ userId: 'c-5', quantity: 6 });
    const placements = Array.from({ length: 10 }, () => place('c-5').then(() => 'placed', (error: { code?: string }) => error.code));
    const cancel = api.cancel(op, { idempotencyKey: target.key });
    const outcomes = await Promise.all(placements);
    const { body } = await cancel;
    const placed = outcomes.filter((o) => o === 'placed').length;
    expect(outcomes.filter((o) => o !== 'placed')).toEqual(Array(10 - placed).fill('NO_FREE_BETS'));
    expect(placed + body.cancelledCount).toBe(6);
    expect(await rowOf(target.id)).toMatchObject({ quantity: 6, remainingCount: 0 });
  });

  // Needs a Postgres server: the placement holds the grant's row in its own connection while the cancel waits.
  it.runIf(process.env.DATABASE_URL)('a cancel arriving while a placement holds the grant waits for it, then reports what it left', async () => {
    const target = await issued({ userId: 'c-6', quantity: 4 });
    const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    let cancel: ReturnType<typeof api.cancel> | undefined;
    let answered = false;
    await h.database.db.transaction(async (tx) => {
      expect((await consumeFreeBet(tx, { customerId: op.customerId, userId: 'c-6', game: 'dice' }, new Date(now))).remaining).toBe(3);
      cancel = api.cancel(op, { idempotencyKey: target.key }).then((res) => {
        answered = true;
        return res;
      });
      await eventually(async () => expect(rowsOf<{ n: number }>(await h.database.db.execute(waiting))[0]!.n).toBe(1));
      expect(answered).toBe(false);
    });
    expect((await cancel!).body).toEqual({ freeBetId: target.id, game: 'dice', cancelledCount: 3 });
  });
});

describe('free-bet endpoint rate limits', () => {
  const settings = { authFailures: 3, authFailuresPerAddress: 5, authWindowSeconds: 60, authBlockSeconds: 60, freeBets: 1000, freeBetWindowSeconds: 1 };
  let limited: Harness;
  let client: ReturnType<typeof freeBetClient>;
  const body = (key: string) => ({ userId: 'rl', game: 'dice', betAmount: 1, quantity: 1, idempotencyKey: key });

  beforeAll(async () => {
    limited = await createHarness({ rateLimits: settings });
    client = freeBetClient(limited);
  });
  afterAll(() => limited.close());

  it('failed authentications lock the failing address out of both endpoints, never the operator elsewhere', async () => {
    const victim = await limited.operator();
    const attacker = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.issue(victim, body(`k${i}`), { secret: `whsec_wrong-${i}`, address: attacker })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // With the right secret the attacker's address is still refused, on cancel too, and says when to come back.
    const blocked = await client.cancel(victim, { idempotencyKey: 'k0' }, { address: attacker });
    expect([blocked.status, blocked.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await client.issue(victim, body('from-home'), { address: '203.0.113.10' })).status).toBe(200);
    expect(await client.rows(victim.customerId)).toHaveLength(1);
  });

  it('failures count across the operator endpoints: missing secrets on /session lock out /freebets/*', async () => {
    const op = await limited.operator();
    const address = '198.51.100.30';
    for (let i = 0; i < 5; i++) {
      const res = await limited.service.app.request(
        '/session',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clientId: op.clientId, userId: 'u' }) },
        { incoming: { socket: { remoteAddress: address } } },
      );
      expect(res.status).toBe(401);
    }
    expect((await client.issue(op, body('after-session-failures'), { address })).status).toBe(429);
    expect((await client.cancel(op, { idempotencyKey: 'after-session-failures' }, { address })).status).toBe(429);
  });

  it('a flood of free-bet requests from one operator gets 429 with Retry-After; issue and cancel share the allowance', async () => {
    const flooded = await createHarness({ rateLimits: { ...settings, freeBets: 2, freeBetWindowSeconds: 60 } });
    try {
      const busy = await flooded.operator();
      const calls = freeBetClient(flooded);
      expect((await calls.issue(busy, body('one'))).status).toBe(200);
      expect((await calls.cancel(busy, { idempotencyKey: 'one' })).status).toBe(200);
      const third = await calls.issue(busy, body('two'));
      expect([third.status, third.body]).toEqual([429, { code: 'RATE_LIMITED', message: 'Too many free-bet requests; slow down before retrying' }]);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await calls.rows(busy.customerId)).map((r) => r.idempotencyKey)).toEqual(['one']);
      // Another operator has its own allowance, and sessions are counted apart.
      expect((await calls.issue(await flooded.operator(), body('two'))).status).toBe(200);
      expect((await flooded.createSession(busy, { userId: 'u', currency: { code: 'USD' } })).status).toBe(200);
    } finally {
      await flooded.close();
    }
  });
});
