import { describe, expect, it } from 'vitest';
import { CASE_VALUES } from './board';
import { CASES_FLOATS, drawCases } from './draw';

/** A float that selects `index` out of `left` values, from the middle of its interval. */
const pick = (index: number, left: number) => (index + 0.5) / left;

/** Floats selecting `indices` in turn (the rest select index 0). */
const floatsFor = (indices: readonly number[]) => Array.from({ length: CASES_FLOATS }, (_, i) => pick(indices[i] ?? 0, 12 - i));

describe('drawCases', () => {
  it('gives case i the value at floor(f_i × (12 − i)) of those left, the last case the one value left', () => {
    // All index 0: the values in ascending order.
    expect(drawCases(new Array(CASES_FLOATS).fill(0))).toEqual([...CASE_VALUES]);
    // Each float just under 1: always the last value left, so descending order.
    expect(drawCases(new Array(CASES_FLOATS).fill(0.9999999))).toEqual([...CASE_VALUES].reverse());
    // Left 0…11: index 11 → 6. Left (0, 0, 0.01 … 2.5): index 7 → 1. Then index 0 each time.
    expect(drawCases(floatsFor([11, 8]))).toEqual(['6', '1', '0', '0', '0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1.5', '2.5']);
  });

  it('reads exactly 11 floats and refuses fewer', () => {
    expect(CASES_FLOATS).toBe(11);
    expect(() => drawCases(new Array(10).fill(0.5))).toThrow(RangeError);
    expect(drawCases([...new Array(11).fill(0.5), Number.NaN])).toHaveLength(12);
  });

  it('always deals out the twelve values, each once', () => {
    for (let r = 0; r < 200; r++) {
      const floats = Array.from({ length: CASES_FLOATS }, (_, i) => ((r + 1) * 0.6180339887 * (i + 3)) % 1);
      expect([...drawCases(floats)].sort((a, b) => Number(a) - Number(b))).toEqual([...CASE_VALUES]);
    }
  });

  it('maps the 12 × 11 × 10 first indices onto the 1,320 ordered triples of value slots: every arrangement is equally likely', () => {
    const drawn = new Map<string, number>();
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 11; b++) {
        for (let c = 0; c < 10; c++) {
          const key = drawCases(floatsFor([a, b, c])).slice(0, 3).join(' ');
          drawn.set(key, (drawn.get(key) ?? 0) + 1);
        }
      }
    }
    // The same counts as every ordered triple of distinct slots, values read off the list (the two 0s are two slots).
    const expected = new Map<string, number>();
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 12; b++) {
        for (let c = 0; c < 12; c++) {
          if (a === b || b === c || a === c) continue;
          const key = [a, b, c].map((slot) => CASE_VALUES[slot]).join(' ');
          expected.set(key, (expected.get(key) ?? 0) + 1);
        }
      }
    }
    expect(drawn).toEqual(expected);
  });
});
