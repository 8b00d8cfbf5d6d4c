import { describe, expect, it } from 'vitest';
import { DROP_MS, ROLL_LENGTH, ballPose, spotOn, touchdown, touchdownAt } from './drop-motion';

const spot = { x: 30, y: -40 };
const from = { x: 40, y: -30 };

describe('ballPose', () => {
  it('starts high and faint above the touchdown, falls faster and faster, and reaches the board at 55 %', () => {
    expect(ballPose(from, spot, 0, DROP_MS)).toEqual({ ...from, height: 1, opacity: 0, ripple: null });
    const heights = [0, 220, 440, 660, 879].map((ms) => ballPose(from, spot, ms, DROP_MS).height);
    for (let i = 1; i < heights.length; i++) expect(heights[i]!).toBeLessThan(heights[i - 1]!);
    // Accelerating: each equal step of time drops it further than the one before.
    const drops = heights.slice(1).map((h, i) => heights[i]! - h);
    for (let i = 1; i < drops.length; i++) expect(drops[i]!).toBeGreaterThan(drops[i - 1]!);
    expect(touchdownAt(DROP_MS)).toBeCloseTo(880, 9);
    expect(ballPose(from, spot, 880, DROP_MS)).toMatchObject({ ...from, height: 0, opacity: 1 });
  });

  it('bounces once where it touched, with a ripple, carried part of the way to its spot', () => {
    const top = ballPose(from, spot, 880 + 184, DROP_MS);
    expect(top.height).toBeCloseTo(0.18, 10);
    expect(top.ripple).toBeCloseTo(0.5, 10);
    expect(top.x).toBeCloseTo(38, 10);
    expect(top.y).toBeCloseTo(-32, 10);
    expect(ballPose(from, spot, 1247, DROP_MS).height).toBeGreaterThan(0);
  });

  it('rolls the rest of the way on the board, slowing down, and rests on the spot', () => {
    const a = ballPose(from, spot, 1250, DROP_MS);
    const b = ballPose(from, spot, 1425, DROP_MS);
    const c = ballPose(from, spot, 1599, DROP_MS);
    expect([a.height, b.height, c.height]).toEqual([0, 0, 0]);
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeGreaterThan(Math.hypot(c.x - b.x, c.y - b.y));
    expect(ballPose(from, spot, DROP_MS, DROP_MS)).toEqual({ ...spot, height: 0, opacity: 1, ripple: null });
    expect(ballPose(from, spot, 99_999, DROP_MS)).toEqual({ ...spot, height: 0, opacity: 1, ripple: null });
  });

  it('rests on the spot at once when it has no duration (reduced motion)', () => {
    expect(ballPose(from, spot, 0, 0)).toEqual({ ...spot, height: 0, opacity: 1, ripple: null });
  });
});

describe('touchdown', () => {
  it('lies a roll away from the spot, the same for the same round, different for others', () => {
    const a = touchdown(spot, 'rnd_1', 132);
    expect(Math.hypot(a.x - spot.x, a.y - spot.y)).toBeCloseTo(ROLL_LENGTH, 10);
    expect(touchdown(spot, 'rnd_1', 132)).toEqual(a);
    const others = ['rnd_2', 'rnd_abc', 'rnd_01HZX', ''].map((id) => touchdown(spot, id, 132));
    expect(new Set(others.map((p) => `${p.x},${p.y}`)).size).toBe(4);
  });

  it('stays on the disc when the spot is at its edge', () => {
    for (const id of ['rnd_1', 'rnd_2', 'rnd_3', 'rnd_4', 'rnd_5', 'rnd_6']) {
      const p = touchdown({ x: 0, y: -131 }, id, 132);
      expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(132 + 1e-9);
    }
  });
});

describe('spotOn', () => {
  it('places the spot radius × fraction from the centre, clockwise from the top', () => {
    expect(spotOn(100, 0.5, 0)).toEqual({ x: 0, y: -50 });
    const right = spotOn(100, 0.5, 90);
    expect(right.x).toBeCloseTo(50, 10);
    expect(right.y).toBeCloseTo(0, 10);
    const example = spotOn(1, 0.27339900972034203, 45.408711321651936);
    expect(example.x.toFixed(4)).toBe('0.1947');
    expect(example.y.toFixed(4)).toBe('-0.1919');
  });
});
