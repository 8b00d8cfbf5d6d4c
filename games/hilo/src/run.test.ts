import { describe, expect, it } from 'vitest';
import type { HiloState } from './rules';
import { MAX_SKIPS } from './limits';
import { currentCard, guessCounts, isLost, isOver, skipsLeft } from './run';

const card = (rank: string, suit = 'S') => ({ rank, suit }) as HiloState['cards'][number];

describe('the run of a state', () => {
  it('reads the current card, the right guesses, the skips left and whether it is over', () => {
    const state: HiloState = { cards: [card('A'), card('3'), card('4'), card('10')], moves: ['higher', 'higher', 'skip'] };
    expect(currentCard(state)).toEqual(card('10'));
    expect(guessCounts(state)).toEqual([12, 10]);
    expect(skipsLeft(state)).toBe(MAX_SKIPS - 1);
    expect(isLost(state)).toBe(false);
    expect(isOver(state)).toBe(false);
  });

  it('leaves a wrong last guess out of the counts and calls the run lost', () => {
    const state: HiloState = { cards: [card('8'), card('8', 'H')], moves: ['higher'] };
    expect(guessCounts(state)).toEqual([]);
    expect(isLost(state)).toBe(true);
    expect(isOver(state)).toBe(true);
  });

  it('is over at the top multiplier and at the 64th card', () => {
    const fives: HiloState = { cards: new Array(5).fill(card('5')), moves: ['same', 'same', 'same', 'same'] };
    expect(isOver(fives)).toBe(true);
    expect(isOver({ cards: fives.cards.slice(0, 4), moves: fives.moves.slice(0, 3) })).toBe(false);
    const long: HiloState = { cards: new Array(64).fill(card('7')), moves: new Array(63).fill('skip') };
    expect(isOver(long)).toBe(true);
  });

  it('has a card from the start', () => {
    expect(() => currentCard({ cards: [], moves: [] })).toThrow(RangeError);
  });
});
