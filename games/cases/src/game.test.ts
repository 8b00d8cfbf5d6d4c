import { advanceRound, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { CASE_VALUES } from './board';
import { casesGame } from './game';
import { openParamsSchema, type CasesOutcome, type CasesParams, type CasesState } from './rules';
import { casesStrings } from './strings';

type CasesRound = RoundSnapshot<CasesParams, CasesOutcome, CasesState>;

/** RULES.md's worked example: case 1 holds 0.1×, case 2 0×, … case 12 0×. */
const EXAMPLE = ['0.1', '0', '0.01', '6', '0.2', '0.02', '1.5', '0.05', '0.5', '1', '2.5', '0'];

/** Floats that deal `layout` (values by case), each from the middle of its index's interval. */
function floatsFor(layout: readonly string[]): number[] {
  const left: string[] = [...CASE_VALUES];
  return layout.slice(0, 11).map((value, i) => {
    const index = left.indexOf(value);
    left.splice(index, 1);
    return (index + 0.5) / (12 - i);
  });
}

/** Starts a round of `stake` keeping case `pick` (0-based), dealt as `layout`. */
function startWith(layout: readonly string[], pick: number, stake = '1', freeBet = false): CasesRound {
  const { round, intents } = advanceRound(casesGame, newRoundSnapshot(casesGame, { pick }, stake, { freeBet }), { kind: 'start', floats: floatsFor(layout) });
  expect(round.outcome!.cases).toEqual(layout);
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const open = (round: CasesRound, index: unknown) => advanceRound(casesGame, round, { kind: 'act', action: 'open', params: { case: index } });
const cashout = (round: CasesRound) => advanceRound(casesGame, round, { kind: 'cashout' });
const expire = (round: CasesRound) => advanceRound(casesGame, round, { kind: 'expire' });

/** Opens `cases` (0-based) one by one, each leaving the round open with no money moved. */
function openAll(round: CasesRound, cases: readonly number[]): CasesRound {
  for (const index of cases) {
    const next = open(round, index);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: CasesRound): RoundContext<CasesParams, CasesOutcome, CasesState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('casesGame start', () => {
  it('declares a multi-round game reading 11 floats, with open and cashout', () => {
    expect(casesGame.key).toBe('cases');
    expect(casesGame.catalog.key).toBe('cases');
    expect(newRoundSnapshot(casesGame, { pick: 0 }, '1').exclusive).toBe(true);
    expect(Object.keys(casesGame.actions ?? {})).toEqual(['open']);
    expect(casesGame.actions?.open?.params).toBe(openParamsSchema);
    expect(casesGame.cashout).toBeTypeOf('function');
    expect(casesGame.floatCount({ pick: 4 })).toBe(11);
  });

  it('hides the values and opens with no offer yet: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(casesGame, newRoundSnapshot(casesGame, { pick: 6 }, '1'), { kind: 'start', floats: new Array(11).fill(0) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { pick: 6 },
      outcome: { cases: [...CASE_VALUES] },
      state: { pick: 6, opened: [] },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(casesGame, startWith(EXAMPLE, 6), { kind: 'start', floats: floatsFor(EXAMPLE) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('casesGame open', () => {
  it('plays RULES.md’s example: the offer follows the mean of the closed cases, floored', () => {
    const start = startWith(EXAMPLE, 6);
    const first = open(start, 0);
    expect(first.round).toEqual({ ...start, state: { pick: 6, opened: [{ case: 0, value: '0.1' }] }, multiplier: '1.0709' });
    const second = open(first.round, 1);
    expect(second.round.multiplier).toBe('1.178');
    const third = open(second.round, 3);
    expect(third.round).toEqual({ ...start, state: { pick: 6, opened: [{ case: 0, value: '0.1' }, { case: 1, value: '0' }, { case: 3, value: '6' }] }, multiplier: '0.6422' });
  });

  it('pays the player’s case when the last other case is opened', () => {
    const round = openAll(startWith(EXAMPLE, 6, '2'), [0, 1, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(round.multiplier).toBe('0.75'); // 1.5 and 0 closed
    const last = open(round, 11);
    expect(last.round).toMatchObject({ status: 'closed', multiplier: '1.5', payout: '3' });
    expect(last.round.state!.opened).toHaveLength(11);
    expect(last.intents).toEqual([{ kind: 'credit', amount: '3' }]);
  });

  it('loses when the player’s case holds 0×: a close, no credit', () => {
    const round = openAll(startWith(EXAMPLE, 1), [0, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = open(round, 11);
    expect(last.round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
    expect(last.intents).toEqual([{ kind: 'close' }]);
  });

  it('refuses the player’s own case and a case already open', () => {
    const round = open(startWith(EXAMPLE, 6), 2).round;
    expect(() => open(round, 6)).toThrow(code('INVALID_ACTION'));
    expect(() => open(round, 2)).toThrow(code('ALREADY_REVEALED'));
  });

  it('refuses unknown actions and bad params, and a refused move changes nothing', () => {
    const round = startWith(EXAMPLE, 6);
    const before = structuredClone(round);
    expect(() => advanceRound(casesGame, round, { kind: 'act', action: 'swap', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ case: 12 }, { case: -1 }, { case: 1.5 }, { case: '1' }, {}, null, { case: 1, extra: true }]) {
      expect(() => advanceRound(casesGame, round, { kind: 'act', action: 'open', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const over = open(openAll(startWith(EXAMPLE, 6), [0, 1, 2, 3, 4, 5, 7, 8, 9, 10]), 11).round;
    expect(over.status).toBe('closed');
    expect(() => open(over, 0)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(over)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => casesGame.actions!.open!.play(context(over), { case: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => casesGame.cashout!(context(over))).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => casesGame.expire!(context(over))).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('leaves the given state untouched', () => {
    const round = startWith(EXAMPLE, 6);
    open(round, 1);
    expect(round.state).toEqual({ pick: 6, opened: [] });
  });
});

describe('casesGame cashout', () => {
  it('is not allowed before the first case', () => {
    expect(() => cashout(startWith(EXAMPLE, 6))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the offer, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = openAll(startWith(EXAMPLE, 6, stake), [0]);
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 1.0709 = 0.13220987651809: rounded down to 10 places.
    expect(payoutOf(stake, '1.0709').toFixed()).toBe('0.1322098765');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.1322098765' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '1.0709', payout: '0.1322098765' });
  });

  it('is not allowed while every closed case holds 0×: the last case must be opened', () => {
    // Cases 1 and 12 hold the two 0s; keep case 1 and open everything else but case 12.
    const layout = ['0', '0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '1.5', '2.5', '6', '0'];
    const round = openAll(startWith(layout, 0), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(round.multiplier).toBe('0');
    expect(() => cashout(round)).toThrow(code('CASHOUT_NOT_ALLOWED'));
    expect(open(round, 11).intents).toEqual([{ kind: 'close' }]);
  });
});

describe('casesGame expire (a round left 24 hours)', () => {
  it('pays the standing offer: 0.99× before any case is opened', () => {
    const { round, intents } = expire(startWith(EXAMPLE, 6, '2'));
    expect(round).toMatchObject({ status: 'closed', multiplier: '0.99', payout: '1.98' });
    expect(intents).toEqual([{ kind: 'credit', amount: '1.98' }]);
  });

  it('pays the offer after some cases, and nothing when every closed case holds 0×', () => {
    expect(expire(openAll(startWith(EXAMPLE, 6), [0, 1, 3])).round).toMatchObject({ status: 'closed', multiplier: '0.6422', payout: '0.6422' });
    const layout = ['0', '0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '1.5', '2.5', '6', '0'];
    const zeros = expire(openAll(startWith(layout, 0), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(zeros.round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
    expect(zeros.intents).toEqual([{ kind: 'close' }]);
  });
});

describe('casesGame free bet', () => {
  it('places for 0, and a cashout pays the grant’s stake × the offer in full', () => {
    const round = openAll(startWith(EXAMPLE, 6, '2', true), [1]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '1.08' });
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '2.16' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '2.16', freeBet: true });
  });
});

describe('casesGame.describeOutcome', () => {
  const describe = casesGame.describeOutcome!;

  it('names the player’s case and every case’s value, in the player’s language', () => {
    expect(describe({ cases: EXAMPLE }, { pick: 6 }, 'en')).toBe('your case 7 held 1.5×; cases 1–12: 0.1×, 0×, 0.01×, 6×, 0.2×, 0.02×, 1.5×, 0.05×, 0.5×, 1×, 2.5×, 0×');
    expect(describe({ cases: EXAMPLE }, { pick: 6 }, 'pt')).toBe('sua maleta 7 tinha 1,5×; maletas 1–12: 0,1×, 0×, 0,01×, 6×, 0,2×, 0,02×, 1,5×, 0,05×, 0,5×, 1×, 2,5×, 0×');
    expect(describe({ cases: EXAMPLE }, { pick: 0 }, 'es')).toMatch(/^tu maletín 1 tenía 0,1×; maletines 1–12: 0,1×, 0×, /);
  });
});

describe('casesStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(casesGame.strings).toBe(casesStrings);
    const keys = Object.keys(casesStrings.en);
    for (const table of Object.values(casesStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
