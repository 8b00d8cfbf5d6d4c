import { WHEEL_ORDER } from '../table';
import { POCKET_DEG, POCKET_R, TRACK_R, type WheelPose } from './wheel-pose';

// The wheel's motion: fetched with after-paint.ts after the board's first drawing, as no spin can start before a chip is placed.

/** The angle of `number`'s pocket on the wheel, clockwise from 0's. */
export function pocketAngle(number: number): number {
  return WHEEL_ORDER.indexOf(number) * POCKET_DEG;
}

/** The number whose pocket is under the ball in `pose`. */
export function numberUnderBall(pose: WheelPose): number {
  const index = Math.round((pose.ball - pose.wheel) / POCKET_DEG);
  return WHEEL_ORDER[((index % 37) + 37) % 37]!;
}

/**
 * A spin from `from` to the ball seated in `number`'s pocket at the top of the wheel: the wheel's
 * rotation turns clockwise to `wheelTo`; the ball's angle relative to the wheel runs
 * anticlockwise from `relFrom` to `relTo`.
 */
export interface SpinPlan {
  readonly from: WheelPose;
  readonly wheelTo: number;
  readonly relFrom: number;
  readonly relTo: number;
}

const mod360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Plans a spin lasting `duration` ms that ends with `number`'s pocket, and the ball in it, at the top. */
export function planSpin(from: WheelPose, number: number, duration: number): SpinPlan {
  const long = duration >= 1000;
  const pocket = pocketAngle(number);
  // The wheel turns on clockwise until the pocket is at the top (rotation ≡ −pocket).
  const wheelTo = from.wheel + (long ? 2 : 1) * 360 + mod360(-pocket - from.wheel);
  // The ball runs the other way, whole laps and then back to the pocket (relative angle ≡ pocket).
  const relFrom = from.ball - from.wheel;
  const relTo = relFrom - (long ? 4 : 2) * 360 - mod360(relFrom - pocket);
  return { from, wheelTo, relFrom, relTo };
}

/** The share of the spin by which the ball has come to rest in its pocket (the wheel coasts on). */
const BALL_SETTLED = 0.88;

/** The ball's distance from the centre at p (0 … 1): up onto the track, round it, then down into the pocket, bouncing. */
function ballRadius(startR: number, p: number): number {
  if (p < 0.08) return startR + (TRACK_R - startR) * Math.sin((p / 0.08) * (Math.PI / 2));
  if (p < 0.5) return TRACK_R;
  if (p >= 0.86) return POCKET_R;
  const q = (p - 0.5) / 0.36;
  const bounce = 9 * Math.abs(Math.sin(q * 2.5 * Math.PI)) * (1 - q) ** 1.5;
  return POCKET_R + (TRACK_R - POCKET_R) * (1 - q) ** 2 + bounce;
}

/** Where everything stands `elapsed` ms into a spin of `duration` ms: both slow down, the ball first; at the end the ball is in its pocket. */
export function poseAt(plan: SpinPlan, elapsed: number, duration: number): WheelPose {
  const p = duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / duration));
  const wheel = plan.from.wheel + (plan.wheelTo - plan.from.wheel) * (1 - (1 - p) ** 3);
  const q = Math.min(1, p / BALL_SETTLED);
  const rel = plan.relFrom + (plan.relTo - plan.relFrom) * (1 - (1 - q) ** 4);
  return { wheel, ball: wheel + rel, ballR: ballRadius(plan.from.ballR, p) };
}

/** A pose with its angles brought back into 0 … 360, so they never grow spin after spin. */
export function restingPose(pose: WheelPose): WheelPose {
  return { wheel: mod360(pose.wheel), ball: mod360(pose.ball), ballR: pose.ballR };
}

/** A spin lasting `duration` ms from `from` to the ball seated in `number`'s pocket: where everything stands `elapsed` ms in, and where it rests once landed. */
export function spinPoses(from: WheelPose, number: number, duration: number): { poseAt: (elapsed: number) => WheelPose; rest: WheelPose } {
  const plan = planSpin(from, number, duration);
  const at = (elapsed: number) => poseAt(plan, elapsed, duration);
  return { poseAt: at, rest: restingPose(at(duration)) };
}
