import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { createFreeBetQueries } from '../freebets';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { freeBetClient } from './freebet-test-client';

const START = Date.parse('2031-03-01T12:00:00.000Z');
let now = START;
const clock = { now: () => now };

let h: Harness;
let op: TestOperator;
let api: ReturnType<typeof freeBetClient>;

beforeAll(async () => {
  // Floods are tested on their own (freebet-cancel-route.int.test.ts); here every request must pass.
  h = await createHarness({ clock, rateLimits: { freeBets: 100_000 } });
  op = await h.operator();
  api = freeBetClient(h);
});
afterAll(() => h.close());
beforeEach(() => {
  now = START;
  op.wallet.clearRequests();
});

let seq = 0;
const key = () => `grant-${++seq}`;
const grant = (fields: Record<string, unknown> = {}) => ({ userId: 'player-1', game: 'dice', betAmount: 2.5, quantity: 3, idempotencyKey: key(), ...fields });
const usable = (customerId: string, userId: string, game: string) => createFreeBetQueries({ db: h.database.db, clock }).activeGrants({ customerId, userId }, game);
const FREE_BET_ID = /^fb_[0-9a-f]{32}$/;

describe.each(['issue', 'cancel'] as const)('POST /freebets/%s authentication', (endpoint) => {
  const call = (who: TestOperator, fields: Record<string, unknown> | string, options?: Parameters<typeof api.issue>[2]) => api[endpoint](who, fields, options);
  // A body that would be refused too: the 401 must win over it.
  const invalid = { userId: 42, game: 'roulette', idempotencyKey: '' };

  it.each([
    ['missing', null],
    ['empty', ''],
    ['wrong', 'whsec_not-the-secret-at-all'],
  ])('a %s x-operator-secret is 401 before any field is looked at, and writes nothing', async (_label, secret) => {
    const before = await api.rows();
    const res = await call(op, invalid, { secret });
    expect([res.status, res.body]).toEqual([401, { code: 'UNAUTHORIZED', message: 'Missing or invalid x-operator-secret' }]);
    expect(await api.rows()).toEqual(before);
  });

  it('an unknown clientId is 401', async () => {
    const res = await call({ ...op, clientId: 'nobody-here' }, grant());
    expect([res.status, res.body]).toEqual([401, { code: 'UNAUTHORIZED', message: 'Missing or invalid x-operator-secret' }]);
  });

  it('an operator with no webhook secret configured is 401, whatever secret is presented', async () => {
    const bare = await h.operator();
    await h.database.db.update(customers).set({ secretSealed: null }).where(eq(customers.clientId, bare.clientId));
    const res = await call(bare, grant());
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await api.rows(bare.customerId)).toEqual([]);
  });

  it('a missing clientId is 400', async () => {
    const { clientId: _dropped, ...withoutClient } = { clientId: op.clientId, ...grant() };
    const res = await call(op, JSON.stringify(withoutClient));
    expect([res.status, res.body]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Invalid free-bet request: clientId: is required' }]);
  });

  it('a malformed clientId is 400', async () => {
    const res = await call(op, JSON.stringify({ ...grant(), clientId: 'no spaces allowed' }));
    expect([res.status, res.body]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Invalid client id' }]);
  });

  it('malformed JSON is 400 and a body not declared JSON is 415', async () => {
    const before = await api.rows();
    const malformed = await call(op, '{"clientId":');
    expect([malformed.status, malformed.body]).toEqual([400, { code: 'VALIDATION_FAILED', message: 'Malformed JSON body' }]);
    const plain = await call(op, grant(), { contentType: 'text/plain' });
    expect([plain.status, plain.body]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' }]);
    expect(await api.rows()).toEqual(before);
  });
});

describe('POST /freebets/issue validation: 400 with a message, nothing written', () => {
  it.each([
    ['an unknown game', { game: 'poker' }, 'UNKNOWN_GAME', 'Unknown game: poker'],
    ['Real Estate (no single fixed stake)', { game: 'realEstate' }, 'UNKNOWN_GAME', 'Unknown game: realEstate'],
    ['Futures', { game: 'futures' }, 'FREE_BETS_NOT_SUPPORTED', 'Free bets are not supported for futures'],
    ['Baccarat', { game: 'baccarat' }, 'FREE_BETS_NOT_SUPPORTED', 'Free bets are not supported for baccarat'],
    ['Roulette', { game: 'roulette' }, 'FREE_BETS_NOT_SUPPORTED', 'Free bets are not supported for roulette'],
    ['a game key in the wrong case', { game: 'Dice' }, 'UNKNOWN_GAME', 'Unknown game: Dice'],
    ['a missing game', { game: undefined }, 'VALIDATION_FAILED', 'Invalid free-bet request: game: is required'],
    ['a stake of 0', { betAmount: 0 }, 'VALIDATION_FAILED', 'Invalid free-bet request: betAmount: must be a positive number'],
    ['a negative stake', { betAmount: -1 }, 'VALIDATION_FAILED', 'Invalid free-bet request: betAmount: amount must not be negative'],
    ['a stake as a string', { betAmount: '2.5' }, 'VALIDATION_FAILED', 'Invalid free-bet request: betAmount: Expected a finite number'],
    ['a missing stake', { betAmount: undefined }, 'VALIDATION_FAILED', 'Invalid free-bet request: betAmount: Expected a finite number'],
    ['a stake below the game minimum', { betAmount: 0.09 }, 'BET_LIMIT', 'The stake must be between 0.1 and 1000 USD'],
    ['a stake above the game maximum', { betAmount: 1000.0000000001 }, 'BET_LIMIT', 'The stake must be between 0.1 and 1000 USD'],
    ['a stake with 11 decimal places', { betAmount: 1.00000000001 }, 'VALIDATION_FAILED', 'Invalid free-bet request: betAmount: amount has more than 10 decimal places'],
    ['a quantity of 0', { quantity: 0 }, 'VALIDATION_FAILED', 'Invalid free-bet request: quantity: quantity must be an integer from 1 to 1000'],
    ['a quantity of 1001', { quantity: 1001 }, 'VALIDATION_FAILED', 'Invalid free-bet request: quantity: quantity must be an integer from 1 to 1000'],
    ['a fractional quantity', { quantity: 1.5 }, 'VALIDATION_FAILED', 'Invalid free-bet request: quantity: Expected an integer'],
    ['a quantity as a string', { quantity: '3' }, 'VALIDATION_FAILED', 'Invalid free-bet request: quantity: Expected a finite number'],
    ['a missing quantity', { quantity: undefined }, 'VALIDATION_FAILED', 'Invalid free-bet request: quantity: Expected a finite number'],
    ['expiresAt not ISO 8601', { expiresAt: 'next tuesday' }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z'],
    ['expiresAt without a zone', { expiresAt: '2031-03-02T12:00:00' }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z'],
    ['expiresAt as a number', { expiresAt: 1931000000000 }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z'],
    ['expiresAt in the past', { expiresAt: '2031-03-01T11:59:59.999Z' }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be in the future'],
    ['expiresAt exactly now', { expiresAt: '2031-03-01T14:00:00+02:00' }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be in the future'],
    ['a missing idempotencyKey', { idempotencyKey: undefined }, 'VALIDATION_FAILED', 'Invalid free-bet request: idempotencyKey: is required'],
    ['an empty idempotencyKey', { idempotencyKey: '' }, 'VALIDATION_FAILED', 'Invalid free-bet request: idempotencyKey: must not be empty'],
    ['a blank idempotencyKey', { idempotencyKey: '   ' }, 'VALIDATION_FAILED', 'Invalid free-bet request: idempotencyKey: must not be empty'],
    ['NUL in the idempotencyKey', { idempotencyKey: 'k\u0000' }, 'VALIDATION_FAILED', 'Invalid free-bet request: idempotencyKey: must not contain control characters'],
    ['a 256-character idempotencyKey', { idempotencyKey: 'k'.repeat(256) }, 'VALIDATION_FAILED', 'Invalid free-bet request: idempotencyKey: must be at most 255 characters'],
    ['a userId that is a number', { userId: 42 }, 'VALIDATION_FAILED', 'Invalid free-bet request: userId: must be a string'],
    ['an empty game', { game: '' }, 'VALIDATION_FAILED', 'Invalid free-bet request: game: is required'],
    ['expiresAt as a bare date', { expiresAt: '2031-03-02' }, 'VALIDATION_FAILED', 'Invalid free-bet request: expiresAt: must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z'],
    ['a missing userId', { userId: undefined }, 'VALIDATION_FAILED', 'Invalid free-bet request: userId: is required'],
    ['an empty userId', { userId: '' }, 'VALIDATION_FAILED', 'Invalid free-bet request: userId: must not be empty'],
    ['NUL in the userId', { userId: 'a\u0000b' }, 'VALIDATION_FAILED', 'Invalid free-bet request: userId: must not contain control characters'],
  ])('%s', async (_label, fields, code, message) => {
    const before = await api.rows();
    const res = await api.issue(op, grant(fields));
    expect([res.status, res.body]).toEqual([400, { code, message }]);
    expect(await api.rows()).toEqual(before);
    expect(op.wallet.requests).toEqual([]);
  });

  it('the stake limits are inclusive', async () => {
    for (const betAmount of [0.1, 1000]) expect((await api.issue(op, grant({ userId: 'limits', betAmount }))).status).toBe(200);
  });
});

describe('POST /freebets/issue', () => {
  it('issues an active grant (remainingCount = quantity) to a user who never opened a game, with exact numbers', async () => {
    const res = await api.issue(op, grant({ userId: 'never-played', game: 'mines', betAmount: 0.1234567891, quantity: 1000, idempotencyKey: 'welcome-1' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const id = res.body.freeBetId as string;
    expect(id).toMatch(FREE_BET_ID);
    expect(res.text).toBe(`{"freeBetId":"${id}","game":"mines","betAmount":0.1234567891,"quantity":1000,"remainingCount":1000,"expiresAt":null}`);
    // Nothing was asked of the operator's wallet and no session was needed.
    expect(op.wallet.requests).toEqual([]);

    const [row] = await api.rows(op.customerId).then((rows) => rows.filter((r) => r.id === id));
    expect(row).toEqual({
      id,
      customerId: op.customerId,
      userId: 'never-played',
      game: 'mines',
      betAmount: '0.1234567891',
      quantity: 1000,
      remainingCount: 1000,
      expiresAt: null,
      idempotencyKey: 'welcome-1',
      createdAt: new Date(START),
      cancelledAt: null,
    });
    expect(await usable(op.customerId, 'never-played', 'mines')).toEqual([
      { freeBetId: id, game: 'mines', betAmount: '0.1234567891', quantity: 1000, remainingCount: 1000, expiresAt: null, idempotencyKey: 'welcome-1' },
    ]);
  });

  it('answers expiresAt as UTC ISO 8601 whatever offset it was sent with', async () => {
    const res = await api.issue(op, grant({ userId: 'expiring', betAmount: 10, quantity: 1, expiresAt: '2031-03-08T09:30:00+02:00' }));
    expect(res.text).toBe(`{"freeBetId":"${res.body.freeBetId}","game":"dice","betAmount":10,"quantity":1,"remainingCount":1,"expiresAt":"2031-03-08T07:30:00.000Z"}`);
  });

  it('accepts expiresAt: null as no expiry', async () => {
    const res = await api.issue(op, grant({ userId: 'no-expiry', expiresAt: null }));
    expect([res.status, res.body.expiresAt]).toEqual([200, null]);
  });

  it('supports every game the contract lists', async () => {
    const supported = 'coin defuse diamonds dice drop keno launch limbo plinko pulse safe spark volt wheel wire balloon blackjack bridge cases chicken doors hilo mines russianRoulette soccer stairs tower videopoker crash slide double'.split(' ');
    for (const game of supported) {
      const res = await api.issue(op, grant({ userId: 'every-game', game, betAmount: 1, quantity: 1 }));
      expect([game, res.status]).toEqual([game, 200]);
    }
  });

  it('stacks grants for the same user and game, oldest first', async () => {
    const first = await api.issue(op, grant({ userId: 'stacker', quantity: 2, idempotencyKey: 'stack-a' }));
    now += 1000;
    const second = await api.issue(op, grant({ userId: 'stacker', betAmount: 5, quantity: 1, idempotencyKey: 'stack-b' }));
    expect((await usable(op.customerId, 'stacker', 'dice')).map((g) => [g.freeBetId, g.betAmount, g.remainingCount])).toEqual([
      [first.body.freeBetId, '2.5', 2],
      [second.body.freeBetId, '5', 1],
    ]);
  });

  it('an expired grant keeps its unused bets on record but they can no longer be used', async () => {
    const res = await api.issue(op, grant({ userId: 'expiry', quantity: 4, expiresAt: '2031-03-01T13:00:00Z' }));
    expect((await usable(op.customerId, 'expiry', 'dice')).map((g) => g.freeBetId)).toEqual([res.body.freeBetId]);
    now = Date.parse('2031-03-01T12:59:59.999Z');
    expect(await usable(op.customerId, 'expiry', 'dice')).toHaveLength(1);
    now = Date.parse('2031-03-01T13:00:00Z');
    expect(await usable(op.customerId, 'expiry', 'dice')).toEqual([]);
    const [row] = (await api.rows(op.customerId)).filter((r) => r.id === res.body.freeBetId);
    expect([row!.remainingCount, row!.cancelledAt]).toEqual([4, null]);
  });
});

describe('POST /freebets/issue idempotency', () => {
  it('the same idempotencyKey answers the original grant and issues nothing again, even with other fields', async () => {
    const original = await api.issue(op, grant({ userId: 'idem', idempotencyKey: 'once' }));
    const again = await api.issue(op, grant({ userId: 'idem', idempotencyKey: 'once' }));
    const other = await api.issue(op, grant({ userId: 'someone-else', game: 'mines', betAmount: 7, quantity: 9, idempotencyKey: 'once', expiresAt: '2032-01-01T00:00:00Z' }));
    expect(original.status).toBe(200);
    expect([again.status, again.text]).toEqual([200, original.text]);
    expect([other.status, other.text]).toEqual([200, original.text]);
    expect((await api.rows(op.customerId)).filter((r) => r.idempotencyKey === 'once')).toHaveLength(1);
    expect(await usable(op.customerId, 'someone-else', 'mines')).toEqual([]);
  });

  it('a repeat answers the grant as it stands now (a cancelled grant shows 0 left)', async () => {
    const original = await api.issue(op, grant({ userId: 'idem-later', idempotencyKey: 'then-cancelled' }));
    expect((await api.cancel(op, { idempotencyKey: 'then-cancelled' })).body.cancelledCount).toBe(3);
    const again = await api.issue(op, grant({ userId: 'idem-later', idempotencyKey: 'then-cancelled' }));
    expect(again.body).toEqual({ ...original.body, remainingCount: 0 });
  });

  it('a repeat that is itself invalid is refused (400), and the original is left as it was', async () => {
    const original = await api.issue(op, grant({ userId: 'idem-invalid', idempotencyKey: 'kept' }));
    const invalid = await api.issue(op, grant({ userId: 'idem-invalid', idempotencyKey: 'kept', quantity: 0 }));
    expect(invalid.status).toBe(400);
    expect((await api.issue(op, grant({ userId: 'idem-invalid', idempotencyKey: 'kept' }))).text).toBe(original.text);
  });

  it('keys are per operator: another operator with the same key gets its own grant', async () => {
    const other = await h.operator();
    const mine = await api.issue(op, grant({ userId: 'shared-key', idempotencyKey: 'same-key' }));
    const theirs = await api.issue(other, grant({ userId: 'shared-key', idempotencyKey: 'same-key' }));
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.freeBetId).not.toBe(mine.body.freeBetId);
    expect((await api.rows(other.customerId)).map((r) => r.id)).toEqual([theirs.body.freeBetId]);
  });

  it('20 identical requests at once issue exactly one grant and all get the same answer', async () => {
    const burst = await h.operator();
    const request = grant({ userId: 'burst', quantity: 5, idempotencyKey: 'burst-key' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.issue(burst, request)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    const rows = await api.rows(burst.customerId);
    expect(rows.map((r) => [r.id, r.idempotencyKey, r.remainingCount])).toEqual([[answers[0]!.body.freeBetId, 'burst-key', 5]]);
  });
});
