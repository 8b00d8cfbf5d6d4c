import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import { boardOf, movedFocus, stateKey } from './cases-board';

const LAYOUT = ['0.1', '0', '0.01', '6', '0.2', '0.02', '1.5', '0.05', '0.5', '1', '2.5', '0'];

const round = (status: 'OPEN' | 'CLOSED', opened: { case: number; value: string }[]): PlayedRound => ({
  id: 'rnd_1', betId: 'bet_1', game: 'cases', status, amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false,
  currency: 'USD', params: { pick: 6 }, state: { pick: 6, opened }, outcome: status === 'CLOSED' ? { cases: LAYOUT } : null,
});

describe('boardOf', () => {
  it('before a round: every case closed, the chosen one the player’s', () => {
    const board = boardOf(null, 3);
    expect(board.filter((c) => c.yours).length).toBe(1);
    expect(board[3]).toEqual({ kind: 'closed', yours: true, value: null });
    expect(board.map(stateKey)).toEqual(['closed', 'closed', 'closed', 'yours', ...new Array(8).fill('closed')]);
  });

  it('while a round is open: the round’s own case (not the chosen one), the opened ones with their values', () => {
    const board = boardOf(round('OPEN', [{ case: 3, value: '6' }]), 0);
    expect(board[6]).toEqual({ kind: 'closed', yours: true, value: null });
    expect(board[0]).toEqual({ kind: 'closed', yours: false, value: null });
    expect(board[3]).toEqual({ kind: 'opened', yours: false, value: '6' });
  });

  it('once closed: every case open with what it held', () => {
    const board = boardOf(round('CLOSED', [{ case: 3, value: '6' }]), 0);
    expect(board.map((c) => c.value)).toEqual(LAYOUT);
    expect(board.map(stateKey)).toEqual(['unopenedValue', 'unopenedValue', 'unopenedValue', 'openedValue', 'unopenedValue', 'unopenedValue', 'yoursValue', ...new Array(5).fill('unopenedValue')]);
  });
});

describe('movedFocus', () => {
  it('moves on the 4 × 3 board, stopping at the edges', () => {
    expect(movedFocus('ArrowRight', false, 3)).toBe(3);
    expect(movedFocus('ArrowLeft', false, 4)).toBe(4);
    expect(movedFocus('ArrowDown', false, 9)).toBe(9);
    expect(movedFocus('ArrowUp', false, 9)).toBe(5);
    expect(movedFocus('End', false, 5)).toBe(7);
    expect(movedFocus('Home', false, 5)).toBe(4);
    expect(movedFocus('End', true, 5)).toBe(11);
    expect(movedFocus('Enter', false, 5)).toBeNull();
  });
});
