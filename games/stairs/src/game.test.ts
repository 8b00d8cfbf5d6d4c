import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { stairsGame } from './game';
import { stairsPlaybook } from './playbook';
import { climbParamsSchema, type StairsOutcome, type StairsParams, type StairsState } from './rules';
import { stairsStrings } from './strings';

type StairsRound = RoundSnapshot<StairsParams, StairsOutcome, StairsState>;

/** Starts a round of `stake` whose first rolls are `rolls` (the rest 99.99), choosing floats that give them. */
function startWith(rolls: readonly number[], stake = '1', freeBet = false): StairsRound {
  const all = Array.from({ length: 24 }, (_, i) => rolls[i] ?? 99.99);
  // The float in the middle of the roll's hundredth.
  const floats = all.map((roll) => (Math.round(roll * 100) + 0.5) / 10_000);
  const { round, intents } = advanceRound(stairsGame, newRoundSnapshot(stairsGame, {}, stake, { freeBet }), { kind: 'start', floats });
  expect(round.outcome!.rolls).toEqual(all);
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const climb = (round: StairsRound, stairs: unknown) => advanceRound(stairsGame, round, { kind: 'act', action: 'climb', params: { stairs } });
const cashout = (round: StairsRound) => advanceRound(stairsGame, round, { kind: 'cashout' });
const expire = (round: StairsRound) => advanceRound(stairsGame, round, { kind: 'expire' });

/** Climbs `lengths` one by one, each leaving the round open with no money moved. */
function climbAll(round: StairsRound, lengths: readonly number[]): StairsRound {
  for (const stairs of lengths) {
    const next = climb(round, stairs);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: StairsRound): RoundContext<StairsParams, StairsOutcome, StairsState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('stairsGame start', () => {
  it('declares a multi-round game drawing 24 floats, with climb and cashout', () => {
    expect(stairsGame.key).toBe('stairs');
    expect(stairsGame.catalog.route).toBe('stairs');
    expect(newRoundSnapshot(stairsGame, {}, '1').exclusive).toBe(true);
    expect(Object.keys(stairsGame.actions ?? {})).toEqual(['climb']);
    expect(stairsGame.actions?.climb?.params).toBe(climbParamsSchema);
    expect(stairsGame.expire).toBeUndefined();
    expect(stairsGame.floatCount({})).toBe(24);
  });

  it('keeps the rolls hidden and opens at the bottom with nothing to cash out', () => {
    const { round, intents } = advanceRound(stairsGame, newRoundSnapshot(stairsGame, {}, '1'), { kind: 'start', floats: Array<number>(24).fill(0.5) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open', params: {}, outcome: { rolls: Array<number>(24).fill(50) }, state: { stair: 0, climbs: [], fell: false },
      stake: '1', wagered: '1', multiplier: '0', payout: '0', exclusive: true, freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(stairsGame, startWith([]), { kind: 'start', floats: Array<number>(24).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('stairsGame climb', () => {
  it('plays RULES.md’s example: a stride, a step and a leap, then a fall on a step', () => {
    const start = startWith([43.95, 61.48, 9.01, 96.72]);
    const first = climb(start, 2);
    expect(first.round).toEqual({ ...start, state: { stair: 2, climbs: [{ stairs: 2, roll: 43.95 }], fell: false }, multiplier: '1.98' });
    const third = climbAll(first.round, [1, 3]);
    expect(third.state).toEqual({ stair: 6, climbs: [{ stairs: 2, roll: 43.95 }, { stairs: 1, roll: 61.48 }, { stairs: 3, roll: 9.01 }], fell: false });
    expect(third.multiplier).toBe('9.0514');
    const fall = climb(third, 1);
    expect(fall.intents).toEqual([{ kind: 'close' }]);
    expect(fall.round).toEqual({ ...third, status: 'closed', state: { ...third.state!, climbs: [...third.state!.climbs, { stairs: 1, roll: 96.72 }], fell: true }, multiplier: '0', payout: '0' });
    expect(cashout(third).round).toMatchObject({ status: 'closed', payout: '9.0514' });
  });

  it('takes the mark as a strict bound: 87.5 is a fall for a step, 87.49 is not', () => {
    expect(climb(startWith([87.49]), 1).round.status).toBe('open');
    expect(climb(startWith([87.5]), 1).round.status).toBe('closed');
    expect(climb(startWith([49.99]), 2).round.status).toBe('open');
    expect(climb(startWith([50]), 2).round.status).toBe('closed');
    expect(climb(startWith([24.99]), 3).round.status).toBe('open');
    expect(climb(startWith([25]), 3).round.status).toBe('closed');
  });

  it('wins by itself on the top stair: eight leaps pay 64,880.64×', () => {
    const round = climbAll(startWith(Array<number>(8).fill(0), '0.5'), [3, 3, 3, 3, 3, 3, 3]);
    expect(round.state!.stair).toBe(21);
    const top = climb(round, 3);
    expect(top.round).toMatchObject({ status: 'closed', multiplier: '64880.64', payout: '32440.32', state: { stair: 24, fell: false } });
    expect(top.intents).toEqual([{ kind: 'credit', amount: '32440.32' }]);
  });

  it('refuses a climb past the top and bad params, changing nothing', () => {
    const round = climbAll(startWith(Array<number>(10).fill(0)), [3, 3, 3, 3, 3, 3, 3, 1]);
    expect(round.state!.stair).toBe(22);
    const before = structuredClone(round);
    expect(() => climb(round, 3)).toThrow(code('INVALID_ACTION'));
    expect(() => stairsGame.actions!.climb!.play(context(round), { stairs: 3 })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(stairsGame, round, { kind: 'act', action: 'jump', params: { stairs: 1 } })).toThrow(code('INVALID_ACTION'));
    for (const bad of [0, 4, 1.5, '1', null]) expect(() => climb(round, bad)).toThrow(code('INVALID_ACTION'));
    expect(round).toEqual(before);
    expect(climb(round, 2).round).toMatchObject({ status: 'closed', state: { stair: 24 } });
  });

  it('refuses every move once the round is over', () => {
    const fell = climb(startWith([99]), 1).round;
    expect(() => climb(fell, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(fell)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => stairsGame.actions!.climb!.play(context(fell), { stairs: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => stairsGame.cashout!(context(fell))).toThrow(code('ROUND_NOT_OPEN'));
    const top = climbAll(startWith(Array<number>(8).fill(0)), [3, 3, 3, 3, 3, 3, 3]);
    const done = climb(top, 3).round;
    expect(() => climb(done, 1)).toThrow(GameRuleError);
    expect(() => stairsGame.cashout!(context(done))).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('stairsGame cashout', () => {
  it('is not allowed before the first climb', () => {
    expect(() => cashout(startWith([]))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567901';
    const round = climbAll(startWith([10, 10, 10]), [1, 1, 1]);
    expect(round.multiplier).toBe('1.4777');
    // 0.1234567901 × 1.4777 = 0.18243209873077: rounded down to 10 places.
    expect(payoutOf(stake, '1.4777').toFixed()).toBe('0.1824320987');
    const { round: cashed, intents } = cashout({ ...round, stake, wagered: stake });
    expect(intents).toEqual([{ kind: 'credit', amount: '0.1824320987' }]);
    expect(cashed).toMatchObject({ status: 'closed', multiplier: '1.4777', payout: '0.1824320987' });
  });

  it('pays a free bet’s full stake × multiplier, having debited nothing', () => {
    const round = climbAll(startWith([1, 1], '2', true), [3, 2]);
    const { round: cashed, intents } = cashout(round);
    expect(cashed).toMatchObject({ status: 'closed', freeBet: true, wagered: '0', multiplier: '7.92', payout: '15.84' });
    expect(intents).toEqual([{ kind: 'credit', amount: '15.84' }]);
  });
});

describe('stairsGame timeout', () => {
  it('cashes a round left open out once it has climbed, and closes one that has not as lost', () => {
    const { round, intents } = expire(climbAll(startWith([1], '3'), [2]));
    expect(round).toMatchObject({ status: 'closed', multiplier: '1.98', payout: '5.94' });
    expect(intents).toEqual([{ kind: 'credit', amount: '5.94' }]);
    const idle = expire(startWith([]));
    expect(idle.round).toMatchObject({ status: 'closed', payout: '0', state: { stair: 0, climbs: [] } });
    expect(idle.intents).toEqual([{ kind: 'close' }]);
  });
});

describe('stairsPlaybook', () => {
  const playOut = (round: StairsRound) => {
    while (round.status === 'open') {
      const move = stairsPlaybook.next(round.state!, stairsPlaybook.params);
      round = advanceRound(stairsGame, round, { kind: 'act', action: move.action, params: move.params }).round;
    }
    return round;
  };

  it('strides to the top when every roll allows', () => {
    expect(stairsPlaybook.params).toEqual({});
    const round = playOut(startWith(Array<number>(12).fill(10)));
    expect(round).toMatchObject({ status: 'closed', multiplier: '4055.04', state: { stair: 24 } });
    expect(round.state!.climbs.every((c) => c.stairs === 2)).toBe(true);
  });

  it('falls on the first stride whose roll is 50 or more, and steps when one stair is left', () => {
    expect(playOut(startWith([10, 60]))).toMatchObject({ status: 'closed', payout: '0', state: { stair: 2, fell: true } });
    expect(stairsPlaybook.next({ stair: 23, climbs: [], fell: false }, {})).toEqual({ action: 'climb', params: { stairs: 1 } });
  });
});

describe('stairsGame.describeOutcome', () => {
  it('lists the 24 rolls in the player’s number format', () => {
    const rolls = [43.95, 61.48, 9.01, 96.72, ...Array<number>(20).fill(50)];
    const tail = Array<string>(20).fill('50.00').join(' · ');
    expect(stairsGame.describeOutcome!({ rolls }, {}, 'en')).toBe(`rolls of climbs 1 to 24: 43.95 · 61.48 · 9.01 · 96.72 · ${tail}`);
    expect(stairsGame.describeOutcome!({ rolls }, {}, 'pt')).toBe(`resultados das subidas 1 a 24: 43,95 · 61,48 · 9,01 · 96,72 · ${tail.replaceAll('.', ',')}`);
  });
});

describe('stairsStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(stairsGame.strings).toBe(stairsStrings);
    const keys = Object.keys(stairsStrings.en);
    for (const table of Object.values(stairsStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
