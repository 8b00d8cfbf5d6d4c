import { describe, expect, it } from 'vitest';
import { ENDING_MS, RUNG_MS, climbFrame, climbMs, landedFrame } from './climb-motion';

describe('climb motion', () => {
  it('takes 180 ms a rung and 400 ms to end: 400 ms at the base, 2.2 s to the top', () => {
    expect([RUNG_MS, ENDING_MS]).toEqual([180, 400]);
    expect(climbMs(0)).toBe(400);
    expect(climbMs(6)).toBe(1480);
    expect(climbMs(10)).toBe(2200);
  });

  it('climbs rung by rung, lighting each rung as the tip reaches it, then plays the ending', () => {
    const d = climbMs(6);
    expect(climbFrame(6, 0, d)).toEqual({ height: 0, lit: 0, ending: null });
    // Half of the first rung's step: half way up, by the ease's symmetry, and nothing lit yet.
    expect(climbFrame(6, 90, d)).toEqual({ height: 0.5, lit: 0, ending: null });
    expect(climbFrame(6, 180, d)).toEqual({ height: 1, lit: 1, ending: null });
    // The ease clings to each rung: a quarter into a step covers less than a quarter of the rise.
    expect(climbFrame(6, 180 * 3 + 45, d).height).toBeLessThan(3.25);
    expect(climbFrame(6, 180 * 3 + 45, d).lit).toBe(3);
    expect(climbFrame(6, 1080, d)).toEqual({ height: 6, lit: 6, ending: 0 });
    expect(climbFrame(6, 1280, d)).toEqual({ height: 6, lit: 6, ending: 0.5 });
    expect(climbFrame(6, d, d)).toEqual(landedFrame(6));
    expect(climbFrame(6, 10_000, d)).toEqual({ height: 6, lit: 6, ending: 1 });
  });

  it('never climbs back down', () => {
    const d = climbMs(10);
    let before = -1;
    for (let t = 0; t <= d; t += 7) {
      const { height } = climbFrame(10, t, d);
      expect(height).toBeGreaterThanOrEqual(before);
      before = height;
    }
  });

  it('keeps its shares when fast mode shortens it, and a fizzle at the base is all ending', () => {
    const fast = climbMs(4) / 4;
    expect(climbFrame(4, fast * 0.5, fast)).toEqual(climbFrame(4, climbMs(4) * 0.5, climbMs(4)));
    expect(climbFrame(0, 100, climbMs(0))).toEqual({ height: 0, lit: 0, ending: 0.25 });
    expect(climbFrame(3, 0, 0)).toEqual(landedFrame(3));
  });
});
