import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { TOWER_LAYOUTS, type TowerDifficulty } from './board';
import { towerGame } from './game';
import { towerMultiplier } from './multiplier';
import { towerPlaybook } from './playbook';
import { pickParamsSchema, type TowerOutcome, type TowerParams, type TowerState } from './rules';
import { towerStrings } from './strings';

type TowerRound = RoundSnapshot<TowerParams, TowerOutcome, TowerState>;

/** Starts a round of `stake` whose floors hide exactly `bombs` (each floor's, as drawn), choosing floats that draw them. */
function startWith(difficulty: TowerDifficulty, bombs: readonly (readonly number[])[], stake = '1', freeBet = false): TowerRound {
  const { tiles } = TOWER_LAYOUTS[difficulty];
  const floats = bombs.flatMap((row) => {
    const left = Array.from({ length: tiles }, (_, t) => t);
    return row.map((tile, i) => {
      const index = left.indexOf(tile);
      left.splice(index, 1);
      return (index + 0.5) / (tiles - i);
    });
  });
  const { round, intents } = advanceRound(towerGame, newRoundSnapshot(towerGame, { difficulty }, stake, { freeBet }), { kind: 'start', floats });
  expect(round.outcome!.bombs).toEqual(bombs);
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

/** Nine floors with the bomb on tile `tile` each (one-bomb difficulties). */
const column = (tile: number) => Array.from({ length: 9 }, () => [tile]);

const pick = (round: TowerRound, tile: unknown) => advanceRound(towerGame, round, { kind: 'act', action: 'pick', params: { tile } });
const cashout = (round: TowerRound) => advanceRound(towerGame, round, { kind: 'cashout' });
const expire = (round: TowerRound) => advanceRound(towerGame, round, { kind: 'expire' });

/** Picks `tiles` floor by floor, each leaving the round open with no money moved. */
function climb(round: TowerRound, tiles: readonly number[]): TowerRound {
  for (const tile of tiles) {
    const next = pick(round, tile);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

/** What the rule itself is handed for `round`, to call it without the seam. */
const context = (round: TowerRound): RoundContext<TowerParams, TowerOutcome, TowerState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('towerGame start', () => {
  it('declares a multi-round game drawing 9 × bombs floats, with pick and cashout', () => {
    expect(towerGame.key).toBe('tower');
    expect(towerGame.catalog.route).toBe('tower');
    expect(newRoundSnapshot(towerGame, { difficulty: 'easy' as const }, '1').exclusive).toBe(true);
    expect(Object.keys(towerGame.actions ?? {})).toEqual(['pick']);
    expect(towerGame.actions?.pick?.params).toBe(pickParamsSchema);
    expect(towerGame.cashout).toBeTypeOf('function');
    expect(towerGame.expire).toBeUndefined();
    expect(towerGame.floatCount({ difficulty: 'master' })).toBe(27);
    expect(towerGame.floatCount({ difficulty: 'medium' })).toBe(9);
  });

  it('hides the bombs and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(towerGame, newRoundSnapshot(towerGame, { difficulty: 'expert' }, '1'), { kind: 'start', floats: Array<number>(18).fill(0) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { difficulty: 'expert' },
      outcome: { bombs: Array.from({ length: 9 }, () => [0, 1]) },
      state: { difficulty: 'expert', picks: [], hit: null },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    const round = startWith('easy', column(0));
    expect(() => advanceRound(towerGame, round, { kind: 'start', floats: Array<number>(9).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('towerGame pick', () => {
  it('climbs a floor per safe tile, each raising the cashout, and loses on a bomb', () => {
    const start = startWith('medium', [[1], [0], [2], [1], [1], [1], [1], [1], [1]]);
    const first = pick(start, 0);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { difficulty: 'medium', picks: [0], hit: null }, multiplier: '1.485' });
    const second = pick(first.round, 2);
    expect(second.round).toEqual({ ...start, state: { difficulty: 'medium', picks: [0, 2], hit: null }, multiplier: '2.2275' });
    const boom = pick(second.round, 2);
    expect(boom.intents).toEqual([{ kind: 'close' }]);
    expect(boom.round).toEqual({ ...start, status: 'closed', state: { difficulty: 'medium', picks: [0, 2], hit: 2 }, multiplier: '0', payout: '0' });
  });

  it('wins by itself on the top floor, paying stake × the floor-9 multiplier', () => {
    const round = climb(startWith('hard', column(1), '2.5'), [0, 0, 0, 0, 0, 0, 0, 0]);
    expect(round.multiplier).toBe('253.44');
    const top = pick(round, 0);
    expect(top.round).toEqual({ ...round, status: 'closed', state: { difficulty: 'hard', picks: Array<number>(9).fill(0), hit: null }, multiplier: '506.88', payout: '1267.2' });
    expect(top.intents).toEqual([{ kind: 'credit', amount: '1267.2' }]);
  });

  it('pays the master top floor, the largest win, on the one safe tile of each floor', () => {
    const bombs = Array.from({ length: 9 }, (_, row) => [row % 4, (row + 1) % 4, (row + 2) % 4]);
    const safe = bombs.map((row) => [0, 1, 2, 3].find((t) => !row.includes(t))!);
    const round = climb(startWith('master', bombs, '0.1'), safe.slice(0, 8));
    const { round: top, intents } = pick(round, safe[8]);
    expect(top).toMatchObject({ status: 'closed', multiplier: '259522.56', payout: '25952.256' });
    expect(intents).toEqual([{ kind: 'credit', amount: '25952.256' }]);
  });

  it('refuses a tile the floor does not have, and bad params, changing nothing', () => {
    const round = startWith('medium', column(1));
    const before = structuredClone(round);
    expect(() => pick(round, 3)).toThrow(code('INVALID_ACTION'));
    expect(() => towerGame.actions!.pick!.play(context(round), { tile: 3 })).toThrow(code('INVALID_ACTION'));
    expect(() => pick(startWith('hard', column(1)), 2)).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(towerGame, round, { kind: 'act', action: 'reveal', params: { tile: 1 } })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ tile: 4 }, { tile: -1 }, { tile: 0.5 }, { tile: '0' }, {}, null, { tile: 0, floor: 0 }]) {
      expect(() => advanceRound(towerGame, round, { kind: 'act', action: 'pick', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = pick(startWith('easy', column(2)), 2).round;
    expect(lost.status).toBe('closed');
    expect(() => pick(lost, 0)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => towerGame.actions!.pick!.play(context(lost), { tile: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => towerGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const top = pick(climb(startWith('easy', column(3)), Array<number>(8).fill(0)), 0).round;
    expect(top.status).toBe('closed');
    expect(() => pick(top, 0)).toThrow(GameRuleError);
    expect(() => towerGame.actions!.pick!.play(context(top), { tile: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => towerGame.cashout!(context(top))).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('leaves the given state untouched', () => {
    const round = startWith('easy', column(3));
    pick(round, 1);
    expect(round.state).toEqual({ difficulty: 'easy', picks: [], hit: null });
  });
});

describe('towerGame cashout', () => {
  it('is not allowed before the first floor', () => {
    expect(() => cashout(startWith('easy', column(0)))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = climb(startWith('easy', column(0), stake), [1, 2, 3]);
    expect(round.multiplier).toBe('2.3466');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 2.3466 = 0.28970370364866: rounded down (never half-up to ...37) to 10 places.
    expect(payoutOf(stake, '2.3466').toFixed()).toBe('0.2897037036');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2897037036' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '2.3466', payout: '0.2897037036' });
  });

  it('pays a free bet’s full stake × multiplier, having debited nothing', () => {
    const round = climb(startWith('expert', Array.from({ length: 9 }, () => [0, 1]), '2', true), [2, 2]);
    const { round: cashed, intents } = cashout(round);
    expect(cashed).toMatchObject({ status: 'closed', freeBet: true, wagered: '0', multiplier: '8.91', payout: '17.82' });
    expect(intents).toEqual([{ kind: 'credit', amount: '17.82' }]);
  });
});

describe('towerGame timeout', () => {
  it('cashes a round left open out at its multiplier once a floor is cleared', () => {
    const round = climb(startWith('medium', column(1), '3'), [0, 2]);
    const { round: settled, intents } = expire(round);
    expect(settled).toMatchObject({ status: 'closed', multiplier: towerMultiplier('medium', 2), payout: '6.6825' });
    expect(intents).toEqual([{ kind: 'credit', amount: '6.6825' }]);
  });

  it('closes a round left before the first floor as lost', () => {
    const { round, intents } = expire(startWith('medium', column(1)));
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0', state: { picks: [], hit: null } });
    expect(intents).toEqual([{ kind: 'close' }]);
  });
});

describe('towerPlaybook', () => {
  /** Plays `round` by the playbook until it ends. */
  const playOut = (round: TowerRound) => {
    while (round.status === 'open') {
      const move = towerPlaybook.next(round.state!, towerPlaybook.params);
      expect(move).toEqual({ action: 'pick', params: { tile: 0 } });
      round = advanceRound(towerGame, round, { kind: 'act', action: move.action, params: move.params }).round;
    }
    return round;
  };

  it('plays medium, the leftmost tile of every floor, to the top when the bombs allow', () => {
    expect(towerPlaybook.params).toEqual({ difficulty: 'medium' });
    const round = playOut(startWith('medium', [[1], [2], [1], [1], [2], [1], [2], [1], [1]]));
    expect(round).toMatchObject({ status: 'closed', multiplier: '38.0589', state: { picks: Array<number>(9).fill(0), hit: null } });
  });

  it('ends on the first bomb under the leftmost tile', () => {
    const round = playOut(startWith('medium', [[1], [2], [0], ...column(1).slice(3)]));
    expect(round).toMatchObject({ status: 'closed', payout: '0', state: { picks: [0, 0], hit: 0 } });
  });
});

describe('towerGame.describeOutcome', () => {
  const describeOutcome = towerGame.describeOutcome!;

  it('lists each floor’s bombs from floor 1, tiles numbered from 1 on the left, in the player’s language', () => {
    const bombs = [[1], [1], [1], [1], [1], [0], [0], [2], [1]];
    expect(describeOutcome({ bombs }, { difficulty: 'medium' }, 'en')).toBe('bombs on floors 1 to 9, tiles counted from the left: 2 · 2 · 2 · 2 · 2 · 1 · 1 · 3 · 2');
    expect(describeOutcome({ bombs }, { difficulty: 'medium' }, 'pt')).toBe('bombas nos andares 1 a 9, casas contadas da esquerda: 2 · 2 · 2 · 2 · 2 · 1 · 1 · 3 · 2');
    expect(describeOutcome({ bombs }, { difficulty: 'medium' }, 'es')).toBe('bombas en los pisos 1 al 9, casillas contadas desde la izquierda: 2 · 2 · 2 · 2 · 2 · 1 · 1 · 3 · 2');
  });

  it('joins a floor’s bombs with +, ascending, leaving the outcome in draw order', () => {
    const round = startWith('master', Array.from({ length: 9 }, () => [3, 0, 2]));
    expect(describeOutcome(round.outcome!, round.params, 'en')).toBe(`bombs on floors 1 to 9, tiles counted from the left: ${Array<string>(9).fill('1+3+4').join(' · ')}`);
    expect(round.outcome!.bombs[0]).toEqual([3, 0, 2]);
  });
});

describe('towerStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(towerGame.strings).toBe(towerStrings);
    const keys = Object.keys(towerStrings.en);
    for (const table of Object.values(towerStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
