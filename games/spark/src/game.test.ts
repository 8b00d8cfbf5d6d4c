import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { sparkGame } from './game';
import type { SparkOutcome, SparkParams, SparkState } from './rules';
import { sparkStrings } from './strings';

/** Lights a spark bet of `stake` on `floats`, through the seam. */
function light(params: SparkParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(sparkGame, newRoundSnapshot(sparkGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

/** 30.00 to 55.00: 25 wide, 3.96×. */
const quarter: SparkParams = { start: 3000, width: 2500 };

describe('sparkGame', () => {
  it('declares a one-shot game with one float, no actions and no cashout', () => {
    expect(sparkGame.key).toBe('spark');
    expect(sparkGame.catalog.key).toBe('spark');
    expect(sparkGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(sparkGame, quarter, '1').exclusive).toBe(false);
    expect(sparkGame.actions).toBeUndefined();
    expect(sparkGame.cashout).toBeUndefined();
    expect(sparkGame.floatCount(quarter)).toBe(1);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    // floor(0.4446 × 10000) = 4446, inside 3000 … 5499.
    const { round, intents } = light(quarter, [0.44465]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.96' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: quarter,
      outcome: { point: 4446 },
      state: { point: 4446, won: true, multiplier: '3.96' },
      stake: '1',
      wagered: '1',
      multiplier: '3.96',
      payout: '3.96',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // 0.1234567891 × 3.96 = 0.488888884836: the last two digits are cut.
    expect(payoutOf(stake, '3.96').toFixed()).toBe('0.4888888848');
    const { round, intents } = light(quarter, [0.3], stake);
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.4888888848' },
    ]);
    expect(round).toMatchObject({ state: { point: 3000, won: true, multiplier: '3.96' }, payout: '0.4888888848' });
  });

  it('pays the top multiplier on a window 2.00 wide, and a floored one on 95.00', () => {
    expect(light({ start: 9800, width: 200 }, [0.9999], '2').round).toMatchObject({ outcome: { point: 9999 }, multiplier: '49.5', payout: '99' });
    expect(light({ start: 0, width: 9500 }, [0.5], '10').round).toMatchObject({ multiplier: '1.0421', payout: '10.421' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    // Point 5500 is the window's end, which it does not hold.
    const { round, intents } = light(quarter, [0.55]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: quarter,
      outcome: { point: 5500 },
      state: { point: 5500, won: false, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = light(quarter, [0.5], '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '3.96' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '3.96' });
    // A lost free bet: its placement of 0 closes it.
    expect(light(quarter, [0.1], '1', true).intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
  });

  it('refuses to start without its float', () => {
    expect(() => light(quarter, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = light(quarter, [0.1]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(sparkGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(sparkGame, round, { kind: 'act', action: 'light', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(sparkGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<SparkParams, SparkOutcome, SparkState> = {
      ...newRoundSnapshot(sparkGame, quarter, '1'),
      status: 'open',
      outcome: { point: 10 },
      state: { point: 10, won: false, multiplier: '0' },
    };
    expect(() => advanceRound(sparkGame, open, { kind: 'act', action: 'light', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(sparkGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('sparkGame in the demo', () => {
  it('refuses bad params with a typed error, and nothing moves: no balance, no nonce', async () => {
    const play = demoPlay(sparkGame, { openingBalance: '10' });
    for (const params of [{ start: 9000, width: 2000 }, { start: 0, width: 150 }, { start: 0.5, width: 300 }, { start: 0, width: 300, risk: 'high' }]) {
      await expect(play.placeBet('spark', '1', params)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await play.fairness()).nonce).toBe(0);
    expect((await play.placeBet('spark', '1', { start: 0, width: 9500 })).balance).toMatch(/^(9|10\.0421)$/);
  });

  it('plays a round whose balance moves by exactly its debit and credit, and which verifies from the revealed seeds', async () => {
    const play = demoPlay(sparkGame, { openingBalance: '100' });
    const { round, balance } = await play.placeBet('spark', '0.3333333333', { start: 1000, width: 4000 });
    const state = round.state as SparkState;
    expect(round.status).toBe('CLOSED');
    expect(round.payout).toBe(state.won ? payoutOf('0.3333333333', '2.475').toFixed() : '0');
    expect(balance).toBe(payoutOf('0.3333333333', state.multiplier).plus('100').minus('0.3333333333').toFixed());
    await play.rotateSeed(null);
    expect(await verifyRound(sparkGame, (await play.proof(round.id))!)).toBe('verified');
  });
});

describe('sparkGame.describeOutcome', () => {
  it('says the point, the window and what it paid in the player’s language, for the fairness sentence', () => {
    const describe = sparkGame.describeOutcome!;
    expect(describe({ point: 4446 }, quarter, 'en')).toBe('spark at 44.46, inside 30.00–55.00 (3.96×)');
    expect(describe({ point: 4446 }, quarter, 'pt')).toBe('faísca em 44,46, dentro de 30,00–55,00 (3,96×)');
    expect(describe({ point: 4446 }, quarter, 'es')).toBe('chispa en 44,46, dentro de 30,00–55,00 (3,96×)');
    expect(describe({ point: 5500 }, quarter, 'en')).toBe('spark at 55.00, outside 30.00–55.00 (0×)');
    expect(describe({ point: 9999 }, { start: 9800, width: 200 }, 'pt')).toBe('faísca em 99,99, dentro de 98,00–100,00 (49,5×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = light(quarter, [0.05]);
    expect(sparkGame.describeOutcome!(round.outcome as SparkOutcome, quarter, 'es')).toBe('chispa en 5,00, fuera de 30,00–55,00 (0×)');
  });
});

describe('sparkStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(sparkGame.strings).toBe(sparkStrings);
    const keys = Object.keys(sparkStrings.en).sort();
    for (const table of Object.values(sparkStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
