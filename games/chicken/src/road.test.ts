import { describe, expect, it } from 'vitest';
import { CHICKEN_DIFFICULTIES, DANGER, MAX_LANES, ROAD_SPAN, carChance, laneCount } from './road';

describe('the road', () => {
  it('has 24, 22, 20 and 15 lanes from Easy to Hardcore: 25 − d', () => {
    expect(CHICKEN_DIFFICULTIES.map(laneCount)).toEqual([24, 22, 20, 15]);
    expect(DANGER).toEqual({ easy: 1, medium: 3, hard: 5, hardcore: 10 });
    expect(MAX_LANES).toBe(24);
    expect(ROAD_SPAN).toBe(25);
  });

  it('puts a car in lane j with chance d / (25 − j), rising lane by lane to 1/2, 3/4, 5/6 and 10/11', () => {
    expect(carChance('easy', 0)).toEqual({ cars: 1, of: 25 });
    expect(carChance('easy', 23)).toEqual({ cars: 1, of: 2 });
    expect(carChance('medium', 21)).toEqual({ cars: 3, of: 4 });
    expect(carChance('hard', 19)).toEqual({ cars: 5, of: 6 });
    expect(carChance('hardcore', 0)).toEqual({ cars: 10, of: 25 });
    expect(carChance('hardcore', 14)).toEqual({ cars: 10, of: 11 });
    for (const d of CHICKEN_DIFFICULTIES) {
      for (let lane = 1; lane < laneCount(d); lane++) {
        const before = carChance(d, lane - 1);
        const now = carChance(d, lane);
        expect(now.cars * before.of).toBeGreaterThan(before.cars * now.of);
        // Never certain: every lane can be crossed.
        expect(now.cars).toBeLessThan(now.of);
      }
    }
  });

  it('refuses lanes the road does not have', () => {
    expect(() => carChance('hardcore', 15)).toThrow(RangeError);
    expect(() => carChance('easy', -1)).toThrow(RangeError);
    expect(() => carChance('easy', 1.5)).toThrow(RangeError);
  });
});
