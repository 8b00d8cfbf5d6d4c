import { describe, expect, it } from 'vitest';
import { minesMultiplier } from '../multiplier';
import { multiplierAfter } from './mines-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every mine count and safe tile', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let safe = 0; safe <= 25 - mines; safe++) expect(multiplierAfter(mines, safe)).toBe(minesMultiplier(mines, safe));
    }
  });
  it('gives the table of RULES.md', () => {
    expect([1, 2, 3, 10].map((k) => multiplierAfter(3, k))).toEqual(['1.125', '1.2857', '1.4785', '5.0043']);
    expect(multiplierAfter(20, 5)).toBe('52598.7');
    expect(multiplierAfter(24, 1)).toBe('24.75');
  });
  it('has no next tile once every safe tile is revealed', () => {
    expect(multiplierAfter(3, 23)).toBeNull();
    expect(multiplierAfter(24, 2)).toBeNull();
  });
});
