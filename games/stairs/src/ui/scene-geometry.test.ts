import { describe, expect, it } from 'vitest';
import { FLIGHT, GROUND, THICKNESS, VIEW, footing, stairBox } from './scene-geometry';

describe('the staircase’s geometry', () => {
  it('rises 12 per stair, the first flight to the right, the second back to the left, all inside the view', () => {
    for (let n = 1; n <= 24; n++) {
      const box = stairBox(n);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEW.width);
      expect(box.y).toBeGreaterThan(40);
      if (n > 1) expect(stairBox(n - 1).y - box.y).toBe(n === FLIGHT + 1 ? 56 : 12);
      if (n > 1 && n !== FLIGHT + 1) expect(box.x - stairBox(n - 1).x).toBe(n <= FLIGHT ? 24 : -24);
    }
    expect(stairBox(FLIGHT + 1).x).toBe(stairBox(FLIGHT).x);
    expect(() => stairBox(0)).toThrow(RangeError);
    expect(() => stairBox(25)).toThrow(RangeError);
  });

  it('leaves room for the climber (28 high) under the upper flight where it turns', () => {
    const turn = stairBox(FLIGHT + 1);
    expect(stairBox(FLIGHT).y - (turn.y + 12 + THICKNESS)).toBeGreaterThanOrEqual(28);
  });

  it('puts the climber on the ground to start, then on the middle of each tread', () => {
    expect(footing(0)).toEqual({ x: 20, y: GROUND });
    expect(footing(1)).toEqual({ x: 48, y: GROUND - 12 });
    expect(footing(24)).toEqual({ x: 48, y: stairBox(24).y });
  });
});
