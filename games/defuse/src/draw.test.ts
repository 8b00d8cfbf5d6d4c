import { describe, expect, it } from 'vitest';
import { drawLiveWires } from './draw';

/** A float that selects `index` out of `left` wires, from the middle of its interval. */
const pick = (index: number, left: number) => (index + 0.5) / left;

describe('drawLiveWires', () => {
  it('takes the wire at floor(f × (10 − i)) of those left, in draw order', () => {
    // Left 0…9, index 9 → 9. Left 0…8, index 6 → 6. Left 0…5, 7, 8: index 6 → 7 (RULES.md's worked example).
    expect(drawLiveWires(3, [pick(9, 10), pick(6, 9), pick(6, 8)])).toEqual([9, 6, 7]);
    expect(drawLiveWires(1, [0])).toEqual([0]);
    expect(drawLiveWires(1, [(2 ** 32 - 1) / 2 ** 32])).toEqual([9]);
    expect(drawLiveWires(2, [0, 0])).toEqual([0, 1]);
  });

  it('is a pure function of the floats, each live count a prefix of the next', () => {
    const floats = [0.31, 0.77, 0.05];
    expect(drawLiveWires(3, floats)).toEqual(drawLiveWires(3, floats));
    expect(drawLiveWires(2, floats)).toEqual(drawLiveWires(3, floats).slice(0, 2));
    expect(drawLiveWires(1, floats)).toEqual(drawLiveWires(3, floats).slice(0, 1));
  });

  it('maps the 10 × 9 × 8 index triples onto the 720 ordered triples of distinct wires', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 10; a++) for (let b = 0; b < 9; b++) for (let c = 0; c < 8; c++) seen.add(drawLiveWires(3, [pick(a, 10), pick(b, 9), pick(c, 8)]).join(','));
    expect(seen.size).toBe(720);
    for (const triple of seen) expect(new Set(triple.split(',')).size).toBe(3);
  });

  it('refuses a bad live count or missing floats', () => {
    expect(() => drawLiveWires(0 as 1, [])).toThrow(RangeError);
    expect(() => drawLiveWires(4 as 1, [0, 0, 0, 0])).toThrow(RangeError);
    expect(() => drawLiveWires(2, [0.5])).toThrow(RangeError);
    expect(() => drawLiveWires(1, [1])).toThrow(RangeError);
  });
});
