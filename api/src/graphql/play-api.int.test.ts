import { count } from 'drizzle-orm';
import { findGame } from '@rgs/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rounds, transactions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET, ROUND, ROUNDS } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;
let token: string;
let clockOffset = 0;

beforeAll(async () => {
  h = await createHarness({ clock: { now: () => Date.now() + clockOffset } });
  op = await h.operator();
  token = await h.playerToken(op, 'tester');
});
afterAll(() => h.close());
beforeEach(() => {
  clockOffset = 0;
  op.wallet.clearRequests();
});

const rowCounts = async () => ({
  rounds: (await h.database.db.select({ n: count() }).from(rounds))[0]!.n,
  transactions: (await h.database.db.select({ n: count() }).from(transactions))[0]!.n,
});

/** Runs `operation` and proves it changed nothing: no round, no transaction, no webhook, same balance. */
async function changesNothing<T>(operation: () => Promise<T>): Promise<T> {
  const before = await rowCounts();
  const balance = op.wallet.storage.getPlayer(op.customerId, 'tester')!.balance.toFixed();
  const result = await operation();
  expect(await rowCounts()).toEqual(before);
  expect(op.wallet.requests.filter((r) => r.body?.event !== 'balance_check')).toHaveLength(0);
  expect(op.wallet.storage.getPlayer(op.customerId, 'tester')!.balance.toFixed()).toBe(balance);
  return result;
}

const bet = (input: Record<string, unknown>) => h.gql(token, PLACE_BET, { input });

