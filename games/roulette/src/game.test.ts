import { advanceRound, GameRuleError, newRoundSnapshot, openingWager, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { describe, expect, it } from 'vitest';
import { rouletteGame } from './game';
import { RED_NUMBERS, type RouletteOutcome, type RouletteParams, type RouletteState } from './rules';
import { rouletteStrings } from './strings';

/** The float that lands on `number`: the middle of its share of [0, 1). */
const on = (number: number) => (number + 0.5) / 37;

/** Spins a roulette bet of chip value `amount` on `floats`, through the seam. */
function spin(params: RouletteParams, floats: readonly number[], amount = '1', freeBet = false) {
  return advanceRound(rouletteGame, newRoundSnapshot(rouletteGame, params, amount, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const straight17: RouletteParams = { bets: [{ type: 'straight', numbers: [17], chips: 1 }] };
/** The table of RULES.md's worked example: 10 chips. */
const example: RouletteParams = {
  bets: [
    { type: 'straight', numbers: [31], chips: 2 },
    { type: 'split', numbers: [31, 34], chips: 1 },
    { type: 'red', numbers: [...RED_NUMBERS], chips: 5 },
    { type: 'column', numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], chips: 1 },
    { type: 'corner', numbers: [25, 26, 28, 29], chips: 1 },
  ],
};

describe('rouletteGame', () => {
  it('declares a one-shot game with one float, no actions, no cashout and no free bets', () => {
    expect(rouletteGame.key).toBe('roulette');
    expect(rouletteGame.catalog.key).toBe('roulette');
    expect(rouletteGame.lifecycle).toBe('instant');
    expect(rouletteGame.catalog.freeBets).toBe(false);
    expect(newRoundSnapshot(rouletteGame, straight17, '1').exclusive).toBe(false);
    expect(rouletteGame.actions).toBeUndefined();
    expect(rouletteGame.cashout).toBeUndefined();
    expect(rouletteGame.floatCount(example)).toBe(1);
  });

  it('debits the chip value × the chips on the table', () => {
    expect(openingWager(rouletteGame, example, '0.5')).toBe('5');
    expect(openingWager(rouletteGame, straight17, '0.1234567891')).toBe('0.1234567891');
    const full: RouletteParams = { bets: [{ type: 'straight', numbers: [0], chips: 200 }] };
    expect(openingWager(rouletteGame, full, '0.0000000003')).toBe('0.00000006');
  });

  it('settles a win at once: the debit stays open for its credit of chip value × chips returned', () => {
    // RULES.md's example: 31 returns 72 + 18 + 3 = 93 chips of 0.5.
    const { round, intents } = spin(example, [on(31)], '0.5');
    expect(intents).toEqual([
      { kind: 'debit', amount: '5', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '46.5' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: example,
      outcome: { number: 31 },
      state: { number: 31, multiplier: '93' },
      stake: '0.5',
      wagered: '5',
      multiplier: '93',
      payout: '46.5',
      exclusive: false,
      freeBet: false,
    });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = spin(example, [on(2)], '0.5');
    expect(intents).toEqual([{ kind: 'debit', amount: '5', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ status: 'closed', outcome: { number: 2 }, state: { number: 2, multiplier: '0' }, wagered: '5', multiplier: '0', payout: '0' });
  });

  it('loses every outside chip on zero', () => {
    const outside: RouletteParams = { bets: [{ type: 'red', numbers: [...RED_NUMBERS], chips: 3 }, { type: 'dozen', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], chips: 1 }] };
    expect(spin(outside, [on(0)]).intents).toEqual([{ kind: 'debit', amount: '4', reason: 'bet', roundClosed: true }]);
  });

  it('pays a win smaller than the bet as a win: one credit, the round closed by it', () => {
    // Red and black, one chip each: red comes up, the two chips come back.
    const both: RouletteParams = {
      bets: [
        { type: 'red', numbers: [...RED_NUMBERS], chips: 1 },
        { type: 'black', numbers: [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35], chips: 1 },
      ],
    };
    expect(spin(both, [on(1)], '3').intents).toEqual([
      { kind: 'debit', amount: '6', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '6' },
    ]);
  });

  it('credits chip value × multiplier, rounded down to 10 places', () => {
    const amount = '0.1234567891';
    // 36 × 0.1234567891 = 4.4444444076 exactly; a split of 3 chips: 54 × 0.1234567891 = 6.6666666114.
    expect(spin(straight17, [on(17)], amount).intents.at(-1)).toEqual({ kind: 'credit', amount: payoutOf(amount, '36').toFixed() });
    expect(payoutOf(amount, '36').toFixed()).toBe('4.4444444076');
    const { round } = spin({ bets: [{ type: 'split', numbers: [17, 20], chips: 3 }] }, [on(20)], amount);
    expect(round).toMatchObject({ multiplier: '54', payout: '6.6666666114', wagered: '0.3703703673' });
  });

  it('pays the largest win: 200 chips on the straight that comes up return 7,200 chips', () => {
    const { round, intents } = spin({ bets: [{ type: 'straight', numbers: [36], chips: 200 }] }, [0.9999999], '2');
    expect(round).toMatchObject({ outcome: { number: 36 }, multiplier: '7200', wagered: '400', payout: '14400' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '14400' });
  });

  it('takes no free bet: the seam refuses any, even of one chip, before any rule runs; so does the demo executor', async () => {
    for (const params of [straight17, { bets: [{ type: 'straight', numbers: [17], chips: 2 }] } satisfies RouletteParams]) {
      expect(() => spin(params, [on(17)], '1', true)).toThrow(GameRuleError);
      expect(() => spin(params, [on(17)], '1', true)).toThrow(code('FREE_BETS_NOT_SUPPORTED'));
    }
    // The demo executor (like the API) refuses it too, and nothing moves.
    const demo = demoPlay(rouletteGame, { openingBalance: '10' });
    await expect(demo.placeBet('roulette', '1', straight17, { freeBet: true })).rejects.toMatchObject({ code: 'FREE_BETS_NOT_SUPPORTED' });
    expect(await demo.balance()).toBe('10');
    expect((await demo.history('roulette')).rounds).toEqual([]);
  });

  it('refuses bad params with a typed error, moving nothing', async () => {
    const demo = demoPlay(rouletteGame, { openingBalance: '10' });
    for (const params of [
      { bets: [] },
      { bets: [{ type: 'split', numbers: [18, 19], chips: 1 }] },
      { bets: [{ type: 'straight', numbers: [17], chips: 1 }, { type: 'straight', numbers: [17], chips: 1 }] },
      { bets: [{ type: 'straight', numbers: [17], chips: 201 }] },
    ]) {
      expect(rouletteGame.params.safeParse(params).success).toBe(false);
      await expect(demo.placeBet('roulette', '0.1', params)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await demo.balance()).toBe('10');
    expect((await demo.history('roulette')).rounds).toEqual([]);
  });

  it('plays a demo round through the executor: the balance moves by −debit + payout', async () => {
    const demo = demoPlay(rouletteGame, { openingBalance: '10' });
    const { round, balance } = await demo.placeBet('roulette', '0.5', example);
    const expected = (10 - 5 + Number(round.payout)).toFixed(1);
    expect(round).toMatchObject({ status: 'CLOSED', amount: '5', stake: '0.5' });
    expect(Number(balance)).toBe(Number(expected));
  });

  it('refuses to start without its float', () => {
    expect(() => spin(straight17, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = spin(straight17, [on(3)]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(rouletteGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(rouletteGame, round, { kind: 'act', action: 'spin', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(rouletteGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<RouletteParams, RouletteOutcome, RouletteState> = {
      ...newRoundSnapshot(rouletteGame, straight17, '1'),
      status: 'open',
      outcome: { number: 3 },
      state: { number: 3, multiplier: '0' },
    };
    expect(() => advanceRound(rouletteGame, open, { kind: 'act', action: 'spin', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(rouletteGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('rouletteGame.describeOutcome', () => {
  it('says the number, its colour and the chips it returned, in the player’s language', () => {
    const describe = rouletteGame.describeOutcome!;
    expect(describe({ number: 31 }, example, 'en')).toBe('31 black (93×)');
    expect(describe({ number: 31 }, example, 'pt')).toBe('31 preto (93×)');
    expect(describe({ number: 31 }, example, 'es')).toBe('31 negro (93×)');
    expect(describe({ number: 0 }, example, 'en')).toBe('0 green (0×)');
    expect(describe({ number: 3 }, example, 'pt')).toBe('3 vermelho (10×)');
    expect(describe({ number: 36 }, { bets: [{ type: 'straight', numbers: [36], chips: 200 }] }, 'pt')).toBe('36 vermelho (7.200×)');
    expect(describe({ number: 36 }, { bets: [{ type: 'straight', numbers: [36], chips: 200 }] }, 'en')).toBe('36 red (7,200×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = spin(example, [on(25)], '0.5');
    expect(rouletteGame.describeOutcome!(round.outcome as RouletteOutcome, example, 'es')).toBe('25 rojo (22×)');
  });
});

describe('rouletteStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(rouletteGame.strings).toBe(rouletteStrings);
    const keys = Object.keys(rouletteStrings.en).sort();
    for (const table of Object.values(rouletteStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('fills the same placeholders in every language', () => {
    const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(rouletteStrings.en) as (keyof typeof rouletteStrings.en)[]) {
      expect([key, holes(rouletteStrings.pt[key])]).toEqual([key, holes(rouletteStrings.en[key])]);
      expect([key, holes(rouletteStrings.es[key])]).toEqual([key, holes(rouletteStrings.en[key])]);
    }
  });
});
