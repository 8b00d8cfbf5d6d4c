import { describe, expect, it } from 'vitest';
import { BURST, SPARK_MS, emberTrail, rays, sparkAt } from './spark-motion';

describe('spark motion', () => {
  it('runs from the lit end to its point in 1.8 s, fast at first and slowing into the stop (ease-out cubic)', () => {
    expect(SPARK_MS).toBe(1800);
    expect(sparkAt(8000, 0, 1800)).toBe(0);
    // Half the time, seven eighths of the way: 1 − 0.5³.
    expect(sparkAt(8000, 900, 1800)).toBe(7000);
    expect(sparkAt(8000, 1800, 1800)).toBe(8000);
    expect(sparkAt(8000, 99_999, 1800)).toBe(8000);
    expect(sparkAt(8000, 0, 0)).toBe(8000);
    const steps = [0, 300, 600, 900, 1200, 1500, 1800].map((t) => sparkAt(8000, t, 1800));
    const moves = steps.slice(1).map((at, i) => at - steps[i]!);
    for (let i = 1; i < moves.length; i++) expect(moves[i]).toBeLessThan(moves[i - 1]!);
  });

  it('trails six embers behind the spark, each older one further back, higher up, smaller and fainter', () => {
    const trail = emberTrail(8000, 600, 1800);
    expect(trail).toHaveLength(6);
    const now = sparkAt(8000, 600, 1800);
    trail.forEach((ember, i) => {
      expect(ember.at).toBeLessThan(now);
      if (i > 0) {
        expect(ember.at).toBeLessThan(trail[i - 1]!.at);
        expect(ember.r).toBeLessThan(trail[i - 1]!.r);
        expect(ember.opacity).toBeLessThan(trail[i - 1]!.opacity);
      }
      expect(ember.r).toBeGreaterThan(0);
      expect(ember.opacity).toBeGreaterThan(0);
    });
    // At the start every ember waits at the lit end.
    expect(emberTrail(8000, 0, 1800).every((e) => e.at === 0)).toBe(true);
  });

  it('gives the spark eight flickering rays and a win twelve sparks flying all around', () => {
    expect(rays(0)).toHaveLength(8);
    expect(rays(0).map((r) => r.angle)).toEqual([0, 45, 90, 135, 180, 225, 270, 315]);
    for (const { length } of [...rays(0), ...rays(777)]) expect(length).toBeGreaterThanOrEqual(9);
    expect(BURST).toHaveLength(12);
    expect(BURST.some((b) => b.dx < 0) && BURST.some((b) => b.dx > 0) && BURST.some((b) => b.dy > 0)).toBe(true);
  });
});
