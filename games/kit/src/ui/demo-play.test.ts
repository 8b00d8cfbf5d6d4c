import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { generateFloats } from '../floats';
import { defineGame } from '../seam/define-game';
import { hashServerSeed } from '../server-seed';
import { demoPlay } from './demo-play';
import { verifyRound } from './verify-round';
import { HEADS, TAILS, coin as fixedCoin } from './fairness/test-coin';

// A game that shows its one float, so a round tells exactly which seeds and nonce it was played under.
const coin = defineGame({
  key: 'coin',
  strings: { en: {}, pt: {}, es: {} },
  params: z.strictObject({}),
  floatCount: () => 1,
  start: (_params, floats) => ({ outcome: { float: floats[0]! }, step: { state: { float: floats[0]! }, multiplier: '0', end: { payout: '0' } } }),
});

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'replay me' };

describe('demo play under given seeds', () => {
  it('commits to the given pair and plays nonce 1, 2, 3 of it', async () => {
    const play = demoPlay(coin, { seeds: SEEDS });
    expect(await play.fairness()).toEqual({ serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', nonce: 0, previous: null });
    for (const nonce of [1, 2, 3]) {
      const [float] = await generateFloats({ ...SEEDS, nonce }, 1);
      expect((await play.placeBet('coin', '1', {})).round.state).toEqual({ float });
    }
    expect((await play.fairness()).nonce).toBe(3);
  });

  it('reveals the given server seed on rotation, and its rounds verify', async () => {
    const play = demoPlay(coin, { seeds: SEEDS });
    const { round } = await play.placeBet('coin', '1', {});
    const rotated = await play.rotateSeed('next');
    expect(rotated.previous).toEqual({ serverSeed: SEEDS.serverSeed, serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', lastNonce: 1 });
    expect(rotated.serverSeedHash).not.toBe(await hashServerSeed(SEEDS.serverSeed));
    expect(await verifyRound(coin, (await play.proof(round.id))!)).toBe('verified');
  });

  it('two demos on the same seeds play the same rounds; without seeds each draws its own', async () => {
    const [a, b] = [demoPlay(coin, { seeds: SEEDS }), demoPlay(coin, { seeds: SEEDS })];
    expect((await a.placeBet('coin', '1', {})).round.state).toEqual((await b.placeBet('coin', '1', {})).round.state);
    expect((await demoPlay(coin).fairness()).serverSeedHash).not.toBe((await demoPlay(coin).fairness()).serverSeedHash);
  });

  it('refuses a malformed seed at once', () => {
    expect(() => demoPlay(coin, { seeds: { serverSeed: 'A'.repeat(64), clientSeed: 'x' } })).toThrow(TypeError);
    expect(() => demoPlay(coin, { seeds: { serverSeed: 'a'.repeat(64), clientSeed: '' } })).toThrow(/client seed/);
  });
});

describe('demo history', () => {
  // A clock that moves one second per round, from a fixed start.
  const ticking = () => {
    let t = Date.UTC(2025, 10, 24, 12, 0, 0);
    return () => (t += 1000);
  };

  it('lists the game’s rounds newest first, a page at a time, dated by the given clock', async () => {
    const play = demoPlay(fixedCoin, { seeds: SEEDS, now: ticking() });
    const ids: string[] = [];
    for (const params of [HEADS, TAILS, HEADS, TAILS, HEADS]) ids.push((await play.placeBet('coin', '1', params)).round.id);
    const first = await play.history('coin', { first: 2 });
    expect(first.rounds.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ endCursor: ids[3], hasNextPage: true });
    expect(first.rounds.map((r) => r.createdAt)).toEqual(['2025-11-24T12:00:05.000Z', '2025-11-24T12:00:04.000Z']);
    const second = await play.history('coin', { first: 2, after: first.endCursor });
    expect(second.rounds.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const last = await play.history('coin', { first: 2, after: second.endCursor });
    expect(last).toMatchObject({ endCursor: ids[0], hasNextPage: false });
    expect(last.rounds.map((r) => r.id)).toEqual([ids[0]]);
    expect(await play.history('dice')).toEqual({ rounds: [], endCursor: null, hasNextPage: false });
  });

  it('answers 20 rounds by default, and each round as the API would: its money, outcome and fairness data', async () => {
    const play = demoPlay(fixedCoin, { seeds: SEEDS, now: () => Date.UTC(2025, 0, 2) });
    for (let i = 0; i < 21; i += 1) await play.placeBet('coin', '1', i === 20 ? HEADS : TAILS);
    const page = await play.history('coin');
    expect(page.rounds).toHaveLength(20);
    expect(page.hasNextPage).toBe(true);
    expect(page.rounds[0]).toEqual({
      id: 'demo-21', betId: 'demo-21', game: 'coin', status: 'CLOSED', amount: '1', stake: '1', payout: '2', multiplier: '2', freeBet: false,
      params: HEADS, state: null, outcome: { heads: true }, currency: 'DEMO',
      createdAt: '2025-01-02T00:00:00.000Z', nonce: 21, serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', serverSeed: null,
    });
    expect(page.rounds[1]).toMatchObject({ payout: '0', multiplier: '0', outcome: { heads: false }, nonce: 20 });
  });

  it('reveals a round’s server seed in the history and its proof once the pair is rotated', async () => {
    const play = demoPlay(fixedCoin, { seeds: SEEDS });
    const { round } = await play.placeBet('coin', '1', HEADS);
    expect((await play.proof(round.id))).toMatchObject({ game: 'coin', serverSeed: null, nonce: 1, clientSeed: 'replay me' });
    await play.rotateSeed('next');
    expect((await play.history('coin')).rounds[0]!.serverSeed).toBe(SEEDS.serverSeed);
    expect(await play.proof(round.id)).toEqual({
      game: 'coin', serverSeed: SEEDS.serverSeed, serverSeedHash: await hashServerSeed(SEEDS.serverSeed), clientSeed: 'replay me', nonce: 1,
      params: HEADS, outcome: { heads: true },
    });
    const next = await play.placeBet('coin', '1', TAILS);
    expect((await play.history('coin')).rounds.map((r) => [r.id, r.serverSeed, r.clientSeed, r.nonce])).toEqual([
      [next.round.id, null, 'next', 1],
      [round.id, SEEDS.serverSeed, 'replay me', 1],
    ]);
  });
});

describe('demo free bets: the same seam rules as the API', () => {
  // A batch game (plinko's shape) and a repeated-debit game (blackjack's), each at its real catalog key.
  const batch = defineGame({
    key: 'plinko',
    strings: { en: {}, pt: {}, es: {} },
    params: z.strictObject({ balls: z.int() }),
    floatCount: (p) => p.balls,
    openingWager: (p, amount) => (Number(amount) * p.balls).toString(),
    start: (_p, _floats, stake) => ({ outcome: {}, step: { state: null, multiplier: '1', end: { payout: stake } } }),
  });
  const table = defineGame({
    key: 'blackjack',
    strings: { en: {}, pt: {}, es: {} },
    params: z.strictObject({}),
    floatCount: () => 0,
    start: () => ({ outcome: {}, step: { state: { hands: 1 }, multiplier: '0' } }),
    actions: {
      double: { params: z.strictObject({}), play: (round) => ({ state: { hands: 1 }, multiplier: '0', wagers: [{ amount: round.stake, reason: 'double' }] }) },
      stand: { params: z.strictObject({}), play: (round) => ({ state: { hands: 1 }, multiplier: '2', end: { payout: (Number(round.stake) * 2).toString() } }) },
    },
  });

  it('grants are used oldest first at their stake, whatever amount is sent; a free bet debits nothing and a win pays in full', async () => {
    const play = demoPlay(fixedCoin, { openingBalance: '10', freeBets: [{ stake: '2', quantity: 1 }, { stake: '5', quantity: 2 }] });
    expect((await play.freeBets!('coin')).map((g) => [g.freeBetId, g.stake, g.remainingCount])).toEqual([['demo-fb-1', '2', 1], ['demo-fb-2', '5', 2]]);
    const won = await play.placeBet('coin', '999', HEADS, { freeBet: true });
    expect(won).toEqual({ round: expect.objectContaining({ status: 'CLOSED', amount: '0', payout: '4', multiplier: '2', freeBet: true }), balance: '14' });
    expect((await play.freeBets!('coin')).map((g) => [g.freeBetId, g.remainingCount])).toEqual([['demo-fb-2', 2]]);
    const lost = await play.placeBet('coin', '1', TAILS, { freeBet: true });
    expect(lost).toEqual({ round: expect.objectContaining({ status: 'CLOSED', amount: '0', payout: '0', freeBet: true }), balance: '14' });
    await play.placeBet('coin', '1', TAILS, { freeBet: true });
    expect(await play.freeBets!('coin')).toEqual([]);
    await expect(play.placeBet('coin', '1', HEADS, { freeBet: true })).rejects.toMatchObject({ code: 'NO_FREE_BETS' });
    // A paid round is as ever.
    expect((await play.placeBet('coin', '1', HEADS)).round).toMatchObject({ amount: '1', freeBet: false });
  });

  it('a player with no balance plays a free bet', async () => {
    const play = demoPlay(fixedCoin, { openingBalance: '0', freeBets: [{ stake: '1', quantity: 1 }] });
    await expect(play.placeBet('coin', '1', HEADS)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await play.placeBet('coin', '1', HEADS, { freeBet: true })).balance).toBe('2');
  });

  it('more than one stake is refused (FREE_BET_ONE_STAKE) and uses no free bet; one ball plays', async () => {
    const play = demoPlay(batch, { openingBalance: '0', freeBets: [{ stake: '1', quantity: 1 }] });
    await expect(play.placeBet('plinko', '1', { balls: 2 }, { freeBet: true })).rejects.toMatchObject({ code: 'FREE_BET_ONE_STAKE' });
    await expect(play.placeBet('plinko', '1', { balls: 'x' }, { freeBet: true })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await play.freeBets!('plinko'))[0]!.remainingCount).toBe(1);
    expect((await play.placeBet('plinko', '1', { balls: 1 }, { freeBet: true })).round).toMatchObject({ amount: '0', payout: '1', freeBet: true });
  });

  it('a double on a free-bet round is refused (FREE_BET_NO_EXTRA_WAGER) and the hand plays on', async () => {
    const play = demoPlay(table, { openingBalance: '100', freeBets: [{ stake: '4', quantity: 1 }] });
    const { round } = await play.placeBet('blackjack', '4', {}, { freeBet: true });
    await expect(play.act(round.id, 'double', {})).rejects.toMatchObject({ code: 'FREE_BET_NO_EXTRA_WAGER' });
    expect(await play.act(round.id, 'stand', {})).toEqual({ round: expect.objectContaining({ status: 'CLOSED', amount: '0', payout: '8' }), balance: '108' });
  });

  it('a game whose catalog entry takes no free bets refuses one', async () => {
    const roulette = defineGame({ ...coin, key: 'roulette' });
    const play = demoPlay(roulette, { freeBets: [{ stake: '1', quantity: 1 }] });
    await expect(play.placeBet('roulette', '1', {}, { freeBet: true })).rejects.toMatchObject({ code: 'FREE_BETS_NOT_SUPPORTED' });
  });
});
