import { describe, expect, it } from 'vitest';
import { drawRolls, isSafe, rollOf } from './rolls';

/** The float of 32-bit word `w`. */
const float = (w: number) => w / 2 ** 32;

describe('rollOf', () => {
  it('is floor(f × 10000) / 100', () => {
    expect(rollOf(0)).toBe(0);
    expect(rollOf(float(2 ** 32 - 1))).toBe(99.99);
    expect(rollOf(0.439547)).toBe(43.95);
    expect(rollOf(0.5)).toBe(50);
  });
});

describe('drawRolls', () => {
  it('turns all 24 floats into rolls, in order, and refuses fewer', () => {
    const floats = Array.from({ length: 24 }, (_, i) => i / 24);
    expect(drawRolls(floats)).toEqual(floats.map(rollOf));
    expect(drawRolls(floats)).toHaveLength(24);
    expect(() => drawRolls(floats.slice(1))).toThrow(RangeError);
  });
});

describe('isSafe', () => {
  it('switches exactly at the word 7/8, 1/2 and 1/4 of 2³²: the roll test is the float test', () => {
    for (const [stairs, edge] of [[1, 3_758_096_384], [2, 2_147_483_648], [3, 1_073_741_824]] as const) {
      expect(isSafe(rollOf(float(edge - 1)), stairs)).toBe(true);
      expect(isSafe(rollOf(float(edge)), stairs)).toBe(false);
      expect(edge).toBe((2 ** 32 * [7 / 8, 1 / 2, 1 / 4][stairs - 1]!));
    }
  });

  it('takes rolls under the mark: 87.49 is a safe step, 87.5 is not', () => {
    expect(isSafe(87.49, 1)).toBe(true);
    expect(isSafe(87.5, 1)).toBe(false);
    expect(isSafe(49.99, 2)).toBe(true);
    expect(isSafe(50, 2)).toBe(false);
    expect(isSafe(24.99, 3)).toBe(true);
    expect(isSafe(25, 3)).toBe(false);
    // Every hundredth: the roll test agrees with the integer one.
    for (let h = 0; h < 10_000; h++) expect(isSafe(h / 100, 2)).toBe(h < 5000);
  });
});
