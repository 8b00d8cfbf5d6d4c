import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { kenoGame } from './game';
import type { KenoOutcome, KenoParams, KenoState } from './rules';
import { kenoStrings } from './strings';

/** Places a keno bet of `stake` and draws it on `floats`, through the seam. */
function play(params: KenoParams, floats: readonly number[], stake = '1') {
  return advanceRound(kenoGame, newRoundSnapshot(kenoGame, params, stake), { kind: 'start', floats });
}

/** One pick at classic risk. */
const ONE: KenoParams = { picks: [1], risk: 'classic' };

const code = (c: string) => expect.objectContaining({ code: c });

/** Floats that draw 1, 2, …, 10 (each takes the smallest number left). */
const FIRST_TEN = Array<number>(10).fill(0);
/** Floats that draw 40, 39, …, 31 (each takes the largest number left). */
const LAST_TEN = Array<number>(10).fill((2 ** 32 - 1) / 2 ** 32);

describe('kenoGame', () => {
  it('declares a one-shot game with ten floats, no actions and no cashout', () => {
    expect(kenoGame.key).toBe('keno');
    expect(kenoGame.catalog.key).toBe('keno');
    expect(kenoGame.lifecycle).toBe('instant');
    expect(newRoundSnapshot(kenoGame, ONE, '1').exclusive).toBe(false);
    expect(kenoGame.actions).toBeUndefined();
    expect(kenoGame.cashout).toBeUndefined();
    expect(kenoGame.floatCount(ONE)).toBe(10);
    expect(kenoGame.floatCount({ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'high' })).toBe(10);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = play({ picks: [3, 8, 33], risk: 'classic' }, FIRST_TEN);
    // 2 hits of 3 at classic risk: 3.0986×.
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.0986' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: { picks: [3, 8, 33], risk: 'classic' },
      outcome: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      state: { risk: 'classic', picks: [3, 8, 33], drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [3, 8] },
      stake: '1',
      wagered: '1',
      multiplier: '3.0986',
      payout: '3.0986',
      exclusive: false,
      freeBet: false,
    });
  });

  it('pays the top of the table when every pick is drawn', () => {
    const picks = [31, 32, 33, 34, 35, 36, 37, 38, 39, 40];
    const { round, intents } = play({ picks, risk: 'high' }, LAST_TEN, '2.5');
    expect(intents).toEqual([
      { kind: 'debit', amount: '2.5', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '2500' },
    ]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '1000', payout: '2500' });
  });

  it('pays a 10-place stake rounded down to 10 places', () => {
    const stake = '0.1234567891';
    const { round, intents } = play({ picks: [1, 2, 3, 40], risk: 'high' }, FIRST_TEN, stake);
    // 3 hits of 4 at high risk: 10.0239×. 0.1234567891 × 10.0239 = 1.23751850825949: rounded down, never up.
    expect(payoutOf(stake, '10.0239').toFixed()).toBe('1.2375185082');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1.2375185082' },
    ]);
    expect(round).toMatchObject({ wagered: stake, payout: '1.2375185082' });
  });

  it('credits a partial return: low risk pays 0.7× for a single pick that is not drawn', () => {
    const { round, intents } = play({ picks: [40], risk: 'low' }, FIRST_TEN);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.7' },
    ]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0.7', payout: '0.7' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = play({ picks: [1, 2, 40], risk: 'high' }, FIRST_TEN);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: { picks: [1, 2, 40], risk: 'high' },
      outcome: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      state: { risk: 'high', picks: [1, 2, 40], drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 2] },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: nothing debited, the win paid in full on the grant’s stake', () => {
    const params: KenoParams = { picks: [5], risk: 'classic' };
    const { round, intents } = advanceRound(kenoGame, newRoundSnapshot(kenoGame, params, '1', { freeBet: true }), { kind: 'start', floats: FIRST_TEN });
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.96' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '3.96' });
  });

  it('refuses to start without its ten floats', () => {
    expect(() => play(ONE, FIRST_TEN.slice(0, 9))).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = play(ONE, FIRST_TEN);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(kenoGame, round, { kind: 'start', floats: FIRST_TEN })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(kenoGame, round, { kind: 'act', action: 'draw', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(kenoGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<KenoParams, KenoOutcome, KenoState> = {
      ...newRoundSnapshot(kenoGame, ONE, '1'),
      status: 'open',
      outcome: { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      state: { risk: 'classic', picks: [1], drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1] },
    };
    expect(() => advanceRound(kenoGame, open, { kind: 'act', action: 'draw', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(kenoGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('kenoGame.describeOutcome', () => {
  const drawn = [21, 7, 30, 6, 39, 9, 35, 27, 24, 22];

  it('lists the drawn numbers in draw order and counts the hits, in the player’s language', () => {
    const describe = kenoGame.describeOutcome!;
    const params: KenoParams = { picks: [7, 14, 21, 22, 33], risk: 'classic' };
    expect(describe({ drawn }, params, 'en')).toBe('drawn 21, 7, 30, 6, 39, 9, 35, 27, 24, 22 (3 hits)');
    expect(describe({ drawn }, params, 'pt')).toBe('sorteados 21, 7, 30, 6, 39, 9, 35, 27, 24, 22 (3 acertos)');
    expect(describe({ drawn }, params, 'es')).toBe('sorteados 21, 7, 30, 6, 39, 9, 35, 27, 24, 22 (3 aciertos)');
    expect(describe({ drawn }, { picks: [7], risk: 'low' }, 'en')).toBe('drawn 21, 7, 30, 6, 39, 9, 35, 27, 24, 22 (1 hit)');
    expect(describe({ drawn }, { picks: [1, 2], risk: 'low' }, 'es')).toBe('sorteados 21, 7, 30, 6, 39, 9, 35, 27, 24, 22 (0 aciertos)');
  });
});

describe('kenoStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(kenoGame.strings).toBe(kenoStrings);
    const keys = Object.keys(kenoStrings.en).sort();
    for (const table of Object.values(kenoStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('names the board’s cells as a screen reader says them', () => {
    expect([kenoStrings.en.cell, kenoStrings.en.cellPicked, kenoStrings.en.cellDrawn, kenoStrings.en.cellHit].map((s) => s.replace('{n}', '7'))).toEqual([
      '7',
      '7, picked',
      '7, drawn',
      '7, drawn, hit',
    ]);
  });
});
