// The ball's drop as a timeline: pure functions of the elapsed time, so tests read any frame.

/** How long a drop takes before fast mode or reduced motion shorten it. */
export const DROP_MS = 1600;

/** A point on the board, in board units from its centre (y pointing down). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where the ball is drawn at one moment: its place, its height above the board (0 … 1) and how much it has appeared. */
export interface BallPose extends Point {
  /** 1 at the top of the drop, 0 on the board: drawn larger and with its shadow further off the higher it is. */
  readonly height: number;
  /** 0 … 1: the ball fades in over the first moments of its fall. */
  readonly opacity: number;
  /** 0 … 1 while the touchdown's ripple spreads, null otherwise. */
  readonly ripple: number | null;
}

/** The phases, as fractions of the drop: the fall, then one bounce, then a short roll onto the spot. */
const FALL_END = 0.55;
const BOUNCE_END = 0.78;
/** How high the bounce rises, as a fraction of the drop's height. */
const BOUNCE_HEIGHT = 0.18;
/** How far along the roll the bounce carries the ball. */
const BOUNCE_CARRY = 0.4;
/** How far before its spot the ball touches down: the length of the bounce and the roll together, in board units. */
export const ROLL_LENGTH = 14;

/** When, `duration` ms into a drop, the ball first touches the board (the moment it knocks). */
export function touchdownAt(duration: number): number {
  return duration * FALL_END;
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const towards = (from: Point, to: Point, t: number): Point => ({ x: lerp(from.x, to.x, t), y: lerp(from.y, to.y, t) });

/**
 * Where the ball touches the board first: ROLL_LENGTH from its spot, in a direction taken from the
 * round's id (display only; the spot is the rules'), pulled in if that would be off the disc of
 * radius `limit`. The same round always falls the same way.
 */
export function touchdown(spot: Point, roundId: string, limit: number): Point {
  let hash = 2166136261;
  for (let i = 0; i < roundId.length; i++) hash = Math.imul(hash ^ roundId.charCodeAt(i), 16777619);
  const direction = (((hash >>> 0) % 3600) / 3600) * 2 * Math.PI;
  const point = { x: spot.x + ROLL_LENGTH * Math.cos(direction), y: spot.y + ROLL_LENGTH * Math.sin(direction) };
  const distance = Math.hypot(point.x, point.y);
  return distance <= limit ? point : { x: (point.x * limit) / distance, y: (point.y * limit) / distance };
}

/**
 * The ball `elapsed` ms into a drop of `duration` ms from `from` (its touchdown) to `spot`: it falls
 * straight down, faster and faster (the height goes as 1 − t²), bounces once where it touched, carried
 * a little towards its spot, then rolls there slowing down. At or past the duration it rests on the spot.
 */
export function ballPose(from: Point, spot: Point, elapsed: number, duration: number): BallPose {
  const t = duration <= 0 ? 1 : Math.min(1, Math.max(0, elapsed) / duration);
  if (t >= 1) return { ...spot, height: 0, opacity: 1, ripple: null };
  const opacity = Math.min(1, t / 0.08);
  if (t < FALL_END) {
    const u = t / FALL_END;
    return { ...from, height: 1 - u * u, opacity, ripple: null };
  }
  const carried = towards(from, spot, BOUNCE_CARRY);
  if (t < BOUNCE_END) {
    const v = (t - FALL_END) / (BOUNCE_END - FALL_END);
    return { ...towards(from, carried, v), height: BOUNCE_HEIGHT * Math.sin(Math.PI * v), opacity, ripple: v };
  }
  const w = (t - BOUNCE_END) / (1 - BOUNCE_END);
  return { ...towards(carried, spot, 1 - (1 - w) ** 2), height: 0, opacity, ripple: null };
}

/** The spot of a drop on a board of radius `radius`: the rules' radius fraction and angle (degrees clockwise from the top). */
export function spotOn(radius: number, fraction: number, angle: number): Point {
  const theta = (angle * Math.PI) / 180;
  return { x: radius * fraction * Math.sin(theta), y: -radius * fraction * Math.cos(theta) };
}
