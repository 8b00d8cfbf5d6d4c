import { describe, expect, it } from 'vitest';
import { boardOf, movedFocus } from './keno-board';

describe('boardOf', () => {
  it('marks picks, drawn numbers and hits, and the number drawn last as fresh', () => {
    const board = boardOf([7, 21, 33], [21, 6, 7]);
    expect(board).toHaveLength(40);
    const shown = board.filter((cell) => cell.kind !== 'idle' || cell.fresh).map((cell) => `${cell.number} ${cell.kind}${cell.fresh ? ' fresh' : ''}`);
    expect(shown).toEqual(['6 drawn', '7 hit fresh', '21 hit', '33 picked']);
    expect(boardOf([], []).every((cell) => cell.kind === 'idle' && !cell.fresh)).toBe(true);
  });
});

describe('movedFocus', () => {
  it('walks an 8-wide board: arrows stop at the edges, Home / End the row, with Ctrl the board', () => {
    expect(movedFocus('ArrowRight', false, 1, 8)).toBe(2);
    expect(movedFocus('ArrowRight', false, 8, 8)).toBe(8);
    expect(movedFocus('ArrowLeft', false, 9, 8)).toBe(9);
    expect(movedFocus('ArrowDown', false, 3, 8)).toBe(11);
    expect(movedFocus('ArrowDown', false, 35, 8)).toBe(35);
    expect(movedFocus('ArrowUp', false, 11, 8)).toBe(3);
    expect(movedFocus('ArrowUp', false, 3, 8)).toBe(3);
    expect(movedFocus('Home', false, 13, 8)).toBe(9);
    expect(movedFocus('End', false, 13, 8)).toBe(16);
    expect(movedFocus('Home', true, 13, 8)).toBe(1);
    expect(movedFocus('End', true, 13, 8)).toBe(40);
    expect(movedFocus('Enter', false, 13, 8)).toBeNull();
  });

  it('walks the 5-wide board of a narrow screen by its own rows', () => {
    expect(movedFocus('ArrowDown', false, 3, 5)).toBe(8);
    expect(movedFocus('ArrowRight', false, 5, 5)).toBe(5);
    expect(movedFocus('ArrowRight', false, 6, 5)).toBe(7);
    expect(movedFocus('End', false, 37, 5)).toBe(40);
    expect(movedFocus('ArrowDown', false, 37, 5)).toBe(37);
  });
});
