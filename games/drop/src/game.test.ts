import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { dropGame } from './game';
import { WORDS, type DropOutcome, type DropParams, type DropState } from './rules';
import { dropStrings } from './strings';

/** Drops a ball for a bet of `stake` on `floats`, through the seam. */
function drop(params: DropParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(dropGame, newRoundSnapshot(dropGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });
const word = (w: number) => w / WORDS;

const medium: DropParams = { risk: 'medium' };
/** RULES.md's worked example: ring 2 of the medium board (3×). */
const EXAMPLE = [word(321_036_000), word(541_747_028)];
const EXAMPLE_SPOT = { radius: 0.27339900972034203, angle: 45.408711321651936 };

describe('dropGame', () => {
  it('declares a one-shot game with two floats, no actions and no cashout, free bets allowed', () => {
    expect(dropGame.key).toBe('drop');
    expect(dropGame.catalog.key).toBe('drop');
    expect(dropGame.lifecycle).toBe('instant');
    expect(dropGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(dropGame, medium, '1').exclusive).toBe(false);
    expect(dropGame.actions).toBeUndefined();
    expect(dropGame.cashout).toBeUndefined();
    expect(dropGame.floatCount(medium)).toBe(2);
    expect(dropGame.floatCount({ risk: 'high' })).toBe(2);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = drop(medium, EXAMPLE);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { ring: 2, ...EXAMPLE_SPOT },
      state: { ring: 2, multiplier: '3', ...EXAMPLE_SPOT },
      stake: '1',
      wagered: '1',
      multiplier: '3',
      payout: '3',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567899';
    // Word 1,000,000,000 is on the low board's ring 2 (1.5×): 0.1234567899 × 1.5 = 0.18518518485, paid as 0.1851851848.
    const { round, intents } = drop({ risk: 'low' }, [word(1_000_000_000), 0], stake);
    expect(payoutOf(stake, '1.5').toFixed()).toBe('0.1851851848');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.1851851848' },
    ]);
    expect(round).toMatchObject({ state: { ring: 2, multiplier: '1.5' }, multiplier: '1.5', payout: '0.1851851848' });
  });

  it('pays 1000× on the high board’s bullseye, the largest win', () => {
    const { round, intents } = drop({ risk: 'high' }, [word(1_073_741), 0.5], '2');
    expect(round).toMatchObject({ outcome: { ring: 0, angle: 180 }, multiplier: '1000', payout: '2000' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '2000' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = drop(medium, [0.75, 0.5]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { ring: 5, radius: Math.sqrt(0.75), angle: 180 },
      state: { ring: 5, multiplier: '0', radius: Math.sqrt(0.75), angle: 180 },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = drop(medium, EXAMPLE, '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '3' });
  });

  it('closes a lost free bet on its zero placement', () => {
    const { round, intents } = drop({ risk: 'high' }, [0.5, 0], '5', true);
    expect(intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ status: 'closed', freeBet: true, wagered: '0', payout: '0' });
  });

  it('refuses to start without both floats', () => {
    expect(() => drop(medium, [])).toThrow(RangeError);
    expect(() => drop(medium, [0.5])).toThrow(RangeError);
  });

  it('refuses bad params before any round exists: the API parses them with the game’s schema', () => {
    for (const bad of [{ risk: 'extreme' }, {}, { risk: 'low', extra: 1 }, { risk: null }]) {
      const parsed = dropGame.params.safeParse(bad);
      expect(parsed.success).toBe(false);
    }
    expect(dropGame.params.parse({ risk: 'high' })).toEqual({ risk: 'high' });
  });

  it('refuses every move after the start', () => {
    const { round } = drop(medium, EXAMPLE);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(dropGame, round, { kind: 'start', floats: [0.5, 0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(dropGame, round, { kind: 'act', action: 'drop', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(dropGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(dropGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a drop round open; were one forged, drop still has nothing to play.
    const open: RoundSnapshot<DropParams, DropOutcome, DropState> = {
      ...newRoundSnapshot(dropGame, medium, '1'),
      status: 'open',
      outcome: { ring: 2, ...EXAMPLE_SPOT },
      state: { ring: 2, multiplier: '3', ...EXAMPLE_SPOT },
    };
    expect(() => advanceRound(dropGame, open, { kind: 'act', action: 'drop', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(dropGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('dropGame.describeOutcome', () => {
  const describeOutcome = dropGame.describeOutcome!;
  const at = (ring: number) => ({ ring, radius: 0.5, angle: 10 });

  it('says the zone and what it pays in the player’s language, for the fairness sentence', () => {
    expect(describeOutcome(at(2), medium, 'en')).toBe('ring 2 (3×)');
    expect(describeOutcome(at(2), medium, 'pt')).toBe('anel 2 (3×)');
    expect(describeOutcome(at(2), medium, 'es')).toBe('anillo 2 (3×)');
    expect(describeOutcome(at(4), medium, 'pt')).toBe('anel 4 (1,2×)');
    expect(describeOutcome(at(0), { risk: 'high' }, 'en')).toBe('bullseye (1000×)');
    expect(describeOutcome(at(0), { risk: 'high' }, 'es')).toBe('centro (1000×)');
    expect(describeOutcome(at(4), { risk: 'low' }, 'en')).toBe('off the rings (0×)');
    expect(describeOutcome(at(5), medium, 'pt')).toBe('fora dos anéis (0×)');
    expect(describeOutcome(at(5), medium, 'es')).toBe('fuera de los anillos (0×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = drop(medium, EXAMPLE);
    expect(describeOutcome(round.outcome as DropOutcome, medium, 'en')).toBe('ring 2 (3×)');
  });
});

describe('dropStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(dropGame.strings).toBe(dropStrings);
    const keys = Object.keys(dropStrings.en).sort();
    for (const table of Object.values(dropStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
