import { describe, expect, it } from 'vitest';
import { FINALE_MS, STAGE_MS, cameraAt, flightAt, flightMs, padFrame, stagesPlayed } from './flight-motion';

const orbitWin = { stages: 3, fired: 3 };
const orbitFailsOn2 = { stages: 3, fired: 1 };

describe('flight timeline', () => {
  it('plays each stage that fired and the one that failed, then the finale', () => {
    expect(stagesPlayed(orbitWin)).toBe(3);
    expect(stagesPlayed(orbitFailsOn2)).toBe(2);
    expect(stagesPlayed({ stages: 5, fired: 0 })).toBe(1);
    expect(flightMs(orbitWin)).toBe(3 * STAGE_MS + FINALE_MS);
    expect(flightMs({ stages: 5, fired: 0 })).toBe(STAGE_MS + FINALE_MS);
    expect(flightMs({ stages: 5, fired: 5 })).toBe(3500);
  });

  it('climbs one level per stage that fires, lowest stage burning', () => {
    expect(flightAt(orbitWin, 0)).toMatchObject({ altitude: 0, lowest: 1, tilt: 0, explosion: null, arrival: null });
    const half = flightAt(orbitWin, STAGE_MS / 2);
    expect(half.altitude).toBeCloseTo(0.5, 10);
    expect(half.flame).toBeGreaterThan(0.8);
    expect(flightAt(orbitWin, STAGE_MS)).toMatchObject({ altitude: 1, lowest: 2 });
    expect(flightAt(orbitWin, 2.5 * STAGE_MS)).toMatchObject({ lowest: 3 });
  });

  it('drops each spent stage but the last, falling and fading', () => {
    const f = flightAt(orbitWin, STAGE_MS + 300);
    expect(f.falling.map((s) => s.stage)).toEqual([1]);
    expect(f.falling[0]!.altitude).toBeLessThan(1);
    expect(f.falling[0]!.fade).toBeCloseTo(1 / 3, 10);
    // Stage 3 is the last: it stays with the capsule.
    expect(flightAt(orbitWin, 3 * STAGE_MS + 100).falling.map((s) => s.stage)).toEqual([2]);
    expect(flightAt(orbitWin, 10_000).falling).toEqual([]);
  });

  it('arrives: the rocket at its destination, the flag planted at the end', () => {
    const end = flightAt(orbitWin, flightMs(orbitWin));
    expect(end).toMatchObject({ altitude: 3, lowest: 3, flame: 0, tilt: 0, explosion: null, arrival: 1 });
    expect(flightAt(orbitWin, 3 * STAGE_MS + FINALE_MS / 2).arrival).toBeCloseTo(0.5, 10);
  });

  it('fails: the stage sputters, the rocket tips over and explodes; the end frame stays exploded', () => {
    const sputter = flightAt(orbitFailsOn2, STAGE_MS + 0.9 * STAGE_MS);
    expect(sputter.lowest).toBe(2);
    expect(sputter.flame).toBeLessThan(0.25);
    expect(sputter.tilt).toBeGreaterThan(40);
    expect(sputter.explosion).toBeNull();
    const end = flightAt(orbitFailsOn2, 99_999);
    expect(end).toMatchObject({ lowest: 2, flame: 0, explosion: 1, arrival: null });
    expect(end.altitude).toBeCloseTo(1.14, 10);
  });

  it('stands on the pad before any flight; the camera follows the rocket once it is high enough', () => {
    expect(padFrame()).toEqual({ altitude: 0, lowest: 1, flame: 0, tilt: 0, falling: [], explosion: null, arrival: null });
    expect(cameraAt(0)).toBe(0);
    expect(cameraAt(0.5)).toBe(0);
    expect(cameraAt(5)).toBeCloseTo(4.45, 10);
  });
});
