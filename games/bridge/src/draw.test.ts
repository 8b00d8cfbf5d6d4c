import { describe, expect, it } from 'vitest';
import { drawFragile } from './draw';

const FLOATS = [0, 0.999999, 0.5, 0.34, 0.33, 0.25, 0.75, 0.6];

describe('drawFragile', () => {
  it('breaks the odd panel floor(f_i × n) of each row on easy and medium', () => {
    expect(drawFragile('easy', FLOATS)).toEqual([[0], [2], [1], [1], [0], [0], [2], [1]]);
    expect(drawFragile('medium', FLOATS)).toEqual([[0], [1], [1], [0], [0], [0], [1], [1]]);
  });

  it('keeps only the odd panel on hard: the other two break', () => {
    expect(drawFragile('hard', FLOATS)).toEqual([[1, 2], [0, 1], [0, 2], [0, 2], [1, 2], [1, 2], [0, 1], [0, 2]]);
  });

  it('gives every panel of a row the same share of the floats', () => {
    for (const [difficulty, panels] of [['easy', 3], ['medium', 2], ['hard', 3]] as const) {
      const seen = new Map<string, number>();
      for (let i = 0; i < panels * 10; i++) {
        const row = drawFragile(difficulty, Array(8).fill((i + 0.5) / (panels * 10)))[0]!.join();
        seen.set(row, (seen.get(row) ?? 0) + 1);
      }
      expect([...seen.values()]).toEqual(Array(panels).fill(10));
    }
  });

  it('refuses an unknown difficulty or missing floats', () => {
    expect(() => drawFragile('expert', Array(8).fill(0))).toThrow(RangeError);
    expect(() => drawFragile('easy', Array(7).fill(0))).toThrow(RangeError);
    expect(() => drawFragile('hard', [...Array(7).fill(0), 1])).toThrow(RangeError);
  });
});
