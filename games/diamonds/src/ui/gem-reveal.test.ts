import { describe, expect, it } from 'vitest';
import { REVEAL_MS, drawProgress, gemPose, gemsShown, liftAt } from './gem-reveal';

describe('gem reveal', () => {
  it('takes 1.5 s and reads progress from the elapsed time, whole once landed', () => {
    expect(REVEAL_MS).toBe(1500);
    expect(drawProgress(0, 1500)).toBe(0);
    expect(drawProgress(750, 1500)).toBe(0.5);
    expect(drawProgress(2000, 1500)).toBe(1);
    expect(drawProgress(Infinity, 1500)).toBe(1);
    expect(drawProgress(0, 0)).toBe(1);
  });

  it('shows the gems one after another: gem i from 14 % × i, in place 20 % later (the last by 76 %)', () => {
    expect(gemPose(0, 0)).toEqual({ appear: 0, sparkle: 0 });
    expect(gemPose(1, 0.14)).toEqual({ appear: 0, sparkle: 0 });
    expect(gemPose(1, 0.34)).toEqual({ appear: 1, sparkle: 0 });
    expect(gemPose(4, 0.55)).toEqual({ appear: 0, sparkle: 0 });
    expect(gemPose(4, 0.77)).toEqual({ appear: 1, sparkle: 0 });
    for (let i = 0; i < 5; i++) expect(gemPose(i, 1)).toEqual({ appear: 1, sparkle: 0 });
  });

  it('sparkles brightest half way into a gem’s turn, and grows a little past its size before it settles', () => {
    const middle = gemPose(2, 0.28 + 0.1);
    expect(middle.sparkle).toBeCloseTo(1, 10);
    const poses = Array.from({ length: 19 }, (_, k) => gemPose(0, (k + 1) * 0.01).appear);
    expect(Math.max(...poses)).toBeGreaterThan(1);
    expect(Math.max(...poses)).toBeLessThan(1.15);
    // Always growing at first: a gem never starts by shrinking.
    expect(poses[1]!).toBeGreaterThan(poses[0]!);
  });

  it('counts the gems that have started, for their sounds', () => {
    expect([0, 0.13, 0.14, 0.3, 0.56, 0.99, 1].map(gemsShown)).toEqual([1, 1, 2, 3, 5, 5, 5]);
  });

  it('lifts the matching gems only once the last one is in, easing into place', () => {
    expect(liftAt(0.76)).toBe(0);
    expect(liftAt(0.8)).toBe(0);
    expect(liftAt(0.9)).toBeCloseTo(0.875, 10);
    expect(liftAt(1)).toBe(1);
  });
});
