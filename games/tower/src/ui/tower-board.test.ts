import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import { boardOf, movedFocus, stateKey } from './tower-board';

const round = (change: Partial<PlayedRound>): PlayedRound => ({
  id: 'rnd_1', betId: 'bet_1', game: 'tower', status: 'OPEN', amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false,
  currency: 'USD', params: { difficulty: 'medium' }, state: { difficulty: 'medium', picks: [], hit: null }, outcome: null, ...change,
});

describe('boardOf', () => {
  it('shows an untouched tower, floor 1 current, with no round', () => {
    const floors = boardOf(null, 'easy');
    expect(floors).toHaveLength(9);
    expect(floors.map((f) => f.status)).toEqual(['current', ...Array<string>(8).fill('ahead')]);
    expect(floors.every((f) => f.tiles.length === 4 && f.tiles.every((t) => t.kind === 'hidden'))).toBe(true);
  });

  it('shows the safe tiles climbed on while the round is open, and no bomb', () => {
    const floors = boardOf(round({ state: { difficulty: 'medium', picks: [2, 0], hit: null } }), 'medium');
    expect(floors.map((f) => f.status)).toEqual(['cleared', 'cleared', 'current', ...Array<string>(6).fill('ahead')]);
    expect(floors[0]!.tiles).toEqual([{ kind: 'hidden', picked: false }, { kind: 'hidden', picked: false }, { kind: 'safe', picked: true }]);
    expect(floors[1]!.tiles[0]).toEqual({ kind: 'safe', picked: true });
  });

  it('turns every tile over once the round is closed, the picked ones marked', () => {
    const bombs = [[1], [2], [0], [0], [0], [0], [0], [0], [0]];
    const floors = boardOf(round({ status: 'CLOSED', state: { difficulty: 'medium', picks: [0, 0], hit: 0 }, outcome: { bombs } }), 'medium');
    expect(floors.map((f) => f.status)).toEqual(['cleared', 'cleared', 'lost', ...Array<string>(6).fill('ahead')]);
    expect(floors[2]!.tiles).toEqual([{ kind: 'bomb', picked: true }, { kind: 'safe', picked: false }, { kind: 'safe', picked: false }]);
    expect(floors[0]!.tiles.map(stateKey)).toEqual(['safe', 'bombUnpicked', 'safeUnpicked']);
    expect(floors[2]!.tiles.map(stateKey)).toEqual(['bombHit', 'safeUnpicked', 'safeUnpicked']);
    // A cashout leaves the floor it stopped at ahead, not current.
    const cashed = boardOf(round({ status: 'CLOSED', state: { difficulty: 'medium', picks: [0], hit: null }, outcome: { bombs } }), 'medium');
    expect(cashed.map((f) => f.status)).toEqual(['cleared', ...Array<string>(8).fill('ahead')]);
  });
});

describe('movedFocus', () => {
  it('moves one tile with the arrows, up a floor with ArrowUp, stopping at the edges', () => {
    expect(movedFocus('ArrowRight', false, { floor: 0, tile: 0 }, 3)).toEqual({ floor: 0, tile: 1 });
    expect(movedFocus('ArrowRight', false, { floor: 0, tile: 2 }, 3)).toEqual({ floor: 0, tile: 2 });
    expect(movedFocus('ArrowLeft', false, { floor: 4, tile: 0 }, 3)).toEqual({ floor: 4, tile: 0 });
    expect(movedFocus('ArrowUp', false, { floor: 4, tile: 1 }, 3)).toEqual({ floor: 5, tile: 1 });
    expect(movedFocus('ArrowUp', false, { floor: 8, tile: 1 }, 3)).toEqual({ floor: 8, tile: 1 });
    expect(movedFocus('ArrowDown', false, { floor: 0, tile: 1 }, 3)).toEqual({ floor: 0, tile: 1 });
    expect(movedFocus('End', false, { floor: 3, tile: 0 }, 4)).toEqual({ floor: 3, tile: 3 });
    expect(movedFocus('Home', true, { floor: 3, tile: 2 }, 4)).toEqual({ floor: 8, tile: 0 });
    expect(movedFocus('End', true, { floor: 3, tile: 0 }, 4)).toEqual({ floor: 0, tile: 3 });
    expect(movedFocus('a', false, { floor: 3, tile: 0 }, 4)).toBeNull();
  });
});
