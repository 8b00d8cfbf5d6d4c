import { GameRuleError, type RoundStep } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { minesMultiplier } from './multiplier';
import { minesParamsSchema, minesRules, revealParamsSchema, type MinesOutcome, type MinesParams, type MinesState } from './rules';

/** A round as the server would hand it back to the rules after `step`. */
function roundAfter(params: MinesParams, outcome: MinesOutcome, step: RoundStep<MinesState>) {
  return { params, outcome, state: step.state };
}

/** Starts a round whose mines are exactly `tiles` (listed as drawn), choosing floats that draw them. */
function startWith(tiles: readonly number[]) {
  const left = Array.from({ length: 25 }, (_, t) => t);
  const floats = tiles.map((tile, i) => {
    const index = left.indexOf(tile);
    left.splice(index, 1);
    return (index + 0.5) / (25 - i);
  });
  const params = { mines: tiles.length };
  const { outcome, step } = minesRules.start(params, floats);
  expect(outcome.mines).toEqual(tiles);
  return { params, outcome, step };
}

const code = (c: string) => expect.objectContaining({ code: c });

describe('params', () => {
  it.each([{ mines: 1 }, { mines: 3 }, { mines: 24 }])('accepts %j', (params) => {
    expect(minesParamsSchema.parse(params)).toEqual(params);
  });

  it.each([{ mines: 0 }, { mines: 25 }, { mines: 2.5 }, { mines: '3' }, { mines: Number.NaN }, {}, { mines: 3, extra: 1 }, null])(
    'refuses %j',
    (params) => {
      expect(minesParamsSchema.safeParse(params).success).toBe(false);
    },
  );

  it('validates reveal params strictly', () => {
    expect(revealParamsSchema.safeParse({ tile: 0 }).success).toBe(true);
    expect(revealParamsSchema.safeParse({ tile: 24 }).success).toBe(true);
    for (const bad of [{ tile: -1 }, { tile: 25 }, { tile: 1.5 }, { tile: '3' }, { tile: 3, x: 1 }, {}]) {
      expect(revealParamsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('minesRules.start', () => {
  it('declares a stateful game drawing one float per mine', () => {
    expect(minesRules.key).toBe('mines');
    expect(minesRules.lifecycle).toBe('stateful');
    expect(Object.keys(minesRules.actionSchemas)).toEqual(['reveal']);
    expect(minesRules.floatCount({ mines: 7 })).toBe(7);
  });

  it('hides the mines and opens with nothing to cash out', () => {
    const { outcome, step } = minesRules.start({ mines: 3 }, [0, 0, 0]);
    expect(outcome).toEqual({ mines: [0, 1, 2] });
    expect(step).toEqual({ status: 'open', state: { mines: 3, revealed: [], hit: null }, multiplier: '0' });
  });
});

describe('minesRules.act', () => {
  it('pays more with each safe tile and loses on a mine', () => {
    const { params, outcome, step } = startWith([7, 3, 19]);
    const first = minesRules.act(roundAfter(params, outcome, step), 'reveal', { tile: 0 });
    expect(first).toEqual({ status: 'open', state: { mines: 3, revealed: [0], hit: null }, multiplier: '1.125' });
    const second = minesRules.act(roundAfter(params, outcome, first), 'reveal', { tile: 12 });
    expect(second).toEqual({ status: 'open', state: { mines: 3, revealed: [0, 12], hit: null }, multiplier: '1.2857' });
    const boom = minesRules.act(roundAfter(params, outcome, second), 'reveal', { tile: 19 });
    expect(boom).toEqual({ status: 'lost', state: { mines: 3, revealed: [0, 12], hit: 19 }, multiplier: '0' });
  });

  it('wins by itself when the last safe tile is revealed', () => {
    const { params, outcome, step } = startWith([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    let current = step;
    for (const tile of [0, 1, 2, 3]) {
      current = minesRules.act(roundAfter(params, outcome, current), 'reveal', { tile });
      expect(current.status).toBe('open');
    }
    const last = minesRules.act(roundAfter(params, outcome, current), 'reveal', { tile: 4 });
    expect(last).toEqual({ status: 'won', state: { mines: 20, revealed: [0, 1, 2, 3, 4], hit: null }, multiplier: '52598.7' });
    expect(last.multiplier).toBe(minesMultiplier(20, 5));
  });

  it('wins at once with 24 mines and the one safe tile', () => {
    const mines = Array.from({ length: 24 }, (_, i) => i + 1);
    const { params, outcome, step } = startWith(mines);
    expect(minesRules.act(roundAfter(params, outcome, step), 'reveal', { tile: 0 })).toMatchObject({ status: 'won', multiplier: '24.75' });
  });

  it('refuses a tile already revealed', () => {
    const { params, outcome, step } = startWith([7]);
    const after = minesRules.act(roundAfter(params, outcome, step), 'reveal', { tile: 4 });
    expect(() => minesRules.act(roundAfter(params, outcome, after), 'reveal', { tile: 4 })).toThrow(code('ALREADY_REVEALED'));
  });

  it('refuses unknown actions and bad params', () => {
    const { params, outcome, step } = startWith([7]);
    const round = roundAfter(params, outcome, step);
    expect(() => minesRules.act(round, 'flag', { tile: 1 })).toThrow(code('INVALID_ACTION'));
    expect(() => minesRules.act(round, 'cashout', {})).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ tile: 25 }, { tile: -1 }, { tile: 1.5 }, { tile: '1' }, {}, null, { tile: 1, extra: true }]) {
      expect(() => minesRules.act(round, 'reveal', bad)).toThrow(code('INVALID_ACTION'));
    }
  });

  it('refuses every move once the round is over', () => {
    const { params, outcome, step } = startWith([7]);
    const lost = minesRules.act(roundAfter(params, outcome, step), 'reveal', { tile: 7 });
    expect(() => minesRules.act(roundAfter(params, outcome, lost), 'reveal', { tile: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => minesRules.cashout(roundAfter(params, outcome, lost))).toThrow(code('ROUND_NOT_OPEN'));

    const full = startWith(Array.from({ length: 24 }, (_, i) => i));
    const won = minesRules.act(roundAfter(full.params, full.outcome, full.step), 'reveal', { tile: 24 });
    expect(() => minesRules.act(roundAfter(full.params, full.outcome, won), 'reveal', { tile: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => minesRules.cashout(roundAfter(full.params, full.outcome, won))).toThrow(GameRuleError);
  });

  it('leaves the given state untouched', () => {
    const { params, outcome, step } = startWith([7, 8]);
    const round = roundAfter(params, outcome, step);
    minesRules.act(round, 'reveal', { tile: 1 });
    expect(round.state).toEqual({ mines: 2, revealed: [], hit: null });
  });
});

describe('minesRules.cashout', () => {
  it('is not allowed before the first safe tile', () => {
    const { params, outcome, step } = startWith([7]);
    expect(() => minesRules.cashout(roundAfter(params, outcome, step))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays the current multiplier and keeps the state', () => {
    const { params, outcome, step } = startWith([2, 9, 14, 20, 23]);
    let current = step;
    for (const tile of [0, 1, 3]) current = minesRules.act(roundAfter(params, outcome, current), 'reveal', { tile });
    expect(current.multiplier).toBe('1.9973');
    expect(minesRules.cashout(roundAfter(params, outcome, current))).toEqual({
      status: 'won',
      state: { mines: 5, revealed: [0, 1, 3], hit: null },
      multiplier: '1.9973',
    });
  });
});