describe('placeBet with bad input answers a typed error and changes nothing', () => {
  it.each([
    ['more than 10 decimals', '1.12345678901', 'INVALID_AMOUNT'],
    ['a negative amount', '-1', 'INVALID_AMOUNT'],
    ['not a number', 'abc', 'INVALID_AMOUNT'],
    ['Infinity', 'Infinity', 'INVALID_AMOUNT'],
    ['NaN', 'NaN', 'INVALID_AMOUNT'],
    ['exponent notation', '1e3', 'INVALID_AMOUNT'],
  ])('%s', async (_label, amount, code) => {
    const res = await changesNothing(() => bet({ game: 'dice', amount, params: { target: 50, condition: 'over' } }));
    // A malformed Decimal may be refused by the scalar itself (a GraphQL error) or by the engine (a typed result).
    if (res.errors) expect(res.errors[0]!.message).toMatch(/amount|Decimal/i);
    else expect(res.data.placeBet).toMatchObject({ __typename: 'InvalidInputError', code });
  });

  it('an unknown game', async () => {
    const res = await changesNothing(() => bet({ game: 'roulette-9000', amount: '1', params: {} }));
    expect(res.data.placeBet).toMatchObject({ __typename: 'InvalidInputError', code: 'UNKNOWN_GAME' });
  });

  it.each([
    ['a stake under the minimum', '0.05'],
    ['a stake over the maximum', '5000'],
  ])('%s is a BetLimitError with the limits', async (_label, amount) => {
    const res = await changesNothing(() => bet({ game: 'dice', amount, params: { target: 50, condition: 'over' } }));
    expect(res.data.placeBet).toMatchObject({ __typename: 'BetLimitError', code: 'BET_LIMIT', min: '0.1000000000', max: '1000.0000000000', currency: 'USD' });
  });

  it.each([
    ['dice without params', 'dice', null],
    ['dice with a target out of range', 'dice', { target: 99.5, condition: 'over' }],
    ['dice with a target of 3 decimals', 'dice', { target: 50.123, condition: 'over' }],
    ['dice with a wrong type', 'dice', { target: '50', condition: 'over' }],
    ['dice with an unknown field', 'dice', { target: 50, condition: 'over', extra: 1 }],
    ['mines with 0 mines', 'mines', { mines: 0 }],
    ['mines with 25 mines', 'mines', { mines: 25 }],
  ])('%s', async (_label, game, params) => {
    const res = await changesNothing(() => bet({ game, amount: '1', params }));
    expect(res.data.placeBet).toMatchObject({ __typename: 'InvalidInputError' });
  });

  it('a wrong GraphQL type is a GraphQL validation error', async () => {
    const res = await changesNothing(() => h.gql(token, PLACE_BET, { input: { game: 7, amount: '1' } }));
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('an expired token', async () => {
    clockOffset = 24 * 3600 * 1000 + 1000;
    const res = await changesNothing(() => bet({ game: 'dice', amount: '1', params: { target: 50, condition: 'over' } }));
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', reason: 'expired' } });
  });
});

describe('moves on rounds', () => {
  it('a cashout before any safe tile, an unknown action and a bad tile are typed errors that change nothing', async () => {
    const placed = await bet({ game: 'mines', amount: '1', params: { mines: 3 } });
    const roundId = placed.data.placeBet.round.id;
    op.wallet.clearRequests();
    const early = await changesNothing(() => h.gql(token, CASHOUT, { roundId }));
    expect(early.data.cashout).toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    const unknown = await changesNothing(() => h.gql(token, ACT, { input: { roundId, action: 'explode', params: {} } }));
    expect(unknown.data.act).toMatchObject({ __typename: 'InvalidInputError', code: 'INVALID_ACTION' });
    const badTile = await changesNothing(() => h.gql(token, ACT, { input: { roundId, action: 'reveal', params: { tile: 25 } } }));
    expect(badTile.data.act).toMatchObject({ __typename: 'InvalidInputError' });
  });

  it("another player's round is not found, and its details are not shown", async () => {
    const placed = await bet({ game: 'dice', amount: '1', params: { target: 50, condition: 'over' } });
    const other = await h.playerToken(op, 'someone-else');
    const stranger = await h.operator();
    const foreign = await h.playerToken(stranger, 'tester');
    for (const t of [other, foreign]) {
      expect((await h.gql(t, ROUND, { id: placed.data.placeBet.round.id })).data.round).toBeNull();
      const cash = await h.gql(t, CASHOUT, { roundId: placed.data.placeBet.round.id });
      expect(cash.data.cashout).toMatchObject({ __typename: 'RoundStateError', code: 'ROUND_NOT_FOUND' });
    }
  });

  it('the history lists the player’s rounds newest first, paginated', async () => {
    const fresh = await h.playerToken(op, 'historian');
    for (let i = 0; i < 3; i++) await h.gql(fresh, PLACE_BET, { input: { game: 'dice', amount: '0', params: { target: 50, condition: 'over' } } });
    const page1 = await h.gql(fresh, ROUNDS, { first: 2 });
    expect(page1.data.rounds.nodes).toHaveLength(2);
    expect(page1.data.rounds.pageInfo.hasNextPage).toBe(true);
    const page2 = await h.gql(fresh, ROUNDS, { first: 2, after: page1.data.rounds.pageInfo.endCursor });
    expect(page2.data.rounds.nodes).toHaveLength(1);
    const nonces = [...page1.data.rounds.nodes, ...page2.data.rounds.nodes].map((r: { nonce: number }) => r.nonce);
    expect(nonces).toEqual([...nonces].sort((a, b) => b - a));
  });
});

describe('free bets on the play API', () => {
  it('placeBet(freeBet: true) with no grant is a FreeBetError NO_FREE_BETS and sends no webhook at all, not even a balance_check', async () => {
    const res = await changesNothing(() => bet({ game: 'dice', amount: '1', params: { target: 50, condition: 'over' }, freeBet: true }));
    expect(res.data.placeBet).toEqual({
      __typename: 'FreeBetError',
      code: 'NO_FREE_BETS',
      message: 'No free bets left for dice; nothing was placed',
    });
    expect(op.wallet.requests).toHaveLength(0);
  });

  it('freeBet: false plays a normal paid round', async () => {
    const res = await bet({ game: 'dice', amount: '1', params: { target: 50, condition: 'over' }, freeBet: false });
    expect(res.data.placeBet).toMatchObject({ __typename: 'PlaceBetSuccess', round: { freeBet: false } });
    expect(op.wallet.requests.filter((r) => r.body?.event === 'dice_bet')).toHaveLength(1);
  });

  it('games{freeBets} says what the catalog says of each game', async () => {
    const res = await h.gql(token, 'query { games { key freeBets } }');
    const games: { key: string; freeBets: boolean }[] = res.data.games;
    expect(games.map((g) => [g.key, g.freeBets])).toEqual(games.map((g) => [g.key, findGame(g.key)!.freeBets]));
    expect(games.filter((g) => ['dice', 'mines', 'plinko', 'blackjack'].includes(g.key)).map((g) => g.freeBets)).toEqual([true, true, true, true]);
  });

  it('games lists every instant and batch game of the contract, each with its free-bet support (none for Roulette and Baccarat)', async () => {
    const res = await h.gql(token, 'query { games { key freeBets } }');
    const offered = new Map<string, boolean>(res.data.games.map((g: { key: string; freeBets: boolean }) => [g.key, g.freeBets]));
    const instant = ['coin', 'dice', 'keno', 'limbo', 'roulette', 'wheel', 'baccarat', 'diamonds', 'drop', 'volt', 'spark', 'safe', 'pulse', 'launch', 'defuse'];
    const batch = ['plinko', 'wire'];
    expect([...instant, ...batch].map((key) => [key, offered.get(key)])).toEqual([...instant, ...batch].map((key) => [key, !['roulette', 'baccarat'].includes(key)]));
  });

  it('games lists every stateful game of the contract, each taking free bets, with its lifecycle', async () => {
    const res = await h.gql(token, 'query { games { key lifecycle freeBets } }');
    const offered = new Map<string, [string, boolean]>(res.data.games.map((g: { key: string; lifecycle: string; freeBets: boolean }) => [g.key, [g.lifecycle, g.freeBets]]));
    const stateful = ['hilo', 'mines', 'tower', 'soccer', 'doors', 'chicken', 'balloon', 'cases', 'bridge', 'stairs', 'russianRoulette', 'videopoker'];
    expect(stateful.map((key) => [key, offered.get(key)])).toEqual(stateful.map((key) => [key, ['stateful', true]]));
    expect(offered.get('blackjack')).toEqual(['stateful-multi-debit', true]);
  });

  it('freeBets(game) is empty without grants', async () => {
    expect((await h.gql(token, 'query { freeBets(game: "dice") { freeBetId stake } }')).data.freeBets).toEqual([]);
  });
});
