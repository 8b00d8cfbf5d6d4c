import { describe, expect, it } from 'vitest';
import { russianRouletteMultiplier } from '../multiplier';
import { multiplierAfter, nextClickChance } from './roulette-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every bullet count and click', () => {
    for (let b = 1; b <= 5; b++) for (let k = 0; k <= 6 - b; k++) expect(multiplierAfter(b, k)).toBe(russianRouletteMultiplier(b, k));
  });

  it('has nothing past the last empty chamber', () => {
    expect(multiplierAfter(3, 4)).toBeNull();
    expect(multiplierAfter(5, 2)).toBeNull();
    expect(multiplierAfter(1, -1)).toBeNull();
  });
});

describe('nextClickChance', () => {
  it('is the share of empty chambers among those left', () => {
    expect(nextClickChance(3, 0)).toBe(0.5);
    expect(nextClickChance(3, 1)).toBe(0.4);
    expect(nextClickChance(3, 2)).toBe(0.25);
    expect(nextClickChance(3, 3)).toBeNull();
    expect(nextClickChance(1, 0)).toBeCloseTo(5 / 6);
  });
});
