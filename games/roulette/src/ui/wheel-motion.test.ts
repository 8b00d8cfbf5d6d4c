import { describe, expect, it } from 'vitest';
import { WHEEL_ORDER } from '../table';
import { numberUnderBall, planSpin, pocketAngle, poseAt, restingPose, spinPoses } from './wheel-motion';
import { POCKET_DEG, POCKET_R, REST_POSE, SPIN_MS, TRACK_R } from './wheel-pose';

const mod360 = (d: number) => ((d % 360) + 360) % 360;

describe('wheel motion', () => {
  it('places the pockets in the wheel’s order, clockwise from 0', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(POCKET_DEG);
    expect(pocketAngle(26)).toBeCloseTo(36 * POCKET_DEG);
    expect(numberUnderBall({ wheel: 0, ball: 0, ballR: POCKET_R })).toBe(0);
    expect(numberUnderBall({ wheel: -POCKET_DEG, ball: 0, ballR: POCKET_R })).toBe(32);
    expect(numberUnderBall({ wheel: 720, ball: 360 + 3 * POCKET_DEG + 1, ballR: POCKET_R })).toBe(WHEEL_ORDER[3]);
  });

  it('ends every spin with the ball seated in the number’s pocket, both at the top', () => {
    for (const from of [REST_POSE, { wheel: 123.4, ball: 250, ballR: POCKET_R }, { wheel: -40, ball: 10, ballR: TRACK_R }]) {
      for (let n = 0; n < 37; n++) {
        for (const duration of [SPIN_MS, 600]) {
          const plan = planSpin(from, n, duration);
          const end = poseAt(plan, duration, duration);
          expect(numberUnderBall(end)).toBe(n);
          expect(mod360(end.ball + 1e-9)).toBeLessThan(1e-6);
          expect(end.ballR).toBe(POCKET_R);
          // The wheel only turns forward, the ball only back: whole turns each, more on a full spin.
          const turns = duration === SPIN_MS ? 2 : 1;
          expect(plan.wheelTo - from.wheel).toBeGreaterThanOrEqual(turns * 360);
          expect(plan.wheelTo - from.wheel).toBeLessThan((turns + 1) * 360);
          expect(plan.relFrom - plan.relTo).toBeGreaterThanOrEqual(2 * turns * 360);
        }
      }
    }
  });

  it('starts where the last spin stopped, lifts the ball onto the track and drops it into the pocket', () => {
    const from = { wheel: 30, ball: 0, ballR: POCKET_R };
    const plan = planSpin(from, 17, SPIN_MS);
    expect(poseAt(plan, 0, SPIN_MS)).toEqual(from);
    expect(poseAt(plan, SPIN_MS * 0.3, SPIN_MS).ballR).toBe(TRACK_R);
    const dropping = poseAt(plan, SPIN_MS * 0.7, SPIN_MS).ballR;
    expect(dropping).toBeGreaterThan(POCKET_R);
    expect(dropping).toBeLessThan(TRACK_R);
    // The ball has settled in its pocket before the wheel stops: it turns with the wheel.
    const late = poseAt(plan, SPIN_MS * 0.92, SPIN_MS);
    expect(numberUnderBall(late)).toBe(17);
    expect(late.wheel).toBeLessThan(plan.wheelTo);
  });

  it('slows the wheel down: the first quarter of the time covers more than the second', () => {
    const plan = planSpin(REST_POSE, 5, SPIN_MS);
    const at = (t: number) => poseAt(plan, t, SPIN_MS).wheel;
    expect(at(600) - at(0)).toBeGreaterThan(at(1200) - at(600));
    expect(at(SPIN_MS * 2)).toBe(plan.wheelTo);
  });

  it('lands at once for a spin of no duration (reduced motion)', () => {
    const plan = planSpin(REST_POSE, 9, 0);
    expect(numberUnderBall(poseAt(plan, 0, 0))).toBe(9);
  });

  it('gives the board a spin’s poses over time and where it rests', () => {
    const from = { wheel: 30, ball: 200, ballR: POCKET_R };
    const plan = planSpin(from, 17, SPIN_MS);
    const { poseAt: at, rest } = spinPoses(from, 17, SPIN_MS);
    expect([0, 700, SPIN_MS].map(at)).toEqual([0, 700, SPIN_MS].map((t) => poseAt(plan, t, SPIN_MS)));
    expect(rest).toEqual(restingPose(poseAt(plan, SPIN_MS, SPIN_MS)));
    expect(numberUnderBall(rest)).toBe(17);
  });

  it('rests with its angles back in 0 … 360', () => {
    expect(restingPose({ wheel: 725, ball: -30, ballR: POCKET_R })).toEqual({ wheel: 5, ball: 330, ballR: POCKET_R });
  });
});
