import { describe, expect, it } from 'vitest';
import { stairsMultiplier } from '../multiplier';
import { STAIRS_TOP, type ClimbLength } from '../staircase';
import { markOf, multiplierAfter, safePercent } from './stairs-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every way to stop', () => {
    let plans = 0;
    for (let a = 0; a <= STAIRS_TOP; a++) {
      for (let b = 0; a + 2 * b <= STAIRS_TOP; b++) {
        for (let c = 0; a + 2 * b + 3 * c <= STAIRS_TOP; c++) {
          const climbs: ClimbLength[] = [...Array<ClimbLength>(a).fill(1), ...Array<ClimbLength>(b).fill(2), ...Array<ClimbLength>(c).fill(3)];
          expect(multiplierAfter(climbs)).toBe(stairsMultiplier(climbs));
          plans += 1;
        }
      }
    }
    expect(plans).toBe(575);
  });
});

describe('safePercent and markOf', () => {
  it('are 87.5, 50 and 25', () => {
    expect([1, 2, 3].map((n) => safePercent(n as ClimbLength))).toEqual([87.5, 50, 25]);
    expect([1, 2, 3].map((n) => markOf(n as ClimbLength))).toEqual([87.5, 50, 25]);
  });
});
