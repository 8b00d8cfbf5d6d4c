import { describe, expect, it } from 'vitest';
import { coinPose, flipMoment, flipsToShow, streakDuration } from './flip-timeline';

describe('flipsToShow', () => {
  it('plays up to and including the first miss, or every flip of a won streak', () => {
    expect(flipsToShow(['heads', 'heads', 'tails', 'heads'], 'heads')).toBe(3);
    expect(flipsToShow(['tails', 'heads'], 'heads')).toBe(1);
    expect(flipsToShow(['tails', 'tails', 'tails'], 'tails')).toBe(3);
  });
});

describe('flipMoment', () => {
  it('starts a flip every step and lands it a spin after its start', () => {
    expect(streakDuration(3, 600, 800)).toBe(2200);
    expect(streakDuration(1, 600, 800)).toBe(600);
    expect(flipMoment(0, 3, 600, 800)).toEqual({ index: 0, progress: 0, landed: 0 });
    expect(flipMoment(300, 3, 600, 800)).toEqual({ index: 0, progress: 0.5, landed: 0 });
    expect(flipMoment(700, 3, 600, 800)).toEqual({ index: 0, progress: 1, landed: 1 });
    expect(flipMoment(1100, 3, 600, 800)).toEqual({ index: 1, progress: 0.5, landed: 1 });
    expect(flipMoment(2199, 3, 600, 800)).toMatchObject({ index: 2, landed: 2 });
    expect(flipMoment(2200, 3, 600, 800)).toEqual({ index: 2, progress: 1, landed: 3 });
    expect(flipMoment(Infinity, 3, 600, 800)).toEqual({ index: 2, progress: 1, landed: 3 });
  });
});

describe('coinPose', () => {
  it('rises and falls, turning over, and lands flat on the face it was flipped to', () => {
    expect(coinPose(0, 'heads', 'tails')).toMatchObject({ face: 'heads', squash: 1, lift: 0 });
    expect(coinPose(0.5, 'heads', 'tails').lift).toBe(1);
    for (const [from, to] of [['heads', 'tails'], ['heads', 'heads'], ['tails', 'heads'], ['tails', 'tails']] as const) {
      expect(coinPose(1, from, to)).toEqual({ face: to, squash: 1, tilt: 0, lift: 0 });
      // Just before landing the turn is all but over: flat on, on the landing face.
      const late = coinPose(0.99, from, to);
      expect(late.face).toBe(to);
      expect(late.squash).toBeGreaterThan(0.99);
    }
  });

  it('shows the other face after each edge-on pass', () => {
    // Six half-turns (heads to heads), eased out: a quarter of the turn is done by p ≈ 0.0286.
    const faces = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.9].map((p) => coinPose(p, 'heads', 'heads').face);
    expect(faces[0]).toBe('heads');
    expect(new Set(faces)).toEqual(new Set(['heads', 'tails']));
    // Edge on, the face is a line and the coin's edge shows its full thickness.
    const angleQuarter = 1 - Math.cbrt(1 - 0.5 / 6);
    const edgeOn = coinPose(angleQuarter, 'heads', 'heads');
    expect(edgeOn.squash).toBeLessThan(1e-9);
    expect(Math.abs(edgeOn.tilt)).toBeCloseTo(1, 9);
  });
});
