import { describe, expect, it } from 'vitest';
import { drawLoaded } from './draw';

/** A float that selects `index` out of `left` chambers, from the middle of its interval. */
const pick = (index: number, left: number) => (index + 0.5) / left;

describe('drawLoaded', () => {
  it('takes the chamber at floor(f × (6 − i)) of those left, in draw order', () => {
    // Left: 1…6, index 4 → 5. Left: 1 2 3 4 6, index 2 → 3 (RULES.md's worked example).
    expect(drawLoaded(2, [pick(4, 6), pick(2, 5)])).toEqual([5, 3]);
    expect(drawLoaded(1, [0])).toEqual([1]);
    expect(drawLoaded(1, [0.999999])).toEqual([6]);
    expect(drawLoaded(3, [0, 0, 0])).toEqual([1, 2, 3]);
  });

  it('is a pure function of the floats, reading one per bullet', () => {
    const floats = [0.1, 0.9, 0.5, 0.3, 0.7];
    expect(drawLoaded(5, floats)).toEqual(drawLoaded(5, floats));
    expect(drawLoaded(3, floats)).toEqual(drawLoaded(5, floats).slice(0, 3));
    expect(new Set(drawLoaded(5, floats)).size).toBe(5);
  });

  it('maps the 6 × 5 index pairs onto the 30 ordered pairs of chambers, so every loading is equally likely', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 6; a++) for (let b = 0; b < 5; b++) seen.add(drawLoaded(2, [pick(a, 6), pick(b, 5)]).join(','));
    expect(seen.size).toBe(30);
  });

  it('refuses a bad bullet count or missing floats', () => {
    expect(() => drawLoaded(0, [])).toThrow(RangeError);
    expect(() => drawLoaded(6, new Array(6).fill(0))).toThrow(RangeError);
    expect(() => drawLoaded(2, [0.5])).toThrow(RangeError);
  });
});
