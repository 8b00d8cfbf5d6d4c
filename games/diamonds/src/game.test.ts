import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { describe, expect, it } from 'vitest';
import { diamondsGame } from './game';
import type { DiamondsOutcome, DiamondsParams, DiamondsState } from './rules';
import { diamondsStrings } from './strings';

/** A float that draws colour `c`: the middle of its seventh. */
const colour = (c: number) => (c + 0.5) / 7;
const floatsOf = (gems: number[]) => gems.map(colour);

/** Draws five gems of these colours for a bet of `stake`, through the seam. */
function draw(gems: number[], stake = '1', freeBet = false) {
  return advanceRound(diamondsGame, newRoundSnapshot(diamondsGame, {}, stake, { freeBet }), { kind: 'start', floats: floatsOf(gems) });
}

const code = (c: string) => expect.objectContaining({ code: c });

describe('diamondsGame', () => {
  it('declares a one-shot game of five floats, no params, no actions and no cashout', () => {
    expect(diamondsGame.key).toBe('diamonds');
    expect(diamondsGame.catalog.key).toBe('diamonds');
    expect(diamondsGame.catalog.freeBets).toBe(true);
    expect(diamondsGame.lifecycle).toBe('instant');
    expect(newRoundSnapshot(diamondsGame, {}, '1').exclusive).toBe(false);
    expect(diamondsGame.actions).toBeUndefined();
    expect(diamondsGame.cashout).toBeUndefined();
    expect(diamondsGame.floatCount({})).toBe(5);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = draw([5, 5, 4, 5, 2]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: {},
      outcome: { gems: [5, 5, 4, 5, 2] },
      state: { gems: [5, 5, 4, 5, 2], hand: 'three', multiplier: '3' },
      stake: '1',
      wagered: '1',
      multiplier: '3',
      payout: '3',
      exclusive: false,
      freeBet: false,
    });
  });

  it('pays the top prize on five of a kind: 66.99 × the stake', () => {
    const { round, intents } = draw([2, 2, 2, 2, 2], '1000');
    expect(round).toMatchObject({ state: { hand: 'five', multiplier: '66.99' }, multiplier: '66.99', payout: '66990' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '66990' });
  });

  it('credits one pair a tenth of the stake: a credit smaller than the debit', () => {
    const { round, intents } = draw([0, 1, 2, 3, 0], '2.5');
    expect(intents).toEqual([
      { kind: 'debit', amount: '2.5', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.25' },
    ]);
    expect(round).toMatchObject({ state: { hand: 'pair', multiplier: '0.1' }, payout: '0.25' });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // 0.1234567891 × 66.99 = 8.270370301809: the eleventh and twelfth places are dropped.
    const { round, intents } = draw([6, 6, 6, 6, 6], stake);
    expect(payoutOf(stake, '66.99').toFixed()).toBe('8.2703703018');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '8.2703703018' },
    ]);
    expect(round).toMatchObject({ multiplier: '66.99', payout: '8.2703703018' });
    // One pair: 0.1234567891 × 0.1 = 0.01234567891, the last digit dropped.
    expect(draw([1, 1, 2, 3, 4], stake).round.payout).toBe('0.0123456789');
  });

  it('settles no match at once: one debit that closes the round', () => {
    const { round, intents } = draw([0, 1, 2, 3, 4]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: {},
      outcome: { gems: [0, 1, 2, 3, 4] },
      state: { gems: [0, 1, 2, 3, 4], hand: 'nothing', multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: a debit of 0, the whole win paid', () => {
    const { round, intents } = draw([3, 3, 3, 3, 1], '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '5' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', stake: '1', payout: '5' });
  });

  it('closes a lost free bet on its debit of 0', () => {
    const { round, intents } = draw([6, 5, 4, 3, 2], '1', true);
    expect(intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '0', status: 'closed' });
  });

  it('refuses to start without its five floats', () => {
    expect(() => advanceRound(diamondsGame, newRoundSnapshot(diamondsGame, {}, '1'), { kind: 'start', floats: [0.1, 0.2, 0.3, 0.4] })).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = draw([0, 1, 2, 3, 4]);
    expect(() => advanceRound(diamondsGame, round, { kind: 'start', floats: floatsOf([1, 1, 1, 1, 1]) })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(diamondsGame, round, { kind: 'act', action: 'draw', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(diamondsGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(diamondsGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a diamonds round open; were one forged, diamonds still has nothing to play.
    const open: RoundSnapshot<DiamondsParams, DiamondsOutcome, DiamondsState> = {
      ...newRoundSnapshot(diamondsGame, {}, '1'),
      status: 'open',
      outcome: { gems: [1, 1, 2, 3, 4] },
      state: { gems: [1, 1, 2, 3, 4], hand: 'pair', multiplier: '0.1' },
    };
    expect(() => advanceRound(diamondsGame, open, { kind: 'act', action: 'draw', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(diamondsGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('diamonds params, as a bet places them', () => {
  it('refuses any param with a typed error, and nothing moves', async () => {
    const play = demoPlay(diamondsGame, { openingBalance: '10' });
    await expect(play.placeBet('diamonds', '1', { risk: 'high' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(play.placeBet('diamonds', '1', null)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await play.open('diamonds')).session.balance).toBe('10');
    expect((await play.history('diamonds')).rounds).toEqual([]);
  });

  it('plays with the empty object', async () => {
    const play = demoPlay(diamondsGame, { openingBalance: '10' });
    const { round } = await play.placeBet('diamonds', '1', {});
    expect(round).toMatchObject({ status: 'CLOSED', params: {}, amount: '1' });
    expect((round.state as DiamondsState).gems).toHaveLength(5);
  });
});

describe('diamondsGame.describeOutcome', () => {
  it('names the colours, the hand and its multiplier in the player’s language, for the fairness sentence', () => {
    const describe = diamondsGame.describeOutcome!;
    expect(describe({ gems: [5, 5, 4, 5, 2] }, {}, 'en')).toBe('blue, blue, cyan, blue, yellow: Three of a kind (3×)');
    expect(describe({ gems: [5, 5, 4, 5, 2] }, {}, 'pt')).toBe('azul, azul, ciano, azul, amarelo: Trinca (3×)');
    expect(describe({ gems: [5, 5, 4, 5, 2] }, {}, 'es')).toBe('azul, azul, cian, azul, amarillo: Trío (3×)');
    expect(describe({ gems: [2, 2, 2, 2, 2] }, {}, 'pt')).toBe('amarelo, amarelo, amarelo, amarelo, amarelo: Cinco iguais (66,99×)');
    expect(describe({ gems: [0, 1, 0, 3, 6] }, {}, 'es')).toBe('rojo, naranja, rojo, verde, morado: Pareja (0,1×)');
    expect(describe({ gems: [0, 1, 2, 3, 4] }, {}, 'en')).toBe('red, orange, yellow, green, cyan: No match (0×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = draw([1, 4, 4, 6, 1]);
    expect(diamondsGame.describeOutcome!(round.outcome as DiamondsOutcome, {}, 'en')).toBe('orange, cyan, cyan, purple, orange: Two pair (2×)');
  });
});

describe('diamondsStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(diamondsGame.strings).toBe(diamondsStrings);
    const keys = Object.keys(diamondsStrings.en).sort();
    for (const table of Object.values(diamondsStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('names each gem by its colour and its shape, all different', () => {
    for (const table of Object.values(diamondsStrings)) {
      const gems = [0, 1, 2, 3, 4, 5, 6].map((c) => table[`gem${c}` as keyof typeof table]);
      expect(new Set(gems).size).toBe(7);
      gems.forEach((name, c) => expect(name).toContain(table[`colour${c}` as keyof typeof table].slice(0, 3)));
    }
  });
});
