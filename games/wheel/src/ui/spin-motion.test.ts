import { describe, expect, it } from 'vitest';
import { landingAngle, restAngle, segmentAt, spinAngle, spinTurns, stopWithin } from './spin-motion';

describe('spin motion', () => {
  it('rests with segment 0 centred under the pointer', () => {
    for (const n of [10, 20, 30, 40, 50]) expect(segmentAt(restAngle(n), n)).toBe(0);
    expect(restAngle(10)).toBe(-18);
  });

  it('lands the pointer on the result segment, clockwise, after whole turns', () => {
    for (const n of [10, 20, 30, 40, 50]) {
      for (let segment = 0; segment < n; segment++) {
        for (const from of [restAngle(n), 0, 123.4, -500]) {
          const to = landingAngle(from, segment, n, 0.5, 4);
          expect(segmentAt(to, n)).toBe(segment);
          // At least four turns, less than five: always forward, never a backwards jerk.
          expect(to - from).toBeGreaterThanOrEqual(4 * 360);
          expect(to - from).toBeLessThan(5 * 360);
        }
      }
    }
    // 10 segments of 36°: segment 3's middle is at 126°, so the wheel turns to −126° (mod 360) = 234°.
    expect(landingAngle(0, 3, 10, 0.5, 1)).toBe(360 + 234);
    // Off-centre stops stay inside the segment.
    expect(segmentAt(landingAngle(0, 7, 50, 0.2, 1), 50)).toBe(7);
    expect(segmentAt(landingAngle(0, 7, 50, 0.8, 1), 50)).toBe(7);
  });

  it('eases out from the start to the landing angle and stays there', () => {
    expect(spinAngle(0, 1600, 0, 2400)).toBe(0);
    // Half the time, fifteen sixteenths of the way: 1 − 0.5⁴.
    expect(spinAngle(0, 1600, 1200, 2400)).toBe(1500);
    expect(spinAngle(0, 1600, 2400, 2400)).toBe(1600);
    expect(spinAngle(0, 1600, 10_000, 2400)).toBe(1600);
    expect(spinAngle(0, 1600, 0, 0)).toBe(1600);
  });

  it('turns four times on a full spin and once on a short one', () => {
    expect(spinTurns(2400)).toBe(4);
    expect(spinTurns(600)).toBe(1);
  });

  it('stops at the same place for the same round, well inside the segment', () => {
    expect(stopWithin('rnd_1')).toBe(stopWithin('rnd_1'));
    const stops = ['rnd_1', 'rnd_2', 'rnd_abc', 'rnd_01HZX', ''].map(stopWithin);
    for (const stop of stops) {
      expect(stop).toBeGreaterThanOrEqual(0.2);
      expect(stop).toBeLessThanOrEqual(0.8);
    }
    expect(new Set(stops).size).toBeGreaterThan(1);
  });
});
