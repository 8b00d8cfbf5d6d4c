import { describe, expect, it } from 'vitest';
import { doorsMultiplier } from '../multiplier';
import { multiplierAfter } from './doors-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every door count and level', () => {
    for (let doors = 2; doors <= 5; doors++) {
      for (let levels = 0; levels <= 10; levels++) expect(multiplierAfter(doors, levels)).toBe(doorsMultiplier(doors, levels));
    }
  });
  it('gives the values of RULES.md', () => {
    expect([1, 2, 3, 10].map((k) => multiplierAfter(3, k))).toEqual(['1.485', '2.2275', '3.3412', '57.0883']);
    expect(multiplierAfter(2, 10)).toBe('1013.76');
    expect(multiplierAfter(5, 10)).toBe('9.22');
  });
  it('has no level past the tenth', () => {
    expect(multiplierAfter(3, 11)).toBeNull();
    expect(multiplierAfter(3, -1)).toBeNull();
  });
});
