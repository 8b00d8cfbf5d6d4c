import { describe, expect, it } from 'vitest';
import { chickenMultiplier } from '../multiplier';
import { CHICKEN_DIFFICULTIES, laneCount } from '../road';
import { carPercent, multiplierAfter } from './chicken-odds';

describe('the page’s odds', () => {
  it('pay exactly what the rules pay, at every lane of every road', () => {
    for (const d of CHICKEN_DIFFICULTIES) {
      for (let k = 0; k <= laneCount(d); k++) expect(multiplierAfter(d, k)).toBe(chickenMultiplier(d, k));
      expect(multiplierAfter(d, laneCount(d) + 1)).toBeNull();
      expect(multiplierAfter(d, -1)).toBeNull();
    }
  });

  it('give each lane’s chance of a car in percent', () => {
    expect(carPercent('easy', 0)).toBe(4);
    expect(carPercent('easy', 23)).toBe(50);
    expect(carPercent('medium', 0)).toBe(12);
    expect(carPercent('hardcore', 0)).toBe(40);
    expect(carPercent('hardcore', 14)).toBeCloseTo(90.909, 3);
  });
});
