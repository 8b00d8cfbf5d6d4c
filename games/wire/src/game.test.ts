import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { wireGame } from './game';
import type { WireParams, WireResult } from './rules';
import { wireStrings } from './strings';

/** The float of the first word of value `u` of the first two bytes. */
const u = (value: number) => (value * 65_536) / 2 ** 32;

/** Sends a wire batch of `stake` per current on `floats`, through the seam. */
function send(params: WireParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(wireGame, newRoundSnapshot(wireGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });
const medium3: WireParams = { risk: 'medium', currents: 3 };
/** RULES.md's worked example: terminals 7, 5 and 3 of the medium table. */
const EXAMPLE = [u(65_232), u(55_768), u(5_402)];

describe('wireGame', () => {
  it('declares an instant batch game with one float per current, free bets, no actions and no cashout', () => {
    expect(wireGame.key).toBe('wire');
    expect(wireGame.lifecycle).toBe('instant-batch');
    expect(wireGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(wireGame, medium3, '1').exclusive).toBe(false);
    expect(wireGame.actions).toBeUndefined();
    expect(wireGame.cashout).toBeUndefined();
    expect(wireGame.floatCount(medium3)).toBe(3);
    expect(wireGame.floatCount({ risk: 'high', currents: 100 })).toBe(100);
  });

  it('debits amount × currents once, then credits amount × the batch total once', () => {
    const { round, intents } = send(medium3, EXAMPLE);
    expect(intents).toEqual([
      { kind: 'debit', amount: '3', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '12.44' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: medium3,
      outcome: { terminals: [7, 5, 3], multipliers: ['10', '1.22', '1.22'], total: '12.44' },
      state: { terminals: [7, 5, 3], multipliers: ['10', '1.22', '1.22'], total: '12.44' },
      stake: '1',
      wagered: '3',
      multiplier: '12.44',
      payout: '12.44',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × total, rounded down to 10 places, and debits stake × currents exactly', () => {
    const stake = '0.3333333333';
    // Three centre currents at low risk: 3 × 0.7 = 2.1; 0.3333333333 × 2.1 = 0.69999999993.
    const { round, intents } = send({ risk: 'low', currents: 3 }, [0.5, 0.5, 0.5], stake);
    expect(payoutOf(stake, '2.1').toFixed()).toBe('0.6999999999');
    expect(intents).toEqual([
      { kind: 'debit', amount: '0.9999999999', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.6999999999' },
    ]);
    expect(round).toMatchObject({ multiplier: '2.1', payout: '0.6999999999', wagered: '0.9999999999' });
  });

  it('pays the top multiplier on a high-risk edge: 500× per current', () => {
    const { round, intents } = send({ risk: 'high', currents: 2 }, [0, u(65_535)], '2');
    expect(round).toMatchObject({ outcome: { terminals: [0, 8] }, multiplier: '1000', payout: '2000', wagered: '4' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '2000' });
  });

  it('closes on its one debit when the payout rounds down to 0: a loss, no credit', () => {
    // 0.0000000001 × 0.2 = 0.00000000002, which the 10 places of the wire round down to 0.
    const { round, intents } = send({ risk: 'high', currents: 1 }, [0.5], '0.0000000001');
    expect(intents).toEqual([{ kind: 'debit', amount: '0.0000000001', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0.2', payout: '0' });
  });

  it('plays a free bet of one current: a debit of 0, the whole win paid', () => {
    const { round, intents } = send({ risk: 'medium', currents: 1 }, [u(65_232)], '0.5', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '5' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '10', payout: '5' });
  });

  it('refuses a free bet of more than one current (FREE_BET_ONE_STAKE) before any rule runs', () => {
    expect(() => send(medium3, EXAMPLE, '0.5', true)).toThrow(code('FREE_BET_ONE_STAKE'));
    expect(() => send(medium3, [], '0.5', true)).toThrow(expect.objectContaining({ code: 'FREE_BET_ONE_STAKE', details: { stake: '0.5', wager: '1.5' } }));
  });

  it('refuses to start without a float per current', () => {
    expect(() => send(medium3, EXAMPLE.slice(0, 2))).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = send(medium3, EXAMPLE);
    expect(() => advanceRound(wireGame, round, { kind: 'start', floats: EXAMPLE })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(wireGame, round, { kind: 'act', action: 'send', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(wireGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<WireParams, WireResult, WireResult> = { ...newRoundSnapshot(wireGame, medium3, '1'), status: 'open' };
    expect(() => advanceRound(wireGame, open, { kind: 'act', action: 'send', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(wireGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('wire in the browser demo', () => {
  it('plays a batch: the demo balance moves by exactly the debit and the credit, and the round verifies', async () => {
    const play = demoPlay(wireGame, { openingBalance: '1000' });
    const placed = await play.placeBet('wire', '0.3333333333', { risk: 'high', currents: 7 });
    const { round } = placed;
    expect(round.status).toBe('CLOSED');
    expect(round.amount).toBe('2.3333333331');
    expect(round.payout).toBe(payoutOf('0.3333333333', round.state.total).toFixed());
    expect(placed.balance).toBe(payoutOf('0.3333333333', round.state.total).plus('1000').minus('2.3333333331').toFixed());
    await play.rotateSeed(null);
    expect(await verifyRound(wireGame, (await play.proof(round.id))!)).toBe('verified');
  });

  it('refuses bad params and a batch the balance cannot cover, changing nothing', async () => {
    const play = demoPlay(wireGame, { openingBalance: '10' });
    await expect(play.placeBet('wire', '1', { risk: 'high', currents: 101 })).rejects.toThrow();
    await expect(play.placeBet('wire', '1', { risk: 'extreme', currents: 1 })).rejects.toThrow();
    await expect(play.placeBet('wire', '1', { risk: 'high', currents: 11 })).rejects.toThrow(/Not enough demo balance/);
    expect((await play.fairness()).nonce).toBe(0);
  });
});

describe('wireGame.describeOutcome', () => {
  const describeOutcome = wireGame.describeOutcome!;
  /** A result with these terminals (multipliers are not read). */
  const reached = (terminals: number[], total: string): WireResult => ({ terminals, multipliers: [], total });

  it('lists the terminals and the batch’s total multiplier, in the player’s language', () => {
    expect(describeOutcome(reached([7, 5, 3], '12.44'), medium3, 'en')).toBe('currents reached terminals 7, 5, and 3 (total 12.44×)');
    expect(describeOutcome(reached([7, 5, 3], '12.44'), medium3, 'pt')).toBe('as correntes chegaram aos terminais 7, 5 e 3 (total 12,44×)');
    expect(describeOutcome(reached([7, 5, 3], '12.44'), medium3, 'es')).toBe('las corrientes llegaron a los terminales 7, 5 y 3 (total 12,44×)');
  });

  it('says one current in the singular', () => {
    expect(describeOutcome(reached([0], '500'), { risk: 'high', currents: 1 }, 'en')).toBe('current reached terminal 0 (500×)');
    expect(describeOutcome(reached([4], '0.2'), { risk: 'high', currents: 1 }, 'pt')).toBe('a corrente chegou ao terminal 4 (0,2×)');
    expect(describeOutcome(reached([8], '1.62'), { risk: 'high', currents: 1 }, 'es')).toBe('la corriente llegó al terminal 8 (1,62×)');
  });

  it('keeps a big batch short: the first five terminals, then how many more', () => {
    const terminals = Array.from({ length: 100 }, (_, i) => i % 9);
    const params: WireParams = { risk: 'low', currents: 100 };
    expect(describeOutcome(reached(terminals, '1234.5'), params, 'en')).toBe('currents reached terminals 0, 1, 2, 3, 4, and 95 more (total 1,234.5×)');
    expect(describeOutcome(reached(terminals, '1234.5'), params, 'pt')).toBe('as correntes chegaram aos terminais 0, 1, 2, 3, 4 e mais 95 (total 1.234,5×)');
    expect(describeOutcome(reached(terminals.slice(0, 6), '6'), params, 'en')).toBe('currents reached terminals 0, 1, 2, 3, 4, and 5 (total 6×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = send(medium3, EXAMPLE);
    expect(describeOutcome(round.outcome!, round.params, 'en')).toBe('currents reached terminals 7, 5, and 3 (total 12.44×)');
  });
});

describe('wireStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(wireGame.strings).toBe(wireStrings);
    const keys = Object.keys(wireStrings.en).sort();
    for (const table of Object.values(wireStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
