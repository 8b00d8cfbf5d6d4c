import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_ROWS } from '../board';
import { towerMultiplier } from '../multiplier';
import { multiplierAfter, safePercent } from './tower-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every difficulty and floor', () => {
    for (const difficulty of TOWER_DIFFICULTIES) {
      for (let floors = 0; floors <= TOWER_ROWS; floors++) expect(multiplierAfter(difficulty, floors)).toBe(towerMultiplier(difficulty, floors));
    }
  });

  it('has no floor past the top', () => {
    expect(multiplierAfter('easy', 10)).toBeNull();
    expect(multiplierAfter('easy', -1)).toBeNull();
  });
});

describe('safePercent', () => {
  it('is the safe tiles over the tiles of a floor', () => {
    expect(TOWER_DIFFICULTIES.map(safePercent)).toEqual([75, 200 / 3, 50, 100 / 3, 25]);
  });
});
