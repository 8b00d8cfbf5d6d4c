import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import { movedFocus, roadOf } from './road-board';

const round = (status: PlayedRound['status'], state: unknown, outcome: unknown = null): PlayedRound => ({
  id: 'rnd', betId: 'bet', game: 'chicken', status, amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false, currency: 'USD',
  params: {}, state, outcome,
});

describe('roadOf', () => {
  it('draws an empty road of the chosen difficulty with no round, the chicken on the kerb', () => {
    const view = roadOf(null, 'hardcore');
    expect(view).toEqual({ difficulty: 'hardcore', lanes: Array(15).fill('ahead'), at: 0, mood: 'ready' });
  });

  it('marks the lanes crossed and the next one while a round is open, never showing a car', () => {
    const view = roadOf(round('OPEN', { difficulty: 'hardcore', crossed: 2, hit: null }, null), 'easy');
    expect(view.lanes.slice(0, 4)).toEqual(['crossed', 'crossed', 'next', 'ahead']);
    expect(view).toMatchObject({ difficulty: 'hardcore', at: 2, mood: 'ready' });
  });

  it('shows the whole road once the round is over: the hit, and what every lane not reached held', () => {
    const view = roadOf(round('CLOSED', { difficulty: 'hardcore', crossed: 2, hit: 2 }, { cars: [2, 5, 14] }), 'easy');
    expect(view.lanes).toEqual(['crossed', 'crossed', 'hit', 'clear', 'clear', 'car', ...Array(8).fill('clear'), 'car']);
    expect(view).toMatchObject({ at: 3, mood: 'hit' });
  });

  it('puts the chicken on the far kerb when it crossed the whole road, and keeps it in its lane on a cashout', () => {
    expect(roadOf(round('CLOSED', { difficulty: 'hardcore', crossed: 15, hit: null }, { cars: [] }), 'easy')).toMatchObject({ at: 16, mood: 'won' });
    expect(roadOf(round('CLOSED', { difficulty: 'medium', crossed: 4, hit: null }, { cars: [9] }), 'easy')).toMatchObject({ at: 4, mood: 'won' });
  });
});

describe('movedFocus', () => {
  it('steps along the road and stops at its ends', () => {
    expect(movedFocus('ArrowRight', 0, 15)).toBe(1);
    expect(movedFocus('ArrowDown', 14, 15)).toBe(14);
    expect(movedFocus('ArrowLeft', 0, 15)).toBe(0);
    expect(movedFocus('ArrowUp', 3, 15)).toBe(2);
    expect(movedFocus('Home', 9, 15)).toBe(0);
    expect(movedFocus('End', 2, 15)).toBe(14);
    expect(movedFocus('Enter', 2, 15)).toBeNull();
  });
});
