import { describe, expect, it } from 'vitest';
import { diceMultiplier } from '../rules';
import {
  MAX_HUNDREDTHS,
  MAX_MULTIPLIER_UNITS,
  MIN_HUNDREDTHS,
  MIN_MULTIPLIER_UNITS,
  chanceForMultiplier,
  chanceOf,
  fixed,
  multiplierText,
  multiplierUnits,
  targetFor,
} from './dice-odds';

describe('dice odds', () => {
  it('pays exactly what the rules pay, for every target on both sides', () => {
    for (let target = MIN_HUNDREDTHS; target <= MAX_HUNDREDTHS; target++) {
      for (const condition of ['over', 'under'] as const) {
        expect(multiplierText(chanceOf(target, condition))).toBe(diceMultiplier(target / 100, condition));
      }
    }
  });

  it.each([
    [5050, 'over', 4950, '2'],
    [5000, 'under', 5000, '1.98'],
    [200, 'under', 200, '49.5'],
    [200, 'over', 9800, '1.0102'],
    [8586, 'over', 1414, '7.0014'],
  ] as const)('target %d %s: chance %d, multiplier %s', (target, condition, chance, multiplier) => {
    expect(chanceOf(target, condition)).toBe(chance);
    expect(targetFor(chance, condition)).toBe(target);
    expect(multiplierText(chance)).toBe(multiplier);
  });

  it('limits the multiplier to those of 98 % and 2 %', () => {
    expect([MIN_MULTIPLIER_UNITS, MAX_MULTIPLIER_UNITS]).toEqual([10102, 495000]);
  });

  it('turns a typed multiplier into the nearest chance, and every shown multiplier back into its own chance', () => {
    expect(chanceForMultiplier(20000)).toBe(4950);
    expect(chanceForMultiplier(70000)).toBe(1414);
    expect(chanceForMultiplier(MIN_MULTIPLIER_UNITS)).toBe(MAX_HUNDREDTHS);
    expect(chanceForMultiplier(MAX_MULTIPLIER_UNITS)).toBe(MIN_HUNDREDTHS);
    // Typing the multiplier a chance shows lands on a chance that shows the very same multiplier.
    for (let chance = MIN_HUNDREDTHS; chance <= MAX_HUNDREDTHS; chance++) {
      expect(multiplierUnits(chanceForMultiplier(multiplierUnits(chance)))).toBe(multiplierUnits(chance));
    }
  });

  it('writes fixed-point text', () => {
    expect([fixed(5050, 2), fixed(5, 2), fixed(19800, 4), fixed(0, 2)]).toEqual(['50.50', '0.05', '1.9800', '0.00']);
  });
});
