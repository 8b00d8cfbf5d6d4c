import { describe, expect, it } from 'vitest';
import { boltPoints, forkPoints, hashText, pathOf, seeded } from './arc-path';
import { burstRays, fallingSparks } from './sparks';

describe('arc path', () => {
  it('draws a bolt from its start to its end, kinked every step of height, within its spread', () => {
    const bolt = boltPoints([86, 410], [86, 118], 7, 12);
    expect(bolt[0]).toEqual([86, 410]);
    expect(bolt.at(-1)).toEqual([86, 118]);
    expect(bolt).toHaveLength(Math.round(292 / 11) + 1);
    for (const [x, y] of bolt) {
      expect(Math.abs(x - 86)).toBeLessThanOrEqual(12);
      expect(y).toBeGreaterThanOrEqual(118 - 4);
      expect(y).toBeLessThanOrEqual(410 + 4);
    }
  });

  it('crackles the same way for the same seed and another way for another', () => {
    expect(boltPoints([0, 100], [0, 0], 42, 10)).toEqual(boltPoints([0, 100], [0, 0], 42, 10));
    expect(boltPoints([0, 100], [0, 0], 43, 10)).not.toEqual(boltPoints([0, 100], [0, 0], 42, 10));
    expect(hashText('rnd_1')).toBe(hashText('rnd_1'));
    expect(hashText('rnd_1')).not.toBe(hashText('rnd_2'));
    const random = seeded(1);
    for (let i = 0; i < 100; i++) {
      const r = random();
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });

  it('forks from the bolt’s own kinks, and writes an SVG path', () => {
    const bolt = boltPoints([0, 100], [0, 0], 5, 8);
    const forks = forkPoints(bolt, 5, 2, 20);
    expect(forks).toHaveLength(2);
    for (const fork of forks) expect(bolt.slice(1, -1)).toContainEqual(fork[0]);
    expect(forkPoints([[0, 10], [0, 0]], 5, 2, 20)).toEqual([]);
    expect(pathOf([[1, 2], [3.5, 4]])).toBe('M1 2L3.5 4');
  });
});

describe('sparks and burst', () => {
  it('throws sparks from the fizzle’s point that fall and fade out', () => {
    const start = fallingSparks([86, 300], 0, 9);
    expect(start).toHaveLength(9);
    for (const spark of start) expect(spark).toMatchObject({ x: 86, y: 300, opacity: 1 });
    const end = fallingSparks([86, 300], 1, 9);
    for (const spark of end) {
      expect(spark.opacity).toBe(0);
      // Flung up at most 30, pulled down 70: every spark ends below where it started.
      expect(spark.y).toBeGreaterThan(300);
    }
  });

  it('shoots rays out of the sphere’s surface, longer as the burst plays', () => {
    const length = (progress: number) => burstRays([0, 0], 30, progress).map(({ from, to }) => Math.hypot(to[0] - from[0], to[1] - from[1]));
    expect(burstRays([0, 0], 30, 0)).toHaveLength(14);
    for (const { from } of burstRays([0, 0], 30, 0)) expect(Math.hypot(...from)).toBeGreaterThan(30);
    const [early, late] = [length(0.1), length(0.9)];
    late.forEach((l, i) => expect(l).toBeGreaterThan(early[i]!));
  });
});
