import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { coinGame } from './game';
import { coinParamsSchema, type CoinOutcome, type CoinParams, type CoinState } from './rules';
import { coinStrings } from './strings';

/** Places a coin bet of `stake` and flips it on `floats`, through the seam. */
function flip(params: CoinParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(coinGame, newRoundSnapshot(coinGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const heads: CoinParams = { side: 'heads', streak: 1 };

describe('coinGame', () => {
  it('declares a one-shot game with one float per flip, no actions and no cashout', () => {
    expect(coinGame.key).toBe('coin');
    expect(coinGame.catalog).toMatchObject({ key: 'coin', title: 'Coin Flip', lifecycle: 'instant', freeBets: true, route: 'coin' });
    expect(newRoundSnapshot(coinGame, heads, '1').exclusive).toBe(false);
    expect(coinGame.actions).toBeUndefined();
    expect(coinGame.cashout).toBeUndefined();
    expect(coinGame.floatCount(heads)).toBe(1);
    expect(coinGame.floatCount({ side: 'tails', streak: 10 })).toBe(10);
    expect(coinGame.floatCount(coinParamsSchema.parse({ side: 'tails' }))).toBe(1);
  });

  it('settles a won flip at once: the bet debit stays open for its credit of 1.98', () => {
    const { round, intents } = flip(heads, [0.25]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1.98' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: heads,
      outcome: { flips: ['heads'] },
      state: { side: 'heads', streak: 1, flips: ['heads'], won: true },
      stake: '1',
      wagered: '1',
      multiplier: '1.98',
      payout: '1.98',
      exclusive: false,
      freeBet: false,
    });
  });

  it('pays a won streak of 10 its 1013.76×', () => {
    const params: CoinParams = { side: 'tails', streak: 10 };
    const { round, intents } = flip(params, Array<number>(10).fill(0.75), '2');
    expect(intents).toEqual([
      { kind: 'debit', amount: '2', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '2027.52' },
    ]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '1013.76', payout: '2027.52', outcome: { flips: Array(10).fill('tails') } });
  });

  it('pays a 10-place stake rounded down to 10 places', () => {
    const stake = '0.1234567891';
    const { round, intents } = flip({ side: 'heads', streak: 3 }, [0.1, 0.2, 0.3], stake);
    // 0.1234567891 × 7.92 = 0.977777769672: rounded down, never up, to 10 places.
    expect(payoutOf(stake, '7.92').toFixed()).toBe('0.9777777696');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.9777777696' },
    ]);
    expect(round).toMatchObject({ wagered: stake, multiplier: '7.92', payout: '0.9777777696' });
  });

  it('settles a lost flip at once: one debit that closes the round', () => {
    const { round, intents } = flip(heads, [0.5]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: heads,
      outcome: { flips: ['tails'] },
      state: { side: 'heads', streak: 1, flips: ['tails'], won: false },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('loses a streak on one miss, wherever it falls, and records every flip', () => {
    const params: CoinParams = { side: 'heads', streak: 4 };
    for (const floats of [[0.9, 0.1, 0.1, 0.1], [0.1, 0.1, 0.1, 0.9], [0.1, 0.6, 0.2, 0.7]]) {
      const { round, intents } = flip(params, floats);
      expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
      expect(round.outcome!.flips).toEqual(floats.map((f) => (f < 0.5 ? 'heads' : 'tails')));
      expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    }
  });

  it('plays a free bet of one stake: a debit of 0 and the whole win credited', () => {
    const { round, intents } = flip({ side: 'tails', streak: 2 }, [0.9, 0.6], '5', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '19.8' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '3.96', payout: '19.8' });
  });

  it('refuses to start without a float for every flip', () => {
    expect(() => flip({ side: 'heads', streak: 3 }, [0.1, 0.2])).toThrow(RangeError);
    expect(() => flip(heads, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = flip(heads, [0.1]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(coinGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(coinGame, round, { kind: 'act', action: 'flip', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(coinGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(coinGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a coin round open; were one forged, the game still has nothing to play.
    const open: RoundSnapshot<CoinParams, CoinOutcome, CoinState> = {
      ...newRoundSnapshot(coinGame, heads, '1'),
      status: 'open',
      outcome: { flips: ['heads'] },
      state: { side: 'heads', streak: 1, flips: ['heads'], won: true },
    };
    expect(() => advanceRound(coinGame, open, { kind: 'act', action: 'flip', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(coinGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('coinGame.describeOutcome', () => {
  it('says every side flipped, in the player’s language, for the fairness sentence', () => {
    const describe = coinGame.describeOutcome!;
    const streak: CoinParams = { side: 'heads', streak: 3 };
    expect(describe({ flips: ['heads'] }, heads, 'en')).toBe('flip heads');
    expect(describe({ flips: ['heads', 'heads', 'tails'] }, streak, 'en')).toBe('flips heads, heads, tails');
    expect(describe({ flips: ['tails'] }, heads, 'pt')).toBe('lançamento coroa');
    expect(describe({ flips: ['heads', 'tails', 'tails'] }, streak, 'pt')).toBe('lançamentos cara, coroa, coroa');
    expect(describe({ flips: ['tails', 'heads'] }, streak, 'es')).toBe('lanzamientos cruz, cara');
  });

  it('describes the outcome the seam recorded', () => {
    const params: CoinParams = { side: 'tails', streak: 2 };
    const { round } = flip(params, [0.75, 0.25]);
    expect(coinGame.describeOutcome!(round.outcome as CoinOutcome, params, 'en')).toBe('flips tails, heads');
  });
});

describe('coinStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(coinGame.strings).toBe(coinStrings);
    const keys = Object.keys(coinStrings.en).sort();
    expect(keys).toHaveLength(29);
    for (const table of Object.values(coinStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('fills the same names in every language', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(coinStrings.en) as (keyof typeof coinStrings.en)[]) {
      expect(names(coinStrings.pt[key]), key).toEqual(names(coinStrings.en[key]));
      expect(names(coinStrings.es[key]), key).toEqual(names(coinStrings.en[key]));
    }
  });
});
