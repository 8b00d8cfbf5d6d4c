import { describe, expect, it } from 'vitest';
import { LIMBO_MAX_TARGET_HUNDREDTHS, LIMBO_MIN_TARGET_HUNDREDTHS, limboMultiplier } from '../rules';
import { MAX_CHANCE, MAX_TARGET, MIN_CHANCE, MIN_TARGET, chanceText, chanceUnits, fixed, multiplierText, nudge, targetForChance } from './limbo-odds';

describe('limbo odds', () => {
  it('has the rules’ limits', () => {
    expect([MIN_TARGET, MAX_TARGET]).toEqual([LIMBO_MIN_TARGET_HUNDREDTHS, LIMBO_MAX_TARGET_HUNDREDTHS]);
    expect([MIN_CHANCE, MAX_CHANCE]).toEqual([99, 98_019_801]);
  });

  it('writes the multiplier the rules pay, for targets across the range', () => {
    const targets = [101, 102, 110, 115, 150, 199, 200, 237, 1_000, 12_345, 99_976_902, 99_999_999, 100_000_000];
    for (let t = 101; t <= 100_000_000; t = Math.ceil(t * 1.37) + 1) targets.push(t);
    for (const t of targets) expect(multiplierText(t)).toBe(limboMultiplier(t / 100));
  });

  it.each([
    [101, 98_019_801, '98.019801'],
    [198, 50_000_000, '50.00'],
    [200, 49_500_000, '49.50'],
    [1_414, 7_001_414, '7.001414'],
    [300, 33_000_000, '33.00'],
    [100_000_000, 99, '0.000099'],
  ])('target %d: chance %d millionths of a percent, shown %s', (target, units, text) => {
    expect(chanceUnits(target)).toBe(units);
    expect(chanceText(units)).toBe(text);
  });

  it('turns a typed chance into the highest target showing it, or the nearest', () => {
    expect(targetForChance(50_000_000)).toBe(198);
    expect(targetForChance(49_500_000)).toBe(200);
    // 7 %: 99 / 7 = 14.142857…; no target shows 7.000000 %, 14.14× (7.001414 %) is nearest.
    expect(targetForChance(7_000_000)).toBe(1_414);
    expect(targetForChance(MIN_CHANCE)).toBe(MAX_TARGET);
    expect(targetForChance(MAX_CHANCE)).toBe(MIN_TARGET);
    // Many high targets share a chance at 6 decimals: the highest of them is taken.
    expect(targetForChance(100)).toBe(99_000_000);
  });

  it('brings every shown chance back to a target showing the very same chance', () => {
    const targets = [101, 102, 103, 150, 199, 200, 201, 9_999, 10_000, 10_001, 99_000_000, 99_999_999, 100_000_000];
    for (let t = 101; t <= 100_000_000; t = Math.ceil(t * 1.01) + 1) targets.push(t);
    for (const t of targets) expect(chanceUnits(targetForChance(chanceUnits(t)))).toBe(chanceUnits(t));
  });

  it('nudges by a tenth of the order of magnitude, Shift by a hundredth, within the limits', () => {
    expect(nudge(200, 1)).toBe(210);
    expect(nudge(205, 1)).toBe(210);
    expect(nudge(990, 1)).toBe(1_000);
    expect(nudge(1_000, 1)).toBe(1_100);
    expect(nudge(1_000, -1)).toBe(990);
    expect(nudge(205, -1)).toBe(200);
    expect(nudge(110, -1)).toBe(101);
    expect(nudge(101, -1)).toBe(101);
    expect(nudge(101, 1)).toBe(110);
    expect(nudge(100_000_000, 1)).toBe(100_000_000);
    expect(nudge(100_000_000, -1)).toBe(99_000_000);
    expect(nudge(95_000_000, 1)).toBe(96_000_000);
    expect(nudge(99_500_000, 1)).toBe(100_000_000);
    expect(nudge(200, 1, true)).toBe(201);
    expect(nudge(101, -1, true)).toBe(101);
    expect(nudge(100_000_000, 1, true)).toBe(100_000_000);
  });

  it('writes fixed-point text', () => {
    expect([fixed(250, 2), fixed(5, 2), fixed(99, 6), fixed(0, 2)]).toEqual(['2.50', '0.05', '0.000099', '0.00']);
  });
});
