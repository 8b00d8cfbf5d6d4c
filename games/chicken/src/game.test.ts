import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { chickenGame } from './game';
import { chickenMultiplier } from './multiplier';
import { CHICKEN_DIFFICULTIES, DANGER, laneCount, type ChickenDifficulty } from './road';
import { crossParamsSchema, type ChickenOutcome, type ChickenParams, type ChickenState } from './rules';
import { outcomeStrings } from './outcome-strings';
import { chickenStrings } from './strings';

type ChickenRound = RoundSnapshot<ChickenParams, ChickenOutcome, ChickenState>;

/** Floats that put cars in exactly `cars` (0-based lanes) of a road of this difficulty: 0 is always a car, 0.999 never. */
const floatsFor = (difficulty: ChickenDifficulty, cars: readonly number[]) =>
  Array.from({ length: laneCount(difficulty) }, (_, lane) => (cars.includes(lane) ? 0 : 0.999));

/** Starts a round of `stake` whose cars are exactly `cars`. */
function startWith(difficulty: ChickenDifficulty, cars: readonly number[], stake = '1', freeBet = false): ChickenRound {
  const fresh = newRoundSnapshot(chickenGame, { difficulty }, stake, { freeBet });
  const { round, intents } = advanceRound(chickenGame, fresh, { kind: 'start', floats: floatsFor(difficulty, cars) });
  expect(round.outcome!.cars).toEqual(cars);
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const cross = (round: ChickenRound, lane: unknown) => advanceRound(chickenGame, round, { kind: 'act', action: 'cross', params: { lane } });
const cashout = (round: ChickenRound) => advanceRound(chickenGame, round, { kind: 'cashout' });

/** Crosses lanes 0 … count − 1, each leaving the round open with no money moved. */
function crossSafely(round: ChickenRound, count: number): ChickenRound {
  for (let lane = round.state!.crossed; lane < count; lane++) {
    const next = cross(round, lane);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

/** What the rule itself is handed for `round`, to call it without the seam. */
const context = (round: ChickenRound): RoundContext<ChickenParams, ChickenOutcome, ChickenState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('chickenGame start', () => {
  it('declares a multi-round game drawing one float per lane, with cross and cashout', () => {
    expect(chickenGame.key).toBe('chicken');
    expect(chickenGame.catalog.route).toBe('chicken');
    expect(newRoundSnapshot(chickenGame, { difficulty: 'easy' as const }, '1').exclusive).toBe(true);
    expect(Object.keys(chickenGame.actions ?? {})).toEqual(['cross']);
    expect(chickenGame.actions?.cross?.params).toBe(crossParamsSchema);
    expect(chickenGame.cashout).toBeTypeOf('function');
    // The seam's default settles a round left open: no rule of chicken owes more (RULES.md).
    expect(chickenGame.expire).toBeUndefined();
    expect(CHICKEN_DIFFICULTIES.map((difficulty) => chickenGame.floatCount({ difficulty }))).toEqual([24, 22, 20, 15]);
  });

  it('hides the cars and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const floats = Array.from({ length: 22 }, (_, j) => (j === 7 ? 0.1 : 0.5));
    const { round, intents } = advanceRound(chickenGame, newRoundSnapshot(chickenGame, { difficulty: 'medium' }, '1'), { kind: 'start', floats });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    // Lane 7 (n = 18): floor(0.1 × 18) = 1 < 3. Lanes 20 and 21 (n = 5, 4): floor(0.5 × n) = 2 < 3; lane 19 (n = 6) is 3.
    expect(round).toEqual({
      status: 'open',
      params: { difficulty: 'medium' },
      outcome: { cars: [7, 20, 21] },
      state: { difficulty: 'medium', crossed: 0, hit: null },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    const round = startWith('easy', []);
    expect(() => advanceRound(chickenGame, round, { kind: 'start', floats: Array(24).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('chickenGame cross', () => {
  it('pays more with each lane and loses to a car', () => {
    const start = startWith('medium', [2, 10]);
    const first = cross(start, 0);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { difficulty: 'medium', crossed: 1, hit: null }, multiplier: '1.125' });
    const second = cross(first.round, 1);
    expect(second.round).toEqual({ ...start, state: { difficulty: 'medium', crossed: 2, hit: null }, multiplier: '1.2857' });
    const hit = cross(second.round, 2);
    expect(hit.intents).toEqual([{ kind: 'close' }]);
    expect(hit.round).toEqual({ ...start, status: 'closed', state: { difficulty: 'medium', crossed: 2, hit: 2 }, multiplier: '0', payout: '0' });
  });

  it('wins by itself on the far side: the last lane pays the whole road', () => {
    const round = crossSafely(startWith('hardcore', [], '2.5'), 14);
    expect(round.multiplier).toBe('294188.4');
    const last = cross(round, 14);
    // 2.5 × 3236072.4, exact.
    expect(last.intents).toEqual([{ kind: 'credit', amount: '8090181' }]);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { difficulty: 'hardcore', crossed: 15, hit: null }, multiplier: '3236072.4', payout: '8090181' });
  });

  it('refuses a lane already crossed, a lane out of order and a lane past the road, changing nothing', () => {
    const round = crossSafely(startWith('hardcore', [9]), 2);
    const before = structuredClone(round);
    expect(() => cross(round, 1)).toThrow(code('ALREADY_REVEALED'));
    expect(() => cross(round, 3)).toThrow(code('INVALID_ACTION'));
    expect(() => cross(round, 15)).toThrow(code('INVALID_ACTION'));
    expect(round).toEqual(before);
    // A retried request for the lane just crossed never crosses a second one.
    const once = cross(round, 2).round;
    expect(() => cross(once, 2)).toThrow(code('ALREADY_REVEALED'));
  });

  it('refuses unknown actions and bad params', () => {
    const round = startWith('easy', []);
    expect(() => advanceRound(chickenGame, round, { kind: 'act', action: 'jump', params: { lane: 0 } })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(chickenGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ lane: 24 }, { lane: -1 }, { lane: 0.5 }, { lane: '0' }, {}, null, { lane: 0, extra: true }]) {
      expect(() => advanceRound(chickenGame, round, { kind: 'act', action: 'cross', params: bad })).toThrow(code('INVALID_ACTION'));
    }
  });

  it('refuses every move once the round is over', () => {
    const lost = cross(startWith('easy', [0]), 0).round;
    expect(lost.status).toBe('closed');
    expect(() => cross(lost, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => chickenGame.actions!.cross!.play(context(lost), { lane: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => chickenGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = cross(crossSafely(startWith('hardcore', []), 14), 14).round;
    expect(won.status).toBe('closed');
    expect(() => chickenGame.actions!.cross!.play(context(won), { lane: 15 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => chickenGame.cashout!(context(won))).toThrow(GameRuleError);
  });
});

describe('chickenGame cashout', () => {
  it('is not allowed before the first lane', () => {
    expect(() => cashout(startWith('easy', []))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = crossSafely(startWith('hard', [3], stake), 3);
    expect(round.multiplier).toBe('1.9973');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 1.9973 = 0.24658024686673: rounded down to 10 places.
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2465802468' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '1.9973', payout: '0.2465802468' });
  });

  it('pays the table’s multiplier at every lane of every road: the most a round can win at each step', () => {
    for (const difficulty of CHICKEN_DIFFICULTIES) {
      const lanes = laneCount(difficulty);
      let round = startWith(difficulty, [], '3');
      for (let k = 1; k <= lanes; k++) {
        const step = cross(round, k - 1);
        const multiplier = chickenMultiplier(difficulty, k);
        expect(step.round.multiplier).toBe(multiplier);
        const paid = k === lanes ? step : cashout(step.round);
        expect(paid.round.status).toBe('closed');
        expect(paid.intents).toEqual([{ kind: 'credit', amount: payoutOf('3', multiplier).toFixed() }]);
        round = step.round;
      }
      expect(round.status).toBe('closed');
      expect(DANGER[difficulty]).toBe(25 - lanes);
    }
  });
});

describe('a free bet through the seam', () => {
  it('debits nothing, and a cashout pays the grant’s stake × the multiplier in full', () => {
    const round = crossSafely(startWith('medium', [5], '2', true), 3);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '1.4785' });
    expect(cashout(round).intents).toEqual([{ kind: 'credit', amount: '2.957' }]);
  });

  it('closes a lost free bet with no credit', () => {
    const round = crossSafely(startWith('medium', [1], '2', true), 1);
    expect(cross(round, 1).intents).toEqual([{ kind: 'close' }]);
  });
});

describe('a round left open for a day (the expire move)', () => {
  it('is cashed out at the current multiplier once a lane was crossed', () => {
    const round = crossSafely(startWith('easy', [9], '4'), 5);
    const { round: settled, intents } = advanceRound(chickenGame, round, { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: payoutOf('4', '1.2375').toFixed() }]);
    expect(settled).toMatchObject({ status: 'closed', multiplier: '1.2375', payout: '4.95' });
  });

  it('is closed as a loss with no lane crossed', () => {
    const { round, intents } = advanceRound(chickenGame, startWith('easy', []), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
  });
});

describe('chickenGame.describeOutcome', () => {
  const describeCars = chickenGame.describeOutcome!;

  it('lists the lanes with a car as the board numbers them (from 1), in the player’s language', () => {
    expect(describeCars({ cars: [7, 18, 20] }, { difficulty: 'medium' }, 'en')).toBe('cars in lanes 8, 19, and 21');
    expect(describeCars({ cars: [7, 18, 20] }, { difficulty: 'medium' }, 'pt')).toBe('carros nas faixas 8, 19 e 21');
    expect(describeCars({ cars: [7, 18, 20] }, { difficulty: 'medium' }, 'es')).toBe('coches en los carriles 8, 19 y 21');
    expect(describeCars({ cars: [23] }, { difficulty: 'easy' }, 'en')).toBe('car in lane 24');
    expect(describeCars({ cars: [] }, { difficulty: 'easy' }, 'pt')).toBe('nenhum carro na estrada');
  });
});

describe('chickenStrings', () => {
  it('speaks every language with the same keys, none empty, and with the same placeholders; the game declares them with the outcome’s', () => {
    for (const tables of [chickenStrings, outcomeStrings]) {
      const keys = Object.keys(tables.en);
      for (const table of Object.values(tables)) {
        expect(Object.keys(table)).toEqual(keys);
        for (const key of keys) {
          const text = (table as Record<string, string>)[key]!;
          expect(text.trim()).not.toBe('');
          const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
          expect(holes(text)).toEqual(holes((tables.en as Record<string, string>)[key]!));
        }
      }
    }
    for (const lang of ['en', 'pt', 'es'] as const) expect(chickenGame.strings[lang]).toEqual({ ...chickenStrings[lang], ...outcomeStrings[lang] });
  });
});
