import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GameRuleError } from '../game-rule-error';
import { advanceRound, newRoundSnapshot } from './advance-round';
import { defineGame, type Game, type RuleStep } from './define-game';

const strings = { en: {}, pt: {}, es: {} };
const none = z.strictObject({});

// Tiny games on real catalog keys, one per lifecycle: the floats decide everything.
const coin = defineGame({
  key: 'coin',
  strings,
  params: none,
  floatCount: () => 1,
  start: (_p, floats, stake) => ({
    outcome: { heads: floats[0]! < 0.5 },
    step: { state: { heads: floats[0]! < 0.5 }, multiplier: '1.98', end: { payout: floats[0]! < 0.5 ? (Number(stake) * 1.98).toString() : '0' } },
  }),
});
const wire = defineGame({
  key: 'wire',
  strings,
  params: z.strictObject({ balls: z.int() }),
  floatCount: (p) => p.balls,
  openingWager: (p, amount) => (Number(amount) * p.balls).toString(),
  start: (p, floats, stake) => {
    const hits = floats.filter((f) => f < 0.5).length;
    return { outcome: { hits }, step: { state: { hits }, multiplier: String(hits), end: { payout: (Number(stake) * hits).toString() } } };
  },
});
type TowerState = { floor: number; lost: boolean };
const tower = defineGame({
  key: 'tower',
  strings,
  params: none,
  floatCount: () => 0,
  start: () => ({ outcome: { trap: 2 }, step: { state: { floor: 0, lost: false }, multiplier: '0' } }),
  actions: {
    climb: {
      params: z.strictObject({ floor: z.int() }),
      play: (round, params: { floor: number }): RuleStep<TowerState> =>
        params.floor === round.outcome.trap
          ? { state: { floor: params.floor, lost: true }, multiplier: '0', end: { payout: '0' } }
          : { state: { floor: params.floor, lost: false }, multiplier: '2' },
    },
    // A rule that wrongly asks for money in a game that may not: the seam refuses it.
    greedy: { params: none, play: (round) => ({ state: round.state, multiplier: '0', wagers: [{ amount: '1', reason: 'more' }] }) },
  },
  cashout: (round) => ({ state: round.state, multiplier: '2', end: { payout: (Number(round.stake) * 2).toString() } }),
});
const blackjack = defineGame({
  key: 'blackjack',
  strings,
  params: none,
  floatCount: () => 0,
  start: () => ({ outcome: {}, step: { state: { hands: 1 }, multiplier: '0' } }),
  actions: {
    double: { params: none, play: (round) => ({ state: { hands: 1 }, multiplier: '0', wagers: [{ amount: round.stake, reason: 'double' }] }) },
    stand: { params: none, play: () => ({ state: { hands: 1 }, multiplier: '0', end: { payout: '8' } }) },
  },
});

// Blackjack's shape of side bets: staked with the opening bet, so the opening wager is more than the stake.
const sided = defineGame({
  key: 'blackjack',
  strings,
  params: z.strictObject({ side: z.string() }),
  floatCount: () => 0,
  openingWager: (p, amount) => (Number(amount) + Number(p.side)).toString(),
  start: () => ({ outcome: {}, step: { state: { hands: 1 }, multiplier: '0' } }),
});

