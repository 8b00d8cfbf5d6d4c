import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { diceGame } from './game';
import { DICE_ROLL_OUTCOMES, type DiceOutcome, type DiceParams, type DiceState } from './rules';
import { diceStrings } from './strings';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

/** Places a dice bet of `stake` and rolls it on `floats`, through the seam. */
function roll(params: DiceParams, floats: readonly number[], stake = '1') {
  return advanceRound(diceGame, newRoundSnapshot(diceGame, params, stake), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const over50: DiceParams = { target: 50, condition: 'over' };

describe('diceGame', () => {
  it('declares a one-shot game with one float, no actions and no cashout', () => {
    expect(diceGame.key).toBe('dice');
    expect(diceGame.catalog.key).toBe('dice');
    // One-shot: its round never holds the player's only live slot (the catalog's lifecycle, read by the seam).
    expect(newRoundSnapshot(diceGame, over50, '1').exclusive).toBe(false);
    expect(diceGame.actions).toBeUndefined();
    expect(diceGame.cashout).toBeUndefined();
    expect(diceGame.floatCount({ target: 50, condition: 'over' })).toBe(1);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = roll({ target: 50.5, condition: 'over' }, [0.75]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '2' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: { target: 50.5, condition: 'over' },
      outcome: { roll: 75 },
      state: { roll: 75, target: 50.5, condition: 'over', won: true },
      stake: '1',
      wagered: '1',
      multiplier: '2',
      payout: '2',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier', () => {
    const { round, intents } = roll({ target: 50, condition: 'under' }, [0.25]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1.98' },
    ]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '1.98', payout: '1.98' });
  });

  it('pays a 10-place stake rounded down to 10 places', () => {
    const stake = '0.1234567891';
    const { round, intents } = roll({ target: 50, condition: 'over' }, [0.75], stake);
    // 0.1234567891 × 1.98 = 0.244444442418: rounded down, never up, to 10 places.
    expect(payoutOf(stake, '1.98').toFixed()).toBe('0.2444444424');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.2444444424' },
    ]);
    expect(round).toMatchObject({ wagered: stake, payout: '0.2444444424' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = roll({ target: 25, condition: 'under' }, [0.5]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: { target: 25, condition: 'under' },
      outcome: { roll: 50 },
      state: { roll: 50, target: 25, condition: 'under', won: false },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('loses when the roll equals the target', () => {
    const f = word(Math.ceil((5000 * 2 ** 32) / DICE_ROLL_OUTCOMES));
    for (const condition of ['over', 'under'] as const) {
      const { round, intents } = roll({ target: 50, condition }, [f]);
      expect(round.outcome).toEqual({ roll: 50 });
      expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
      expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    }
  });

  it('refuses to start without its float', () => {
    expect(() => roll({ target: 50, condition: 'over' }, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = roll({ target: 50, condition: 'over' }, [0.1]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(diceGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(diceGame, round, { kind: 'act', action: 'reveal', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(diceGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(diceGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a dice round open; were one forged, dice still has nothing to play.
    const open: RoundSnapshot<DiceParams, DiceOutcome, DiceState> = {
      ...newRoundSnapshot(diceGame, over50, '1'),
      status: 'open',
      outcome: { roll: 10 },
      state: { roll: 10, target: 50, condition: 'over', won: false },
    };
    expect(() => advanceRound(diceGame, open, { kind: 'act', action: 'reveal', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(diceGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('diceGame.describeOutcome', () => {
  it('says the roll with its two decimals in the player’s language, for the fairness sentence', () => {
    const describe = diceGame.describeOutcome!;
    expect(describe({ roll: 42.17 }, over50, 'en')).toBe('roll 42.17');
    expect(describe({ roll: 42.17 }, over50, 'pt')).toBe('resultado 42,17');
    expect(describe({ roll: 42.17 }, over50, 'es')).toBe('resultado 42,17');
    expect(describe({ roll: 75 }, over50, 'en')).toBe('roll 75.00');
    expect(describe({ roll: 0 }, over50, 'pt')).toBe('resultado 0,00');
    expect(describe({ roll: 100 }, over50, 'pt')).toBe('resultado 100,00');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = roll(over50, [word(1_717_986_918)]);
    expect(round.outcome).toEqual({ roll: 40 });
    expect(diceGame.describeOutcome!(round.outcome as DiceOutcome, over50, 'en')).toBe('roll 40.00');
  });
});

describe('diceStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(diceGame.strings).toBe(diceStrings);
    const keys = Object.keys(diceStrings.en).sort();
    expect(keys).toEqual(['chanceRange', 'lastRolls', 'loss', 'multiplierRange', 'notNumber', 'profitOnWin', 'rollLost', 'rollOutcome', 'rollOver', 'rollUnder', 'rollWon', 'side', 'target', 'targetRange', 'tooManyPlaces', 'valueText', 'win', 'winChance']);
    for (const table of Object.values(diceStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
