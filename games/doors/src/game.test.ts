import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { doorsGame } from './game';
import { doorsMultiplier } from './multiplier';
import { openParamsSchema, type DoorsOutcome, type DoorsParams, type DoorsState } from './rules';
import { doorsStrings } from './strings';

type DoorsRound = RoundSnapshot<DoorsParams, DoorsOutcome, DoorsState>;

/** Starts a round of `stake` with `doors` doors whose traps are exactly `traps` (level 1 first), choosing floats that draw them. */
function startWith(doors: number, traps: readonly number[], stake = '1', freeBet = false): DoorsRound {
  const floats = traps.map((trap) => (trap + 0.5) / doors);
  const { round, intents } = advanceRound(doorsGame, newRoundSnapshot(doorsGame, { doors }, stake, { freeBet }), { kind: 'start', floats });
  expect(round.outcome!.traps).toEqual(traps);
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const open = (round: DoorsRound, door: unknown) => advanceRound(doorsGame, round, { kind: 'act', action: 'open', params: { door } });
const cashout = (round: DoorsRound) => advanceRound(doorsGame, round, { kind: 'cashout' });

/** Opens `doors` level by level, each leaving the round open with no money moved. */
function openAll(round: DoorsRound, doors: readonly number[]): DoorsRound {
  for (const door of doors) {
    const next = open(round, door);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

/** What the rule itself is handed for `round`, to call it without the seam. */
const context = (round: DoorsRound): RoundContext<DoorsParams, DoorsOutcome, DoorsState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });
const TRAPS = [1, 2, 0, 2, 0, 0, 1, 2, 0, 0];

describe('doorsGame start', () => {
  it('declares a multi-round game drawing one float per level, with open and cashout', () => {
    expect(doorsGame.key).toBe('doors');
    expect(doorsGame.catalog.key).toBe('doors');
    expect(newRoundSnapshot(doorsGame, { doors: 3 }, '1').exclusive).toBe(true);
    expect(Object.keys(doorsGame.actions ?? {})).toEqual(['open']);
    expect(doorsGame.actions?.open?.params).toBe(openParamsSchema);
    expect(doorsGame.cashout).toBeTypeOf('function');
    expect(doorsGame.expire).toBeUndefined();
    for (const doors of [2, 3, 4, 5]) expect(doorsGame.floatCount({ doors })).toBe(10);
  });

  it('hides the traps and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(doorsGame, newRoundSnapshot(doorsGame, { doors: 4 }, '1'), { kind: 'start', floats: Array(10).fill(0.6) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { doors: 4 },
      outcome: { traps: Array(10).fill(2) },
      state: { doors: 4, opened: [], hit: null },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(doorsGame, startWith(3, TRAPS), { kind: 'start', floats: Array(10).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('doorsGame open', () => {
  it('pays more with each level passed and loses on the trap', () => {
    const start = startWith(3, TRAPS);
    const first = open(start, 0);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { doors: 3, opened: [0], hit: null }, multiplier: '1.485' });
    const second = open(first.round, 1);
    expect(second.round).toEqual({ ...start, state: { doors: 3, opened: [0, 1], hit: null }, multiplier: '2.2275' });
    const trapped = open(second.round, 0);
    expect(trapped.intents).toEqual([{ kind: 'close' }]);
    expect(trapped.round).toEqual({ ...start, status: 'closed', state: { doors: 3, opened: [0, 1], hit: 0 }, multiplier: '0', payout: '0' });
  });

  it('wins by itself when the tenth level is passed', () => {
    const round = openAll(startWith(2, Array(10).fill(1), '2.5'), Array(9).fill(0));
    expect(round.multiplier).toBe('506.88');
    const last = open(round, 0);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { doors: 2, opened: Array(10).fill(0), hit: null }, multiplier: '1013.76', payout: '2534.4' });
    expect(last.round.multiplier).toBe(doorsMultiplier(2, 10));
    expect(last.intents).toEqual([{ kind: 'credit', amount: '2534.4' }]);
  });

  it('refuses a door the level does not have, unknown actions and bad params, changing nothing', () => {
    const round = startWith(3, TRAPS);
    const before = structuredClone(round);
    expect(() => open(round, 3)).toThrow(code('INVALID_ACTION'));
    expect(() => open(round, 4)).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(doorsGame, round, { kind: 'act', action: 'kick', params: { door: 1 } })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(doorsGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ door: 5 }, { door: -1 }, { door: 1.5 }, { door: '1' }, {}, null, { door: 1, extra: true }]) {
      expect(() => advanceRound(doorsGame, round, { kind: 'act', action: 'open', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = open(startWith(3, TRAPS), 1).round;
    expect(lost.status).toBe('closed');
    expect(() => open(lost, 0)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => doorsGame.actions!.open!.play(context(lost), { door: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => doorsGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = open(openAll(startWith(5, Array(10).fill(4)), Array(9).fill(0)), 0).round;
    expect(won).toMatchObject({ status: 'closed', multiplier: '9.22', payout: '9.22' });
    expect(() => open(won, 0)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(won)).toThrow(GameRuleError);
    expect(() => doorsGame.actions!.open!.play(context(won), { door: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => doorsGame.cashout!(context(won))).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('leaves the given state untouched', () => {
    const round = startWith(3, TRAPS);
    open(round, 0);
    expect(round.state).toEqual({ doors: 3, opened: [], hit: null });
  });
});

describe('doorsGame cashout', () => {
  it('is not allowed before the first level', () => {
    expect(() => cashout(startWith(3, TRAPS))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = openAll(startWith(4, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], stake), [1, 2, 3]);
    expect(round.multiplier).toBe('2.3466');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 2.3466 = 0.28970370364866: rounded down to 10 places.
    expect(payoutOf(stake, '2.3466').toFixed()).toBe('0.2897037036');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2897037036' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '2.3466', payout: '0.2897037036' });
  });
});

describe('doorsGame free bet', () => {
  it('stakes nothing and pays the grant’s stake × the multiplier in full', () => {
    const round = openAll(startWith(2, Array(10).fill(0), '2', true), [1, 1]);
    expect(round).toMatchObject({ freeBet: true, stake: '2', wagered: '0', multiplier: '3.96' });
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '7.92' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '7.92' });
  });

  it('closes a lost free bet with nothing paid', () => {
    const { round, intents } = open(startWith(2, Array(10).fill(0), '2', true), 0);
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '0', freeBet: true });
  });
});

describe('doorsGame left open for 24 hours', () => {
  it('is cashed out at the current multiplier once a level is passed', () => {
    const round = openAll(startWith(3, TRAPS, '4'), [0, 0]);
    const { round: settled, intents } = advanceRound(doorsGame, round, { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: '8.91' }]);
    expect(settled).toMatchObject({ status: 'closed', multiplier: '2.2275', payout: '8.91' });
  });

  it('is closed as a loss when no door was opened', () => {
    const { round, intents } = advanceRound(doorsGame, startWith(3, TRAPS), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
  });
});

describe('doorsGame.describeOutcome', () => {
  const describe = doorsGame.describeOutcome!;

  it('lists the trapped door of every level as the board numbers them (1 … n), in the player’s language', () => {
    expect(describe({ traps: TRAPS }, { doors: 3 }, 'en')).toBe('trap doors on levels 1 to 10: 2, 3, 1, 3, 1, 1, 2, 3, 1, 1');
    expect(describe({ traps: TRAPS }, { doors: 3 }, 'pt')).toBe('portas com armadilha nos níveis 1 a 10: 2, 3, 1, 3, 1, 1, 2, 3, 1, 1');
    expect(describe({ traps: TRAPS }, { doors: 3 }, 'es')).toBe('puertas con trampa en los niveles 1 a 10: 2, 3, 1, 3, 1, 1, 2, 3, 1, 1');
  });
});

describe('doorsStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(doorsGame.strings).toBe(doorsStrings);
    const keys = Object.keys(doorsStrings.en);
    for (const table of Object.values(doorsStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