describe('advanceRound', () => {
  it('instant: a win is a debit that does not close the round, then one credit', () => {
    const { round, intents } = advanceRound(coin, newRoundSnapshot(coin, {}, '2'), { kind: 'start', floats: [0.1] });
    expect(intents).toEqual([
      { kind: 'debit', amount: '2', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.96' },
    ]);
    expect(round).toMatchObject({ status: 'closed', payout: '3.96', wagered: '2', exclusive: false });
  });

  it('instant: a loss is final on its debit, with no credit', () => {
    const { round, intents } = advanceRound(coin, newRoundSnapshot(coin, {}, '2'), { kind: 'start', floats: [0.9] });
    expect(intents).toEqual([{ kind: 'debit', amount: '2', reason: 'bet', roundClosed: true }]);
    expect(round.status).toBe('closed');
  });

  it('instant-batch: one debit of the opening wager and one credit of the batch total', () => {
    const { intents } = advanceRound(wire, newRoundSnapshot(wire, { balls: 3 }, '0.5'), { kind: 'start', floats: [0.1, 0.9, 0.2] });
    expect(intents).toEqual([
      { kind: 'debit', amount: '1.5', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1' },
    ]);
  });

  it('stateful: the bet never closes the round; a loss closes it, a cashout credits it, and nothing moves after', () => {
    const opened = advanceRound(tower, newRoundSnapshot(tower, {}, '1'), { kind: 'start', floats: [] });
    expect(opened.intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(opened.round).toMatchObject({ status: 'open', exclusive: true });
    const safe = advanceRound(tower, opened.round, { kind: 'act', action: 'climb', params: { floor: 1 } });
    expect(safe.intents).toEqual([]);
    const lost = advanceRound(tower, safe.round, { kind: 'act', action: 'climb', params: { floor: 2 } });
    expect(lost.intents).toEqual([{ kind: 'close' }]);
    expect(() => advanceRound(tower, lost.round, { kind: 'cashout' })).toThrow(GameRuleError);
    const paid = advanceRound(tower, safe.round, { kind: 'cashout' });
    expect(paid.intents).toEqual([{ kind: 'credit', amount: '2' }]);
  });

  it('checks an action and its params before any rule runs', () => {
    const opened = advanceRound(tower, newRoundSnapshot(tower, {}, '1'), { kind: 'start', floats: [] }).round;
    expect(() => advanceRound(tower, opened, { kind: 'act', action: 'jump', params: {} })).toThrow(/no action "jump"; use climb, greedy/);
    expect(() => advanceRound(tower, opened, { kind: 'act', action: 'climb', params: { floor: 'x' } })).toThrow(GameRuleError);
    expect(() => advanceRound(tower, opened, { kind: 'act', action: 'climb', params: { floor: 1, extra: true } })).toThrow(GameRuleError);
  });

  it('repeated debits only where the lifecycle allows them', () => {
    const opened = advanceRound(tower, newRoundSnapshot(tower, {}, '1'), { kind: 'start', floats: [] }).round;
    expect(() => advanceRound(tower, opened, { kind: 'act', action: 'greedy', params: {} })).toThrow(/cannot ask for more wagers/);
    const dealt = advanceRound(blackjack, newRoundSnapshot(blackjack, {}, '4'), { kind: 'start', floats: [] }).round;
    const doubled = advanceRound(blackjack, dealt, { kind: 'act', action: 'double', params: {} });
    expect(doubled.intents).toEqual([{ kind: 'debit', amount: '4', reason: 'double', roundClosed: false }]);
    expect(doubled.round.wagered).toBe('8');
    const stood = advanceRound(blackjack, doubled.round, { kind: 'act', action: 'stand', params: {} });
    expect(stood.intents).toEqual([{ kind: 'credit', amount: '8' }]);
  });

  it('refuses a one-shot game whose first step does not end, and lifecycles not built yet', () => {
    const broken = defineGame({ key: 'limbo', strings, params: none, floatCount: () => 0, start: () => ({ outcome: {}, step: { state: {}, multiplier: '0' } }) });
    expect(() => advanceRound(broken, newRoundSnapshot(broken, {}, '1'), { kind: 'start', floats: [] })).toThrow(/must end on its first step/);
    const crash = { ...coin, key: 'crash', lifecycle: 'realtime' as const };
    expect(() => newRoundSnapshot(crash, {}, '1')).toThrow(/not playable yet/);
  });

  it('an unknown catalog key cannot be defined', () => {
    expect(() => defineGame({ key: 'pachinko', params: none, floatCount: () => 0, start: coin.start, strings })).toThrow(/not in the catalog/);
  });
});

describe('advanceRound on a free bet', () => {
  const free = { freeBet: true };

  it('a round is paid for unless it says it is a free bet', () => {
    expect(newRoundSnapshot(coin, {}, '2').freeBet).toBe(false);
    expect(newRoundSnapshot(coin, {}, '2', free)).toMatchObject({ freeBet: true, stake: '2', wagered: '0' });
  });

  it('instant: a win is a placement of 0 that does not close the round, then the full payout (stake × multiplier)', () => {
    const { round, intents } = advanceRound(coin, newRoundSnapshot(coin, {}, '2', free), { kind: 'start', floats: [0.1] });
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.96' },
    ]);
    expect(round).toMatchObject({ status: 'closed', stake: '2', wagered: '0', payout: '3.96', freeBet: true });
  });

  it('instant: a loss is final on its placement of 0, with no credit', () => {
    const { round, intents } = advanceRound(coin, newRoundSnapshot(coin, {}, '2', free), { kind: 'start', floats: [0.9] });
    expect(intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ status: 'closed', wagered: '0', payout: '0' });
  });

  it('a game the catalog gives no free bets (roulette) refuses one before any rule runs, and plays the same bet paid', () => {
    const roulette = defineGame({ ...coin, key: 'roulette' });
    expect(roulette.catalog.freeBets).toBe(false);
    const snapshot = newRoundSnapshot(roulette, {}, '2', free);
    expect(() => advanceRound(roulette, snapshot, { kind: 'start', floats: [0.1] })).toThrow(
      expect.objectContaining({ code: 'FREE_BETS_NOT_SUPPORTED', details: { game: 'roulette' } }),
    );
    expect(snapshot.status).toBe('new');
    const paid = advanceRound(roulette, newRoundSnapshot(roulette, {}, '2'), { kind: 'start', floats: [0.1] });
    expect(paid.intents[0]).toEqual({ kind: 'debit', amount: '2', reason: 'bet', roundClosed: false });
  });

  it('instant-batch: one ball is one stake and plays; more balls are refused with FREE_BET_ONE_STAKE before any rule runs', () => {
    const one = advanceRound(wire, newRoundSnapshot(wire, { balls: 1 }, '0.5', free), { kind: 'start', floats: [0.1] });
    expect(one.intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.5' },
    ]);
    const three = newRoundSnapshot(wire, { balls: 3 }, '0.5', free);
    expect(() => advanceRound(wire, three, { kind: 'start', floats: [0.1, 0.9, 0.2] })).toThrow(
      expect.objectContaining({ code: 'FREE_BET_ONE_STAKE', details: { stake: '0.5', wager: '1.5' } }),
    );
    expect(three.status).toBe('new');
    // The same balls with the player's money are a batch as ever.
    expect(advanceRound(wire, newRoundSnapshot(wire, { balls: 3 }, '0.5'), { kind: 'start', floats: [0.1, 0.9, 0.2] }).intents[0]).toMatchObject({ amount: '1.5' });
  });

  it('stateful: the placement of 0 opens the round; a loss closes it, a cashout pays stake × multiplier in full', () => {
    const opened = advanceRound(tower, newRoundSnapshot(tower, {}, '1', free), { kind: 'start', floats: [] });
    expect(opened.intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: false }]);
    expect(opened.round).toMatchObject({ status: 'open', exclusive: true, freeBet: true, wagered: '0' });
    const safe = advanceRound(tower, opened.round, { kind: 'act', action: 'climb', params: { floor: 1 } });
    expect(safe.round.freeBet).toBe(true);
    expect(advanceRound(tower, safe.round, { kind: 'act', action: 'climb', params: { floor: 2 } }).intents).toEqual([{ kind: 'close' }]);
    const paid = advanceRound(tower, safe.round, { kind: 'cashout' });
    expect(paid.intents).toEqual([{ kind: 'credit', amount: '2' }]);
    expect(paid.round).toMatchObject({ status: 'closed', wagered: '0', payout: '2' });
  });

  it('stateful-multi-debit: a move asking for another wager is refused with FREE_BET_NO_EXTRA_WAGER and changes nothing; the hand plays on', () => {
    const dealt = advanceRound(blackjack, newRoundSnapshot(blackjack, {}, '4', free), { kind: 'start', floats: [] });
    expect(dealt.intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: false }]);
    const before = structuredClone(dealt.round);
    expect(() => advanceRound(blackjack, dealt.round, { kind: 'act', action: 'double', params: {} })).toThrow(
      expect.objectContaining({ code: 'FREE_BET_NO_EXTRA_WAGER', details: { reasons: ['double'] } }),
    );
    expect(dealt.round).toEqual(before);
    const stood = advanceRound(blackjack, dealt.round, { kind: 'act', action: 'stand', params: {} });
    expect(stood.intents).toEqual([{ kind: 'credit', amount: '8' }]);
    expect(stood.round).toMatchObject({ status: 'closed', wagered: '0', payout: '8' });
  });

  it('stateful-multi-debit: side bets staked with the opening bet are more than one stake (FREE_BET_ONE_STAKE); none is one stake', () => {
    expect(() => advanceRound(sided, newRoundSnapshot(sided, { side: '1' }, '4', free), { kind: 'start', floats: [] })).toThrow(
      expect.objectContaining({ code: 'FREE_BET_ONE_STAKE', details: { stake: '4', wager: '5' } }),
    );
    const plain = advanceRound(sided, newRoundSnapshot(sided, { side: '0' }, '4', free), { kind: 'start', floats: [] });
    expect(plain.intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: false }]);
  });

  it('the refusals are GameRuleErrors, so both executors answer them as typed errors', () => {
    const dealt = advanceRound(blackjack, newRoundSnapshot(blackjack, {}, '4', free), { kind: 'start', floats: [] }).round;
    expect(() => advanceRound(blackjack, dealt, { kind: 'act', action: 'double', params: {} })).toThrow(GameRuleError);
    expect(() => advanceRound(wire, newRoundSnapshot(wire, { balls: 2 }, '1', free), { kind: 'start', floats: [0, 0] })).toThrow(GameRuleError);
  });
});

