import { describe, expect, it } from 'vitest';
import { DRAW_MS, revealedAt } from './draw-motion';

describe('revealedAt', () => {
  it('shows the first ball at once, then one every tenth of the draw, all ten once it has landed', () => {
    expect(DRAW_MS).toBe(1200);
    expect([0, 119, 120, 600, 1079, 1080, 1199, 1200, 5000].map((t) => revealedAt(t, 1200))).toEqual([1, 1, 2, 6, 9, 10, 10, 10, 10]);
    expect(revealedAt(Infinity, 1200)).toBe(10);
    // Fast mode: a quarter of the time.
    expect(revealedAt(150, 300)).toBe(6);
    expect(revealedAt(0, 0)).toBe(10);
  });
});
