import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { Decimal } from '@rgs/schema';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { safeGame } from './game';
import type { SafeOutcome, SafeParams, SafeState } from './rules';
import { safeStrings } from './strings';

/** Cracks a safe bet of `stake` on `floats`, through the seam. */
function crack(params: SafeParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(safeGame, newRoundSnapshot(safeGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const four: SafeParams = { dials: 4, guess: [7, 3, 9, 1] };
/** Floats that draw the code 7 5 9 1 (RULES.md's worked example). */
const CODE_7591 = [0.739, 0.5999, 0.962, 0.161];

describe('safeGame', () => {
  it('declares a one-shot game with one float per dial, no actions and no cashout', () => {
    expect(safeGame.key).toBe('safe');
    expect(safeGame.catalog.key).toBe('safe');
    expect(safeGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(safeGame, four, '1').exclusive).toBe(false);
    expect(safeGame.actions).toBeUndefined();
    expect(safeGame.cashout).toBeUndefined();
    expect(safeGame.floatCount({ dials: 2, guess: [1, 2] })).toBe(2);
    expect(safeGame.floatCount({ dials: 3, guess: [1, 2, 3] })).toBe(3);
    expect(safeGame.floatCount(four)).toBe(4);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = crack(four, CODE_7591);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '100' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: four,
      outcome: { code: [7, 5, 9, 1] },
      state: { guess: [7, 3, 9, 1], code: [7, 5, 9, 1], matches: 3, multiplier: '100' },
      stake: '1',
      wagered: '1',
      multiplier: '100',
      payout: '100',
      exclusive: false,
      freeBet: false,
    });
  });

  it('pays the top prize when every dial matches: 6,299.99× on four dials', () => {
    const { round, intents } = crack({ dials: 4, guess: [7, 5, 9, 1] }, CODE_7591, '2');
    expect(round).toMatchObject({ state: { matches: 4 }, multiplier: '6299.99', payout: '12599.98' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '12599.98' });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // Two dials, both match: 62.99×. 0.1234567891 × 62.99 = 7.776543145409, rounded down to 7.7765431454.
    const { round, intents } = crack({ dials: 2, guess: [0, 9] }, [0.05, 0.95], stake);
    expect(payoutOf(stake, '62.99').toFixed()).toBe('7.7765431454');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '7.7765431454' },
    ]);
    expect(round).toMatchObject({ multiplier: '62.99', payout: '7.7765431454' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = crack({ dials: 3, guess: [1, 2, 3] }, [0.15, 0.05, 0.05]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: { dials: 3, guess: [1, 2, 3] },
      outcome: { code: [1, 0, 0] },
      state: { guess: [1, 2, 3], code: [1, 0, 0], matches: 1, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = crack(four, CODE_7591, '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '100' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '100' });
  });

  it('closes a lost free bet on its zero debit', () => {
    const { round, intents } = crack({ dials: 2, guess: [3, 3] }, [0.05, 0.05], '1', true);
    expect(intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '0', status: 'closed' });
  });

  it('refuses to start without a float for every dial', () => {
    expect(() => crack(four, [0.1, 0.2, 0.3])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = crack(four, CODE_7591);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(safeGame, round, { kind: 'start', floats: CODE_7591 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(safeGame, round, { kind: 'act', action: 'open', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(safeGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<SafeParams, SafeOutcome, SafeState> = {
      ...newRoundSnapshot(safeGame, four, '1'),
      status: 'open',
      outcome: { code: [7, 5, 9, 1] },
      state: { guess: [7, 3, 9, 1], code: [7, 5, 9, 1], matches: 3, multiplier: '100' },
    };
    expect(() => advanceRound(safeGame, open, { kind: 'act', action: 'open', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(safeGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('safe bets as the browser places them (the demo engine, on the seam)', () => {
  it('refuses bad params with a typed error, and nothing moves', async () => {
    const play = demoPlay(safeGame, { openingBalance: '10' });
    for (const params of [{ dials: 4, guess: [1, 2, 3] }, { dials: 2, guess: [1, 10] }, { dials: 5, guess: [1, 2, 3, 4, 5] }, { dials: 2, guess: [1, 2], extra: true }, {}]) {
      await expect(play.placeBet('safe', '1', params)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await play.open('safe')).session.balance).toBe('10');
  });

  it('moves the demo balance by exactly stake and payout, and every round verifies once its seed is revealed', async () => {
    const play = demoPlay(safeGame, { openingBalance: '100' });
    const ids: string[] = [];
    let expected = new Decimal(100);
    for (let i = 0; i < 30; i++) {
      const { round, balance } = await play.placeBet('safe', '1.1', { dials: 2, guess: [i % 10, (i * 3) % 10] });
      expected = expected.minus('1.1').plus(round.payout);
      expect(new Decimal(balance!).toFixed()).toBe(expected.toFixed());
      expect(round.status).toBe('CLOSED');
      ids.push(round.id);
    }
    await play.rotateSeed('next');
    for (const id of ids) expect(await verifyRound(safeGame, (await play.proof(id))!)).toBe('verified');
  });
});

describe('safeGame.describeOutcome', () => {
  it('says the code, the matches and the multiplier in the player’s language, for the fairness sentence', () => {
    const describe = safeGame.describeOutcome!;
    expect(describe({ code: [7, 5, 9, 1] }, four, 'en')).toBe('code 7 5 9 1, 3 of 4 match (100×)');
    expect(describe({ code: [7, 5, 9, 1] }, four, 'pt')).toBe('código 7 5 9 1, 3 de 4 acertos (100×)');
    expect(describe({ code: [7, 5, 9, 1] }, four, 'es')).toBe('código 7 5 9 1, 3 de 4 aciertos (100×)');
    expect(describe({ code: [7, 5, 9, 1] }, { dials: 4, guess: [7, 5, 9, 1] }, 'en')).toBe('code 7 5 9 1, 4 of 4 match (6,299.99×)');
    expect(describe({ code: [7, 5, 9, 1] }, { dials: 4, guess: [7, 5, 9, 1] }, 'pt')).toBe('código 7 5 9 1, 4 de 4 acertos (6.299,99×)');
    expect(describe({ code: [0, 4] }, { dials: 2, guess: [0, 9] }, 'es')).toBe('código 0 4, 1 de 2 aciertos (2×)');
    expect(describe({ code: [5, 5, 5] }, { dials: 3, guess: [1, 2, 3] }, 'en')).toBe('code 5 5 5, 0 of 3 match (0×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = crack(four, CODE_7591);
    expect(safeGame.describeOutcome!(round.outcome as SafeOutcome, four, 'en')).toBe('code 7 5 9 1, 3 of 4 match (100×)');
  });
});

describe('safeStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(safeGame.strings).toBe(safeStrings);
    const keys = Object.keys(safeStrings.en).sort();
    for (const table of Object.values(safeStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('fills the same placeholders in every language', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(safeStrings.en) as (keyof typeof safeStrings.en)[]) {
      expect(names(safeStrings.pt[key])).toEqual(names(safeStrings.en[key]));
      expect(names(safeStrings.es[key])).toEqual(names(safeStrings.en[key]));
    }
  });
});
