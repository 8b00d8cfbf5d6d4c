import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { voltGame } from './game';
import type { VoltOutcome, VoltParams, VoltState } from './rules';
import { voltStrings } from './strings';

/** Climbs a volt bet of `stake` on `floats`, through the seam. */
function climb(params: VoltParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(voltGame, newRoundSnapshot(voltGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });
const word = (w: number) => w / 2 ** 32;

const medium: VoltParams = { risk: 'medium' };
/** RULES.md's example word: rung 6 of medium risk, 3×. */
const RUNG_6 = word(4_044_474_404);

describe('voltGame', () => {
  it('declares a one-shot game with one float, no actions and no cashout', () => {
    expect(voltGame.key).toBe('volt');
    expect(voltGame.catalog.key).toBe('volt');
    expect(voltGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(voltGame, medium, '1').exclusive).toBe(false);
    expect(voltGame.actions).toBeUndefined();
    expect(voltGame.cashout).toBeUndefined();
    expect(voltGame.floatCount(medium)).toBe(1);
    expect(voltGame.floatCount({ risk: 'high' })).toBe(1);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = climb(medium, [RUNG_6]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { level: 6 },
      state: { level: 6, multiplier: '3' },
      stake: '1',
      wagered: '1',
      multiplier: '3',
      payout: '3',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits a rung under 1× as a win of part of the stake: the seam pays whatever is more than 0', () => {
    const { round, intents } = climb({ risk: 'high' }, [0.5], '2');
    expect(intents).toEqual([
      { kind: 'debit', amount: '2', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.4' },
    ]);
    expect(round).toMatchObject({ outcome: { level: 1 }, multiplier: '0.2', payout: '0.4' });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // Low risk, rung 5 (its first word): 1.3×. 0.1234567891 × 1.3 = 0.16049382583.
    const { round, intents } = climb({ risk: 'low' }, [word(2_887_592_412)], stake);
    expect(payoutOf(stake, '1.3').toFixed()).toBe('0.1604938258');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.1604938258' },
    ]);
    expect(round).toMatchObject({ state: { level: 5, multiplier: '1.3' }, multiplier: '1.3', payout: '0.1604938258' });
  });

  it('pays the top of high risk, 500×, from its first word', () => {
    const { round, intents } = climb({ risk: 'high' }, [word(4_290_769_674)], '2');
    expect(round).toMatchObject({ outcome: { level: 10 }, multiplier: '500', payout: '1000' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '1000' });
  });

  it('settles a fizzle at the base at once: one debit that closes the round', () => {
    const { round, intents } = climb(medium, [0.1]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { level: 0 },
      state: { level: 0, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = climb(medium, [RUNG_6], '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '3' });
  });

  it('closes a lost free bet on its zero debit', () => {
    const { round, intents } = climb(medium, [0.1], '1', true);
    expect(intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '0', status: 'closed' });
  });

  it('refuses bad params with VALIDATION_FAILED, and nothing moves', async () => {
    const demo = demoPlay(voltGame, { openingBalance: '10' });
    for (const bad of [{}, { risk: 'extreme' }, { risk: 'Low' }, { risk: 2 }, { risk: 'low', rungs: 10 }, null]) {
      await expect(demo.placeBet('volt', '1', bad)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await demo.balance()).toBe('10');
  });

  it('plays free bets on the demo engine: the balance moves only by what they pay', async () => {
    const demo = demoPlay(voltGame, { openingBalance: '10', freeBets: [{ stake: '2', quantity: 3 }] });
    // Summed exactly: payouts such as 3.2 + 6 + 0 are not exact in binary floating point.
    let paid = new Decimal(0);
    for (let i = 0; i < 3; i++) {
      const { round } = await demo.placeBet('volt', '1', { risk: 'high' }, { freeBet: true });
      expect(round).toMatchObject({ freeBet: true, amount: '0', status: 'CLOSED' });
      paid = paid.plus(round.payout);
    }
    expect(new Decimal(await demo.balance()).eq(paid.plus(10))).toBe(true);
    await expect(demo.placeBet('volt', '1', { risk: 'high' }, { freeBet: true })).rejects.toMatchObject({ code: 'NO_FREE_BETS' });
  });

  it('refuses to start without its float', () => {
    expect(() => climb(medium, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = climb(medium, [0.1]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(voltGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(voltGame, round, { kind: 'act', action: 'climb', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(voltGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(voltGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a volt round open; were one forged, volt still has nothing to play.
    const open: RoundSnapshot<VoltParams, VoltOutcome, VoltState> = {
      ...newRoundSnapshot(voltGame, medium, '1'),
      status: 'open',
      outcome: { level: 3 },
      state: { level: 3, multiplier: '1' },
    };
    expect(() => advanceRound(voltGame, open, { kind: 'act', action: 'climb', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(voltGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('voltGame.describeOutcome', () => {
  it('says the rung and its multiplier in the player’s language, for the fairness sentence', () => {
    const describe = voltGame.describeOutcome!;
    expect(describe({ level: 6 }, medium, 'en')).toBe('rung 6 (3×)');
    expect(describe({ level: 6 }, medium, 'pt')).toBe('degrau 6 (3×)');
    expect(describe({ level: 6 }, medium, 'es')).toBe('peldaño 6 (3×)');
    expect(describe({ level: 1 }, { risk: 'low' }, 'pt')).toBe('degrau 1 (0,3×)');
    expect(describe({ level: 10 }, { risk: 'high' }, 'en')).toBe('rung 10 (500×)');
    expect(describe({ level: 0 }, medium, 'en')).toBe('fizzled at the base (0×)');
    expect(describe({ level: 0 }, medium, 'pt')).toBe('apagou na base (0×)');
    expect(describe({ level: 0 }, medium, 'es')).toBe('se apagó en la base (0×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = climb(medium, [RUNG_6]);
    expect(voltGame.describeOutcome!(round.outcome as VoltOutcome, medium, 'en')).toBe('rung 6 (3×)');
  });
});

describe('voltStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(voltGame.strings).toBe(voltStrings);
    const keys = Object.keys(voltStrings.en).sort();
    for (const table of Object.values(voltStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
