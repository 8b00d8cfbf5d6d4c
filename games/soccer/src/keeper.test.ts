import { describe, expect, it } from 'vitest';
import { drawKeeper, keeperCover, soccerFloatCount } from './keeper';
import { COVERED, KICKS, SOCCER_DIFFICULTIES, ZONES } from './pitch';

describe('soccerFloatCount', () => {
  it('is one float per covered zone per kick: 10, 20, 30, 40', () => {
    expect(SOCCER_DIFFICULTIES.map(soccerFloatCount)).toEqual([10, 20, 30, 40]);
    expect(() => soccerFloatCount('master' as never)).toThrow(RangeError);
  });
});

describe('keeperCover', () => {
  it('takes index floor(f × (6 − i)) of the zones left, in ascending order, for each draw', () => {
    // Kick 0 of a 2-zone draw reads floats 0 and 1; kick 1 reads floats 2 and 3.
    expect(keeperCover(2, [0, 0, 0.99, 0.99], 0)).toEqual([0, 1]);
    expect(keeperCover(2, [0, 0, 0.99, 0.99], 1)).toEqual([5, 4]);
    // 0.5 × 6 = 3 → zone 3; 0.5 × 5 = 2.5 → index 2 of [0, 1, 2, 4, 5] → zone 2.
    expect(keeperCover(2, [0.5, 0.5], 0)).toEqual([3, 2]);
    // The largest float below 1 still lands on the last zone left.
    expect(keeperCover(1, [(2 ** 32 - 1) / 2 ** 32], 0)).toEqual([5]);
    // 0.2 × 6 → 1; 0.2 × 5 → index 1 of [0, 2, 3, 4, 5]; 0.2 × 4 → index 0 of [0, 3, 4, 5]; 0.2 × 3 → index 0 of [3, 4, 5].
    expect(keeperCover(4, [0.2, 0.2, 0.2, 0.2], 0)).toEqual([1, 2, 0, 3]);
  });

  it('never covers a zone twice, and covers every zone on some float', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const floats = [i / 600, (i * 7 % 600) / 600, (i * 13 % 600) / 600, (i * 31 % 600) / 600];
      const zones = keeperCover(4, floats, 0);
      expect(new Set(zones).size).toBe(4);
      zones.forEach((zone) => seen.add(zone));
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses missing or out-of-range floats', () => {
    expect(() => keeperCover(2, [0.5], 0)).toThrow(RangeError);
    expect(() => keeperCover(1, [1], 0)).toThrow(RangeError);
    expect(() => keeperCover(1, [-0.1], 0)).toThrow(RangeError);
  });
});

describe('drawKeeper', () => {
  it.each(SOCCER_DIFFICULTIES)('%s: 10 kicks of the difficulty’s covered zones, each kick on its own floats', (difficulty) => {
    const c = COVERED[difficulty];
    const floats = Array.from({ length: soccerFloatCount(difficulty) }, (_, i) => ((i * 0.618034) % 1));
    const keeper = drawKeeper(difficulty, floats);
    expect(keeper).toHaveLength(KICKS);
    keeper.forEach((zones, kick) => {
      expect(zones).toEqual(keeperCover(c, floats, kick));
      expect(zones).toHaveLength(c);
      expect(zones.every((zone) => Number.isInteger(zone) && zone >= 0 && zone < ZONES)).toBe(true);
    });
  });

  it('needs every float it declares', () => {
    expect(() => drawKeeper('medium', Array(19).fill(0.5))).toThrow(RangeError);
  });
});
