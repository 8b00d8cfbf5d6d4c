import { describe, expect, it } from 'vitest';
import { drawMines } from './draw';

/** A float that selects `index` out of `left` tiles, from the middle of its interval. */
const pick = (index: number, left: number) => (index + 0.5) / left;

describe('drawMines', () => {
  it('takes the tile at floor(f × (25 − i)) of those left, in draw order', () => {
    // Left: 0…24, take index 0 → 0. Left: 1…24, index 23 → 24. Left: 1…23, index 10 → 11.
    expect(drawMines(3, [0, pick(23, 24), pick(10, 23)])).toEqual([0, 24, 11]);
    expect(drawMines(1, [0.999999])).toEqual([24]);
    expect(drawMines(1, [0.5])).toEqual([12]);
  });

  it('is a pure function of the floats', () => {
    const floats = [0.1, 0.9, 0.5, 0.3, 0.7];
    expect(drawMines(5, floats)).toEqual(drawMines(5, floats));
    expect(drawMines(3, floats)).toEqual(drawMines(5, floats).slice(0, 3));
  });

  it('draws 24 distinct tiles, leaving exactly one safe', () => {
    const mines = drawMines(24, Array.from({ length: 24 }, (_, i) => (i * 0.37) % 1));
    expect(new Set(mines).size).toBe(24);
    expect(mines.every((tile) => Number.isInteger(tile) && tile >= 0 && tile <= 24)).toBe(true);
  });

  it('maps the 25 × 24 index pairs onto the 600 ordered pairs of tiles, so every layout is equally likely', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 25; a++) {
      for (let b = 0; b < 24; b++) seen.add(drawMines(2, [pick(a, 25), pick(b, 24)]).join(','));
    }
    expect(seen.size).toBe(600);
  });

  it('refuses a bad mine count or missing floats', () => {
    expect(() => drawMines(0, [])).toThrow(RangeError);
    expect(() => drawMines(25, new Array(25).fill(0))).toThrow(RangeError);
    expect(() => drawMines(2, [0.5])).toThrow(RangeError);
  });
});
