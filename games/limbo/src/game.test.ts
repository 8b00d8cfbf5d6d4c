import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { limboGame } from './game';
import { limboWinningWords, type LimboOutcome, type LimboParams, type LimboState } from './rules';
import { limboStrings } from './strings';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

/** Places a limbo bet of `stake` and settles it on `floats`, through the seam. */
function play(params: LimboParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(limboGame, newRoundSnapshot(limboGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const two: LimboParams = { target: 2 };

describe('limboGame', () => {
  it('declares a one-shot game with one float, no actions and no cashout', () => {
    expect(limboGame.key).toBe('limbo');
    expect(limboGame.catalog).toMatchObject({ key: 'limbo', title: 'Limbo', lifecycle: 'instant', freeBets: true });
    expect(newRoundSnapshot(limboGame, two, '1').exclusive).toBe(false);
    expect(limboGame.actions).toBeUndefined();
    expect(limboGame.cashout).toBeUndefined();
    expect(limboGame.floatCount(two)).toBe(1);
  });

  it('settles a win at once: the bet debit stays open for its credit of stake × target', () => {
    // f = 0.75: 99 / 0.25 = 396 hundredths, 3.96× against a target of 2×.
    const { round, intents } = play(two, [0.75]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '2' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: { target: 2 },
      outcome: { result: 3.96 },
      state: { result: 3.96, target: 2, won: true },
      stake: '1',
      wagered: '1',
      multiplier: '2',
      payout: '2',
      exclusive: false,
      freeBet: false,
    });
  });

  it('pays the target, not the result, and a 10-place stake rounded down to 10 places', () => {
    const stake = '0.1234567891';
    const { round, intents } = play({ target: 1.98 }, [0.75], stake);
    // 0.1234567891 × 1.98 = 0.244444442418: rounded down, never up, to 10 places.
    expect(payoutOf(stake, '1.98').toFixed()).toBe('0.2444444424');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.2444444424' },
    ]);
    expect(round).toMatchObject({ outcome: { result: 3.96 }, multiplier: '1.98', wagered: stake, payout: '0.2444444424' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    // f = 0.25: 99 / 0.75 = 132 hundredths, 1.32× short of 2×.
    const { round, intents } = play(two, [0.25]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: { target: 2 },
      outcome: { result: 1.32 },
      state: { result: 1.32, target: 2, won: false },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('wins when the result equals the target, and loses one word earlier', () => {
    const first = 2 ** 32 - limboWinningWords(198);
    expect(play({ target: 1.98 }, [word(first)]).round).toMatchObject({ outcome: { result: 1.98 }, payout: '1.98' });
    expect(play({ target: 1.98 }, [word(first - 1)]).round).toMatchObject({ outcome: { result: 1.97 }, payout: '0' });
  });

  it('pays 1,000,000× at the cap: the largest win there is', () => {
    const { round, intents } = play({ target: 1_000_000 }, [word(2 ** 32 - 1)], '0.5');
    expect(round).toMatchObject({ outcome: { result: 1_000_000 }, multiplier: '1000000', payout: '500000' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '500000' });
  });

  it('plays a free bet: nothing debited, the win paid on the grant’s stake in full', () => {
    const { round, intents } = play({ target: 3.5 }, [0.75], '2', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '7' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '7' });
  });

  it('refuses to start without its float', () => {
    expect(() => play(two, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = play(two, [0.25]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(limboGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(limboGame, round, { kind: 'act', action: 'launch', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(limboGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(limboGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a limbo round open; were one forged, limbo still has nothing to play.
    const open: RoundSnapshot<LimboParams, LimboOutcome, LimboState> = {
      ...newRoundSnapshot(limboGame, two, '1'),
      status: 'open',
      outcome: { result: 1.5 },
      state: { result: 1.5, target: 2, won: false },
    };
    expect(() => advanceRound(limboGame, open, { kind: 'act', action: 'launch', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(limboGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('limboGame.describeOutcome', () => {
  it('says the result with its two decimals in the player’s language, for the fairness sentence', () => {
    const describe = limboGame.describeOutcome!;
    expect(describe({ result: 2.37 }, two, 'en')).toBe('result 2.37×');
    expect(describe({ result: 2.37 }, two, 'pt')).toBe('resultado 2,37×');
    expect(describe({ result: 2.37 }, two, 'es')).toBe('resultado 2,37×');
    expect(describe({ result: 1 }, two, 'en')).toBe('result 1.00×');
    expect(describe({ result: 1_000_000 }, two, 'en')).toBe('result 1,000,000.00×');
    expect(describe({ result: 1_000_000 }, two, 'pt')).toBe('resultado 1.000.000,00×');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = play(two, [0.5]);
    expect(round.outcome).toEqual({ result: 1.98 });
    expect(limboGame.describeOutcome!(round.outcome as LimboOutcome, two, 'en')).toBe('result 1.98×');
  });
});

describe('limboStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(limboGame.strings).toBe(limboStrings);
    const keys = Object.keys(limboStrings.en).sort();
    for (const table of Object.values(limboStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
