import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { playerPreferences, rounds, transactions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';

let h: Harness;
let op: TestOperator;
let clockOffset = 0;

// A small per-session allowance, so one test can prove setPreferences counts against it; every other
// test makes far fewer requests per session.
const LIMIT = 12;

beforeAll(async () => {
  h = await createHarness({
    clock: { now: () => Date.now() + clockOffset },
    playRateLimits: { requests: LIMIT, windowSeconds: 3600, burst: 0, burstWindowSeconds: 3600 },
  });
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => {
  clockOffset = 0;
  op.wallet.clearRequests();
});

const SET = 'mutation($input: PlayerPreferencesInput!) { setPreferences(input: $input) { fastMode sound } }';
const READ = 'query { session { userId preferences { fastMode sound } } }';

/** Every stored preference row, in key order, with its write time. */
const storedRows = () =>
  h.database.db.select().from(playerPreferences).orderBy(asc(playerPreferences.customerId), asc(playerPreferences.userId));

/** Runs `operation` and proves it wrote nothing: the same preference rows, no round, no transaction, no webhook. */
async function writesNothing<T>(operation: () => Promise<T>): Promise<T> {
  const before = await storedRows();
  const result = await operation();
  expect(await storedRows()).toStrictEqual(before);
  expect(op.wallet.requests).toHaveLength(0);
  return result;
}

const read = async (token: string) => (await h.gql(token, READ)).data.session.preferences;
const set = (token: string, input: Record<string, unknown>) => h.gql(token, SET, { input });

describe('player preferences', () => {
  it('are both off for a player who never chose, without writing a row', async () => {
    const token = await h.playerToken(op, 'newcomer');
    op.wallet.clearRequests();
    const res = await writesNothing(() => h.gql(token, READ));
    expect(res).toStrictEqual({ data: { session: { userId: 'newcomer', preferences: { fastMode: false, sound: false } } } });
  });

  it('change only the choice given, answer both, and move no money', async () => {
    const token = await h.playerToken(op, 'chooser');
    const money = async () => ({
      rounds: (await h.database.db.select({ n: count() }).from(rounds))[0]!.n,
      transactions: (await h.database.db.select({ n: count() }).from(transactions))[0]!.n,
      balance: op.wallet.storage.getPlayer(op.customerId, 'chooser')!.balance.toFixed(),
    });
    const before = await money();
    op.wallet.clearRequests();
    expect(await set(token, { sound: true })).toStrictEqual({ data: { setPreferences: { fastMode: false, sound: true } } });
    expect(await read(token)).toStrictEqual({ fastMode: false, sound: true });
    expect(await set(token, { fastMode: true })).toStrictEqual({ data: { setPreferences: { fastMode: true, sound: true } } });
    expect(await set(token, { sound: false })).toStrictEqual({ data: { setPreferences: { fastMode: true, sound: false } } });
    expect(await set(token, { fastMode: false, sound: true })).toStrictEqual({ data: { setPreferences: { fastMode: false, sound: true } } });
    expect(op.wallet.requests).toHaveLength(0);
    expect(await money()).toStrictEqual(before);
    const row = (await storedRows()).find((r) => r.userId === 'chooser');
    expect(row).toMatchObject({ customerId: op.customerId, userId: 'chooser', fastMode: false, sound: true });
  });

  it('are the player’s in every new session of theirs, and nobody else’s', async () => {
    const first = await h.playerToken(op, 'returning');
    await set(first, { fastMode: true });
    await set(first, { sound: true });

    const again = await h.playerToken(op, 'returning');
    expect(again).not.toBe(first);
    expect((await h.gql(again, READ)).data).toStrictEqual({ session: { userId: 'returning', preferences: { fastMode: true, sound: true } } });

    // Another player of the same operator, and the same user id at another operator, are other players.
    const neighbour = await h.playerToken(op, 'neighbour');
    const elsewhere = await h.playerToken(await h.operator(), 'returning');
    expect(await read(neighbour)).toStrictEqual({ fastMode: false, sound: false });
    expect(await read(elsewhere)).toStrictEqual({ fastMode: false, sound: false });
    await set(neighbour, { sound: true });
    await set(elsewhere, { fastMode: false });
    expect(await read(again)).toStrictEqual({ fastMode: true, sound: true });
    expect(await read(neighbour)).toStrictEqual({ fastMode: false, sound: true });
    expect(await read(elsewhere)).toStrictEqual({ fastMode: false, sound: false });
  });

  it('refuse a change naming no choice, or a null one, with VALIDATION_FAILED and write nothing', async () => {
    const token = await h.playerToken(op, 'careless');
    await set(token, { fastMode: true });
    op.wallet.clearRequests();
    for (const input of [{}, { sound: null }, { fastMode: null, sound: true }]) {
      const res = await writesNothing(() => set(token, input));
      expect(res.data).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' }, path: ['setPreferences'] });
    }
    const empty = await set(token, {});
    expect(empty.errors![0]!.message).toBe('Invalid preferences: give fastMode, sound or both');
    const nulled = await set(token, { sound: null });
    expect(nulled.errors![0]!.message).toBe('Invalid preferences: sound: Invalid input: expected boolean, received null');
    expect(await read(token)).toStrictEqual({ fastMode: true, sound: false });
  });

  it('refuse what is not a boolean or not a choice before anything runs', async () => {
    const token = await h.playerToken(op, 'typo');
    op.wallet.clearRequests();
    for (const input of [{ sound: 'yes' }, { sound: 1 }, { volume: 3 }]) {
      const res = await writesNothing(() => set(token, input));
      expect(res.data).toBeUndefined();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]!.message).toMatch(/^Variable "\$input" got invalid value/);
    }
    const missing = await writesNothing(() => h.gql(token, 'mutation { setPreferences { sound } }'));
    expect(missing.errors![0]!.message).toBe('Field "setPreferences" argument "input" of type "PlayerPreferencesInput!" is required, but it was not provided.');
    expect(await read(token)).toStrictEqual({ fastMode: false, sound: false });
  });

  it('refuse a missing, forged or expired token and write nothing', async () => {
    const token = await h.playerToken(op, 'late');
    op.wallet.clearRequests();
    const missing = await writesNothing(() => h.gql(null, SET, { input: { sound: true } }));
    expect(missing.errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'missing' } });
    const forged = await writesNothing(() => h.gql(`${token.slice(0, -4)}AAAA`, SET, { input: { sound: true } }));
    expect(forged.errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect((await writesNothing(() => h.gql(null, READ))).errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'missing' } });
    clockOffset = 24 * 3600 * 1000 + 1000;
    const expired = await writesNothing(() => h.gql(token, SET, { input: { sound: true } }));
    expect(expired.errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'expired' } });
    expect((await writesNothing(() => h.gql(token, READ))).errors![0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'expired' } });
    clockOffset = 0;
    expect(await read(token)).toStrictEqual({ fastMode: false, sound: false });
  });

  it('is not a money mutation: it may share a request with a bet', async () => {
    const token = await h.playerToken(op, 'multitasker');
    const res = await h.gql(
      token,
      'mutation { placeBet(input: { game: "dice", amount: "1", params: { target: 50, condition: "over" } }) { __typename } setPreferences(input: { fastMode: true }) { fastMode sound } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toStrictEqual({ placeBet: { __typename: 'PlaceBetSuccess' }, setPreferences: { fastMode: true, sound: false } });
  });

  it('counts against the session’s request limit: over it, nothing is written', async () => {
    const token = await h.playerToken(op, 'hammer');
    op.wallet.clearRequests();
    for (let i = 0; i < LIMIT; i++) expect((await set(token, { sound: i % 2 === 0 })).errors).toBeUndefined();
    // The last allowed request set sound off; the refused one would turn it on.
    const refused = await writesNothing(() => set(token, { sound: true }));
    expect(refused.errors![0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    const fresh = await h.playerToken(op, 'hammer');
    expect(await read(fresh)).toStrictEqual({ fastMode: false, sound: false });
  });
});
