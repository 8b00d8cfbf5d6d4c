import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { minesGame } from './game';
import { minesMultiplier } from './multiplier';
import { revealParamsSchema, type MinesOutcome, type MinesParams, type MinesState } from './rules';
import { minesStrings } from './strings';

type MinesRound = RoundSnapshot<MinesParams, MinesOutcome, MinesState>;

/** Starts a round of `stake` whose mines are exactly `tiles` (listed as drawn), choosing floats that draw them. */
function startWith(tiles: readonly number[], stake = '1'): MinesRound {
  const left = Array.from({ length: 25 }, (_, t) => t);
  const floats = tiles.map((tile, i) => {
    const index = left.indexOf(tile);
    left.splice(index, 1);
    return (index + 0.5) / (25 - i);
  });
  const { round, intents } = advanceRound(minesGame, newRoundSnapshot(minesGame, { mines: tiles.length }, stake), { kind: 'start', floats });
  expect(round.outcome!.mines).toEqual(tiles);
  expect(intents).toEqual([{ kind: 'debit', amount: stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const reveal = (round: MinesRound, tile: unknown) => advanceRound(minesGame, round, { kind: 'act', action: 'reveal', params: { tile } });
const cashout = (round: MinesRound) => advanceRound(minesGame, round, { kind: 'cashout' });

/** Reveals `tiles` one by one, each leaving the round open with no money moved. */
function revealAll(round: MinesRound, tiles: readonly number[]): MinesRound {
  for (const tile of tiles) {
    const next = reveal(round, tile);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

/** What the rule itself is handed for `round`, to call it without the seam. */
const context = (round: MinesRound): RoundContext<MinesParams, MinesOutcome, MinesState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('minesGame start', () => {
  it('declares a multi-round game drawing one float per mine, with reveal and cashout', () => {
    expect(minesGame.key).toBe('mines');
    expect(minesGame.catalog.key).toBe('mines');
    // Multi-round: one live round per player (the catalog's lifecycle, read by the seam).
    expect(newRoundSnapshot(minesGame, { mines: 3 }, '1').exclusive).toBe(true);
    expect(Object.keys(minesGame.actions ?? {})).toEqual(['reveal']);
    expect(minesGame.actions?.reveal?.params).toBe(revealParamsSchema);
    expect(minesGame.cashout).toBeTypeOf('function');
    expect(minesGame.floatCount({ mines: 7 })).toBe(7);
  });

  it('hides the mines and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(minesGame, newRoundSnapshot(minesGame, { mines: 3 }, '1'), { kind: 'start', floats: [0, 0, 0] });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { mines: 3 },
      outcome: { mines: [0, 1, 2] },
      state: { mines: 3, revealed: [], hit: null },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    const round = startWith([7]);
    expect(() => advanceRound(minesGame, round, { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('minesGame reveal', () => {
  it('pays more with each safe tile and loses on a mine', () => {
    const start = startWith([7, 3, 19]);
    const first = reveal(start, 0);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { mines: 3, revealed: [0], hit: null }, multiplier: '1.125' });
    const second = reveal(first.round, 12);
    expect(second.intents).toEqual([]);
    expect(second.round).toEqual({ ...start, state: { mines: 3, revealed: [0, 12], hit: null }, multiplier: '1.2857' });
    const boom = reveal(second.round, 19);
    expect(boom.intents).toEqual([{ kind: 'close' }]);
    expect(boom.round).toEqual({ ...start, status: 'closed', state: { mines: 3, revealed: [0, 12], hit: 19 }, multiplier: '0', payout: '0' });
    expect(boom.round.wagered).toBe('1');
  });

  it('wins by itself when the last safe tile is revealed', () => {
    const round = revealAll(startWith([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], '2.5'), [0, 1, 2, 3]);
    const last = reveal(round, 4);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { mines: 20, revealed: [0, 1, 2, 3, 4], hit: null }, multiplier: '52598.7', payout: '131496.75' });
    expect(last.round.multiplier).toBe(minesMultiplier(20, 5));
    // 2.5 × 52598.7, exact.
    expect(last.intents).toEqual([{ kind: 'credit', amount: '131496.75' }]);
    expect(last.round.payout).toBe(payoutOf('2.5', '52598.7').toFixed());
  });

  it('wins at once with 24 mines and the one safe tile', () => {
    const { round, intents } = reveal(startWith(Array.from({ length: 24 }, (_, i) => i + 1), '1.5'), 0);
    expect(round).toMatchObject({ status: 'closed', multiplier: '24.75', payout: '37.125' });
    expect(intents).toEqual([{ kind: 'credit', amount: '37.125' }]);
  });

  it('refuses a tile already revealed', () => {
    const after = reveal(startWith([7]), 4).round;
    expect(() => reveal(after, 4)).toThrow(code('ALREADY_REVEALED'));
  });

  it('refuses unknown actions and bad params, and a refused move changes nothing', () => {
    const round = startWith([7]);
    const before = structuredClone(round);
    expect(() => advanceRound(minesGame, round, { kind: 'act', action: 'flag', params: { tile: 1 } })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(minesGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ tile: 25 }, { tile: -1 }, { tile: 1.5 }, { tile: '1' }, {}, null, { tile: 1, extra: true }]) {
      expect(() => advanceRound(minesGame, round, { kind: 'act', action: 'reveal', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = reveal(startWith([7]), 7).round;
    expect(lost.status).toBe('closed');
    expect(() => reveal(lost, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    // The rule refuses too, on the state alone, were it ever handed a finished round.
    expect(() => minesGame.actions!.reveal!.play(context(lost), { tile: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => minesGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = reveal(startWith(Array.from({ length: 24 }, (_, i) => i)), 24).round;
    expect(won.status).toBe('closed');
    expect(() => reveal(won, 0)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(won)).toThrow(GameRuleError);
    expect(() => minesGame.actions!.reveal!.play(context(won), { tile: 0 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => minesGame.cashout!(context(won))).toThrow(GameRuleError);
  });

  it('leaves the given state untouched', () => {
    const round = startWith([7, 8]);
    reveal(round, 1);
    expect(round.state).toEqual({ mines: 2, revealed: [], hit: null });
  });
});

describe('minesGame cashout', () => {
  it('is not allowed before the first safe tile', () => {
    expect(() => cashout(startWith([7]))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = revealAll(startWith([2, 9, 14, 20, 23], stake), [0, 1, 3]);
    expect(round.multiplier).toBe('1.9973');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 1.9973 = 0.24658024686673: rounded down (never half-up to ...69) to 10 places.
    expect(payoutOf(stake, '1.9973').toFixed()).toBe('0.2465802468');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2465802468' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', state: { mines: 5, revealed: [0, 1, 3], hit: null }, multiplier: '1.9973', payout: '0.2465802468' });
  });
});

describe('minesGame.describeOutcome', () => {
  const describe = minesGame.describeOutcome!;

  it('lists the mine tiles as the board numbers them (1 … 25), ascending, in the player’s language', () => {
    expect(describe({ mines: [18, 2, 6] }, { mines: 3 }, 'en')).toBe('mines on tiles 3, 7, and 19');
    expect(describe({ mines: [18, 2, 6] }, { mines: 3 }, 'pt')).toBe('minas nas casas 3, 7 e 19');
    expect(describe({ mines: [18, 2, 6] }, { mines: 3 }, 'es')).toBe('minas en las casillas 3, 7 y 19');
    expect(describe({ mines: [24, 0] }, { mines: 2 }, 'pt')).toBe('minas nas casas 1 e 25');
  });

  it('says a single mine in the singular', () => {
    expect(describe({ mines: [12] }, { mines: 1 }, 'en')).toBe('mine on tile 13');
    expect(describe({ mines: [12] }, { mines: 1 }, 'pt')).toBe('mina na casa 13');
  });

  it('describes the outcome the seam recorded, leaving it in draw order', () => {
    const round = startWith([20, 9, 14]);
    expect(describe(round.outcome!, round.params, 'en')).toBe('mines on tiles 10, 15, and 21');
    expect(round.outcome!.mines).toEqual([20, 9, 14]);
  });
});

describe('minesStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(minesGame.strings).toBe(minesStrings);
    const keys = ['mines', 'gems', 'board', 'tile', 'hidden', 'gem', 'mine', 'mineHit', 'gemUnpicked', 'mineUnpicked', 'nextTile', 'cashoutValue', 'pickRandom', 'youWon', 'mineNoWin', 'mineOnTile', 'minesOnTiles'];
    expect(Object.keys(minesStrings.en)).toEqual(keys);
    for (const table of Object.values(minesStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
