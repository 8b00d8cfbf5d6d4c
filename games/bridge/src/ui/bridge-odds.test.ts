import { describe, expect, it } from 'vitest';
import { bridgeMultiplier } from '../multiplier';
import { BRIDGE_DIFFICULTIES } from '../span';
import { multiplierAfter } from './bridge-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every difficulty and row', () => {
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      for (let rows = 0; rows <= 8; rows++) expect(multiplierAfter(difficulty, rows)).toBe(bridgeMultiplier(difficulty, rows));
    }
  });
  it('gives the values of RULES.md', () => {
    expect([1, 2, 3, 8].map((k) => multiplierAfter('easy', k))).toEqual(['1.485', '2.2275', '3.3412', '25.3726']);
    expect(multiplierAfter('medium', 8)).toBe('253.44');
    expect(multiplierAfter('hard', 8)).toBe('6495.39');
  });
  it('has no row past the eighth', () => {
    expect(multiplierAfter('easy', 9)).toBeNull();
    expect(multiplierAfter('easy', -1)).toBeNull();
  });
});
