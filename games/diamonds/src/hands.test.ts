import { describe, expect, it } from 'vitest';
import { HANDS, handOf, matchingGems, type Hand } from './hands';
import { HAND_COUNTS, SEQUENCES } from './paytable';
import { everySequence } from './sequences';

describe('handOf', () => {
  it.each<[Hand, number[]]>([
    ['five', [3, 3, 3, 3, 3]],
    ['four', [0, 6, 0, 0, 0]],
    ['fullHouse', [2, 5, 2, 5, 2]],
    ['three', [5, 5, 4, 5, 2]],
    ['twoPair', [1, 4, 4, 6, 1]],
    ['pair', [0, 1, 2, 3, 0]],
    ['nothing', [6, 5, 4, 3, 2]],
  ])('reads %s from %j', (hand, gems) => {
    expect(handOf(gems)).toBe(hand);
  });

  it('looks only at how many gems share a colour: not which colour, not where', () => {
    expect(handOf([1, 1, 2, 2, 3])).toBe(handOf([6, 0, 0, 6, 4]));
    expect(handOf([0, 0, 0, 1, 2])).toBe(handOf([2, 1, 4, 4, 4]));
  });

  it('refuses anything but five gems', () => {
    expect(() => handOf([1, 1, 1, 1])).toThrow(RangeError);
    expect(() => handOf([1, 1, 1, 1, 1, 1])).toThrow(RangeError);
  });

  it('finds RULES.md’s counts over all 16,807 sequences: 7, 210, 420, 2,100, 3,150, 8,400, 2,520', () => {
    const counts = Object.fromEntries(HANDS.map((hand) => [hand, 0])) as Record<Hand, number>;
    let total = 0;
    for (const gems of everySequence()) {
      counts[handOf(gems)] += 1;
      total += 1;
    }
    expect(total).toBe(SEQUENCES);
    expect(counts).toEqual(HAND_COUNTS);
    expect(HAND_COUNTS).toEqual({ five: 7, four: 210, fullHouse: 420, three: 2100, twoPair: 3150, pair: 8400, nothing: 2520 });
  });
});

describe('matchingGems', () => {
  it('marks the gems of a colour that occurs twice or more', () => {
    expect(matchingGems([5, 5, 4, 5, 2])).toEqual([true, true, false, true, false]);
    expect(matchingGems([1, 4, 4, 6, 1])).toEqual([true, true, true, false, true]);
    expect(matchingGems([2, 5, 2, 5, 2])).toEqual([true, true, true, true, true]);
    expect(matchingGems([6, 5, 4, 3, 2])).toEqual([false, false, false, false, false]);
  });

  it('marks as many gems as the hand uses, for every sequence', () => {
    const used: Record<Hand, number> = { five: 5, four: 4, fullHouse: 5, three: 3, twoPair: 4, pair: 2, nothing: 0 };
    for (const gems of everySequence()) expect(matchingGems(gems).filter(Boolean)).toHaveLength(used[handOf(gems)]);
  });
});
