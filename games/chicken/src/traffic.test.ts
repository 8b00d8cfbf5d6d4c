import { describe, expect, it } from 'vitest';
import { CHICKEN_DIFFICULTIES, DANGER, laneCount } from './road';
import { drawCars, hasCar } from './traffic';

const W = 2 ** 32;
/** ⌈d × 2³² / n⌉: the first word with no car, in BigInt. */
const threshold = (d: number, n: number) => Number((BigInt(d) * 2n ** 32n + BigInt(n) - 1n) / BigInt(n));

describe('hasCar', () => {
  it('puts a car on exactly the words below ⌈d × 2³² / (25 − lane)⌉, at every lane of every road', () => {
    for (const d of CHICKEN_DIFFICULTIES) {
      for (let lane = 0; lane < laneCount(d); lane++) {
        const t = threshold(DANGER[d], 25 - lane);
        expect(hasCar(d, lane, (t - 1) / W)).toBe(true);
        expect(hasCar(d, lane, t / W)).toBe(false);
        expect(hasCar(d, lane, 0)).toBe(true);
        expect(hasCar(d, lane, (W - 1) / W)).toBe(false);
      }
    }
  });

  it('reads lane 1 of Easy as 1 value in 25 and Medium’s lane 4 (n = 22) as 3 in 22', () => {
    expect(hasCar('easy', 0, 0.0399)).toBe(true);
    expect(hasCar('easy', 0, 0.04)).toBe(false);
    expect(hasCar('medium', 3, 3 / 22 - 1e-9)).toBe(true);
    expect(hasCar('medium', 3, 3 / 22 + 1e-9)).toBe(false);
  });
});

describe('drawCars', () => {
  it('decides lane j by float j, every lane of the road, ascending', () => {
    const floats = Array.from({ length: 22 }, (_, j) => (j % 3 === 0 ? 0.01 : 0.99));
    expect(drawCars('medium', floats)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(drawCars('hardcore', floats)).toEqual([0, 3, 6, 9, 12]);
    expect(drawCars('easy', Array(24).fill(0.45))).toEqual([23]);
  });

  it('needs a float per lane', () => {
    expect(() => drawCars('easy', Array(23).fill(0.5))).toThrow(RangeError);
    expect(() => drawCars('hardcore', Array(15).fill(0.5))).not.toThrow();
  });
});
