import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { wheelGame } from './game';
import type { WheelOutcome, WheelParams, WheelState } from './rules';
import { wheelStrings } from './strings';

/** Spins a wheel bet of `stake` on `floats`, through the seam. */
function spin(params: WheelParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(wheelGame, newRoundSnapshot(wheelGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const medium10: WheelParams = { risk: 'medium', segments: 10 };

describe('wheelGame', () => {
  it('declares a one-shot game with one float, no actions and no cashout', () => {
    expect(wheelGame.key).toBe('wheel');
    expect(wheelGame.catalog.key).toBe('wheel');
    expect(wheelGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(wheelGame, medium10, '1').exclusive).toBe(false);
    expect(wheelGame.actions).toBeUndefined();
    expect(wheelGame.cashout).toBeUndefined();
    expect(wheelGame.floatCount(medium10)).toBe(1);
    expect(wheelGame.floatCount({ risk: 'high', segments: 50 })).toBe(1);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    // floor(0.95 × 10) = 9: the medium 10 wheel's 3× segment.
    const { round, intents } = spin(medium10, [0.95]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: medium10,
      outcome: { segment: 9 },
      state: { segment: 9, multiplier: '3' },
      stake: '1',
      wagered: '1',
      multiplier: '3',
      payout: '3',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // floor(0.3 × 20) = 6: the low 20 wheel's 1.5× segment. 0.1234567891 × 1.5 = 0.18518518365.
    const { round, intents } = spin({ risk: 'low', segments: 20 }, [0.3], stake);
    expect(payoutOf(stake, '1.5').toFixed()).toBe('0.1851851836');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.1851851836' },
    ]);
    expect(round).toMatchObject({ state: { segment: 6, multiplier: '1.5' }, multiplier: '1.5', payout: '0.1851851836' });
  });

  it('pays the top multiplier of high risk on its last segment', () => {
    const { round, intents } = spin({ risk: 'high', segments: 50 }, [0.999], '2');
    expect(round).toMatchObject({ outcome: { segment: 49 }, multiplier: '49.5', payout: '99' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '99' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = spin(medium10, [0.05]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: medium10,
      outcome: { segment: 0 },
      state: { segment: 0, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = spin(medium10, [0.95], '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '3' });
  });

  it('refuses to start without its float', () => {
    expect(() => spin(medium10, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = spin(medium10, [0.1]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(wheelGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(wheelGame, round, { kind: 'act', action: 'spin', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(wheelGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(wheelGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a wheel round open; were one forged, wheel still has nothing to play.
    const open: RoundSnapshot<WheelParams, WheelOutcome, WheelState> = {
      ...newRoundSnapshot(wheelGame, medium10, '1'),
      status: 'open',
      outcome: { segment: 3 },
      state: { segment: 3, multiplier: '1.5' },
    };
    expect(() => advanceRound(wheelGame, open, { kind: 'act', action: 'spin', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(wheelGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('wheelGame.describeOutcome', () => {
  it('says the segment and its multiplier in the player’s language, for the fairness sentence', () => {
    const describe = wheelGame.describeOutcome!;
    const medium30: WheelParams = { risk: 'medium', segments: 30 };
    expect(describe({ segment: 17 }, medium30, 'en')).toBe('segment 17 (1.5×)');
    expect(describe({ segment: 17 }, medium30, 'pt')).toBe('segmento 17 (1,5×)');
    expect(describe({ segment: 17 }, medium30, 'es')).toBe('segmento 17 (1,5×)');
    expect(describe({ segment: 0 }, medium30, 'en')).toBe('segment 0 (0×)');
    expect(describe({ segment: 49 }, { risk: 'high', segments: 50 }, 'pt')).toBe('segmento 49 (49,5×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = spin(medium10, [0.95]);
    expect(wheelGame.describeOutcome!(round.outcome as WheelOutcome, medium10, 'en')).toBe('segment 9 (3×)');
  });
});

describe('wheelStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(wheelGame.strings).toBe(wheelStrings);
    const keys = Object.keys(wheelStrings.en).sort();
    for (const table of Object.values(wheelStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