// A round left open past the timeout: the service plays the `expire` move for the player.
describe('advanceRound: expire', () => {
  type Lane = { lane: number };
  const chicken = defineGame({
    key: 'chicken',
    strings,
    params: none,
    floatCount: () => 0,
    start: () => ({ outcome: {}, step: { state: { lane: 0 }, multiplier: '0' } }),
    actions: { cross: { params: none, play: (round): RuleStep<Lane> => ({ state: { lane: round.state.lane + 1 }, multiplier: '1.5' }) } },
    cashout: (round) => {
      if (round.state.lane === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Cross a lane first');
      return { state: round.state, multiplier: '1.5', end: { payout: (Number(round.stake) * 1.5).toString() } };
    },
  });
  const poker = defineGame({
    key: 'videopoker',
    strings,
    params: none,
    floatCount: () => 0,
    start: () => ({ outcome: {}, step: { state: { drawn: false }, multiplier: '0' } }),
    expire: () => ({ state: { drawn: true }, multiplier: '9', end: { payout: '18' } }),
  });
  const opened = <S>(game: Game<Record<string, never>, object, S>) => advanceRound(game, newRoundSnapshot(game, {}, '2'), { kind: 'start', floats: [] }).round;

  it('cashes out what a cashout would pay now, with its one credit', () => {
    const crossed = advanceRound(chicken, opened(chicken), { kind: 'act', action: 'cross', params: {} }).round;
    const { round, intents } = advanceRound(chicken, crossed, { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: '3' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '3', multiplier: '1.5', state: { lane: 1 } });
  });

  it('closes as a loss a round with nothing to cash out yet (its opt-in close, no money)', () => {
    const { round, intents } = advanceRound(chicken, opened(chicken), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '0', multiplier: '0', state: { lane: 0 } });
  });

  it("plays the game's own expire where its rules owe more (Video Poker draws on the suggested holds)", () => {
    const { round, intents } = advanceRound(poker, opened(poker), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: '18' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '18', state: { drawn: true } });
  });

  it('refuses a closed round, and treats an expire that leaves the round open as a bug', () => {
    const closed = advanceRound(chicken, opened(chicken), { kind: 'expire' }).round;
    expect(() => advanceRound(chicken, closed, { kind: 'expire' })).toThrow(expect.objectContaining({ code: 'ROUND_NOT_OPEN' }));
    const lazy = defineGame({ ...poker, expire: (round) => ({ state: round.state, multiplier: '0' }) });
    expect(() => advanceRound(lazy, opened(poker), { kind: 'expire' })).toThrow('videopoker: an expired round must end');
  });
});
