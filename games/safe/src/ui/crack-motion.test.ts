import { describe, expect, it } from 'vitest';
import { DIAL_MS, DOOR_MS, crackLength, dialStop, dialsLanded, digitAt, doorAt, drumAt, drumTarget } from './crack-motion';

describe('crack motion', () => {
  it('takes half a second per dial, and the door’s time more when it opens', () => {
    expect([DIAL_MS, DOOR_MS]).toEqual([500, 900]);
    expect(crackLength(2, false)).toBe(1000);
    expect(crackLength(4, false)).toBe(2000);
    expect(crackLength(4, true)).toBe(2900);
    expect([0, 1, 2, 3].map(dialStop)).toEqual([500, 1000, 1500, 2000]);
  });

  it('lands the dials one by one, left to right', () => {
    expect([0, 499, 500, 999, 1000, 1999, 2000, 9999].map((t) => dialsLanded(t, 4))).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
    expect(dialsLanded(-10, 3)).toBe(0);
  });

  it('rolls each drum forward onto its code digit, after whole turns, more for later dials', () => {
    for (let from = 0; from < 10; from++) {
      for (let digit = 0; digit < 10; digit++) {
        for (const i of [0, 1, 2, 3]) {
          const to = drumTarget(from, digit, i, false);
          expect(digitAt(to)).toBe(digit);
          expect(to - from).toBeGreaterThanOrEqual(20 * (i + 1));
          expect(to - from).toBeLessThan(20 * (i + 1) + 10);
          expect(drumTarget(from, digit, i, true) - from).toBeLessThan(10 * (i + 1) + 10);
        }
      }
    }
    // From 7 to 5 on dial 1: 8 digits ahead, then 4 turns.
    expect(drumTarget(7, 5, 1, false)).toBe(7 + 8 + 40);
  });

  it('eases out onto the target and stays there', () => {
    expect(drumAt(3, 43, 0, 500)).toBe(3);
    // Half the time, seven eighths of the way: 1 − 0.5³.
    expect(drumAt(3, 43, 250, 500)).toBe(38);
    expect(drumAt(3, 43, 500, 500)).toBe(43);
    expect(drumAt(3, 43, 5000, 500)).toBe(43);
    expect(drumAt(3, 43, 0, 0)).toBe(43);
  });

  it('turns the handle first, then swings the door open', () => {
    expect(doorAt(2000, 4)).toEqual({ handle: 0, door: 0 });
    expect(doorAt(2000 + 0.35 * DOOR_MS, 4)).toEqual({ handle: 1, door: 0 });
    expect(doorAt(2000 + DOOR_MS, 4)).toEqual({ handle: 1, door: 1 });
    expect(doorAt(99_999, 4)).toEqual({ handle: 1, door: 1 });
    const mid = doorAt(2000 + (0.35 + 0.65 / 2) * DOOR_MS, 4).door;
    expect(mid).toBeCloseTo(0.5, 10);
    expect(doorAt(0, 2)).toEqual({ handle: 0, door: 0 });
  });

  it('reads the digit facing the window from any position', () => {
    expect([0, 0.4, 0.6, 9, 9.6, 10, 43, -1].map(digitAt)).toEqual([0, 0, 1, 9, 0, 0, 3, 9]);
  });
});
