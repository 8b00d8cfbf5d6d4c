import { describe, expect, it } from 'vitest';
import { NO_CHIPS } from '../paytable';
import { chips } from '../test-cards';
import { EMPTY_BOARD, addChip, undoChip, type ChipBoard } from './chip-board';

describe('the chip board', () => {
  it('adds chips spot by spot and undoes the latest first', () => {
    let board = addChip(addChip(addChip(EMPTY_BOARD, 'banker'), 'tie'), 'banker');
    expect(board).toEqual({ chips: chips({ banker: 2, tie: 1 }), placed: ['banker', 'tie', 'banker'] });
    board = undoChip(board);
    expect(board).toEqual({ chips: chips({ banker: 1, tie: 1 }), placed: ['banker', 'tie'] });
    board = undoChip(undoChip(board));
    expect(board.chips).toEqual(NO_CHIPS);
    expect(undoChip(board)).toBe(board);
  });

  it('holds at most 100 chips', () => {
    let full: ChipBoard = EMPTY_BOARD;
    for (let i = 0; i < 100; i++) full = addChip(full, i < 60 ? 'player' : 'playerPair');
    expect(full.chips).toEqual(chips({ player: 60, playerPair: 40 }));
    expect(full.placed).toHaveLength(100);
    expect(addChip(full, 'tie')).toBe(full);
    expect(undoChip(full).chips).toEqual(chips({ player: 60, playerPair: 39 }));
  });

  it('leaves the empty board as it was', () => {
    addChip(EMPTY_BOARD, 'player');
    expect(EMPTY_BOARD).toEqual({ chips: NO_CHIPS, placed: [] });
  });
});
