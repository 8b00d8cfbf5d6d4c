import { describe, expect, it } from 'vitest';
import { FUSE, TICKS, VIEW, hundredthsAt, hundredthsPerPixels, percentOf, xOf } from './fuse-geometry';

describe('fuse geometry', () => {
  it('lays the fuse from its lit end (0) to its cap (100) across the board', () => {
    expect(xOf(0)).toBe(FUSE.x0);
    expect(xOf(10_000)).toBe(FUSE.x1);
    expect(xOf(5000)).toBe((FUSE.x0 + FUSE.x1) / 2);
    expect(FUSE.x0).toBeGreaterThan(0);
    expect(FUSE.x1).toBeLessThan(VIEW.width);
    expect(percentOf(0)).toBeCloseTo((FUSE.x0 / VIEW.width) * 100, 10);
  });

  it('reads a pointer back onto the fuse', () => {
    for (const h of [0, 1234, 5000, 10_000]) expect(hundredthsAt(xOf(h) / VIEW.width)).toBeCloseTo(h, 9);
    expect(hundredthsAt(0)).toBeLessThan(0);
    expect(hundredthsAt(1)).toBeGreaterThan(10_000);
  });

  it('converts screen pixels to hundredths at the drawn size', () => {
    expect(hundredthsPerPixels(FUSE.x1 - FUSE.x0, VIEW.width)).toBeCloseTo(10_000, 9);
    expect(hundredthsPerPixels(18, VIEW.width * 2)).toBeCloseTo((9 * 10_000) / (FUSE.x1 - FUSE.x0), 9);
    expect(hundredthsPerPixels(18, 0)).toBe(0);
  });

  it('ticks every 5 along the fuse, the numbered ones every 25', () => {
    expect(TICKS).toHaveLength(21);
    expect(TICKS.filter((t) => t.major).map((t) => t.at)).toEqual([0, 2500, 5000, 7500, 10_000]);
  });
});
