import { describe, expect, it } from 'vitest';
import { BOARD, counterAt, flightPoint, headingAt, heightOf, levelOf, TARGET_LEVEL, trailPath } from './flight';

describe('the counter', () => {
  it('climbs from 1.00× fast, slows into the result and lands exactly on it', () => {
    expect(counterAt(1_600, 0, 800)).toBe(100);
    // Half the time: 16^(7/8) = 11.3137…
    expect(counterAt(1_600, 400, 800)).toBe(1_131);
    expect(counterAt(1_600, 799, 800)).toBeLessThanOrEqual(1_600);
    expect(counterAt(1_600, 800, 800)).toBe(1_600);
    expect(counterAt(237, 10_000, 800)).toBe(237);
    // Reduced motion: no climb at all.
    expect(counterAt(237, 0, 0)).toBe(237);
  });

  it('never passes the result and never goes back', () => {
    for (const result of [100, 101, 237, 100_000_000]) {
      let last = 100;
      for (let ms = 0; ms <= 800; ms += 16) {
        const value = counterAt(result, ms, 800);
        expect(value).toBeGreaterThanOrEqual(last);
        expect(value).toBeLessThanOrEqual(result);
        last = value;
      }
    }
  });

  it('races through the hundreds of a 1,000,000× result in the first fifth', () => {
    // 1,000,000^(1 − 0.8³) = 847.22…
    expect(counterAt(100_000_000, 160, 800)).toBe(84_722);
  });
});

describe('the flight', () => {
  it('puts the target on its line and a result on the ground, the line or the ceiling', () => {
    expect(levelOf(100, 200)).toBe(0);
    expect(levelOf(200, 200)).toBeCloseTo(TARGET_LEVEL, 12);
    expect(levelOf(400, 200)).toBeCloseTo(TARGET_LEVEL * Math.SQRT2, 12);
    expect(levelOf(800, 200)).toBe(1);
    // 1.04× against 2×: √(log 1.04 / log 2) × 0.6 = 0.14272…, clear of the ground.
    expect(levelOf(104, 200)).toBeCloseTo(0.14272, 5);
    expect(levelOf(150, 200)).toBeLessThan(TARGET_LEVEL);
    expect(heightOf(0)).toBe(BOARD.ground);
    expect(heightOf(1)).toBe(BOARD.ceiling);
  });

  it('moves right at a steady pace and ends on the result’s height', () => {
    expect(flightPoint(400, 200, 0)).toEqual({ x: BOARD.start, y: BOARD.ground });
    expect(flightPoint(200, 200, 1)).toEqual({ x: BOARD.end, y: heightOf(levelOf(200, 200)) });
    expect(flightPoint(150, 200, 0.5).x).toBe((BOARD.start + BOARD.end) / 2);
    // A 1.00× result never leaves the pad.
    expect(flightPoint(100, 200, 1)).toEqual({ x: BOARD.start, y: BOARD.ground });
  });

  it('draws the trail so far, climbing steeply, then levelling out', () => {
    expect(trailPath(237, 200, 0)).toBe('');
    expect(trailPath(100, 200, 1)).toBe('');
    // 8× against 2× ends on the ceiling; halfway it is at 8^(7/8) = 6.17×: level 0.6 × √2.625 = 0.972, y = 150 − 0.972 × 130.
    expect(trailPath(800, 200, 1, 2)).toBe('M40 150 L162 23.63 L284 20');
    // Off the pad as steep as it goes; level once the climb has stopped.
    expect(headingAt(400, 200, 0)).toBe(-75);
    expect(headingAt(400, 200, 0.5)).toBe(-10.73);
    expect(headingAt(100_000, 200, 1)).toBe(0);
    expect(headingAt(100, 200, 0.5)).toBe(-90);
  });
});
