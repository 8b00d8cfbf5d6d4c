import { describe, expect, it } from 'vitest';
import { drawTraps } from './draw';

describe('drawTraps', () => {
  it('puts level i’s trap behind door floor(f_i × n), level 1 first', () => {
    const floats = [0, 0.999999, 0.5, 0.34, 0.33, 0.25, 0.75, 0.2, 0.4, 0.6];
    expect(drawTraps(2, floats)).toEqual([0, 1, 1, 0, 0, 0, 1, 0, 0, 1]);
    expect(drawTraps(3, floats)).toEqual([0, 2, 1, 1, 0, 0, 2, 0, 1, 1]);
    expect(drawTraps(5, floats)).toEqual([0, 4, 2, 1, 1, 1, 3, 1, 2, 3]);
  });

  it('gives every door of a level the same share of the floats', () => {
    for (const doors of [2, 3, 4, 5]) {
      const seen = Array<number>(doors).fill(0);
      for (let i = 0; i < doors * 10; i++) seen[drawTraps(doors, Array(10).fill((i + 0.5) / (doors * 10)))[0]!]! += 1;
      expect(seen).toEqual(Array(doors).fill(10));
    }
  });

  it('refuses a bad door count or missing floats', () => {
    expect(() => drawTraps(1, Array(10).fill(0))).toThrow(RangeError);
    expect(() => drawTraps(6, Array(10).fill(0))).toThrow(RangeError);
    expect(() => drawTraps(3, Array(9).fill(0))).toThrow(RangeError);
    expect(() => drawTraps(3, [...Array(9).fill(0), 1])).toThrow(RangeError);
  });
});
