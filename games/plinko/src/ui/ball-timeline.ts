import { ballPosition, type BoardGeometry, type Point } from './board-geometry';

/** How long one ball takes from the top to its slot, whatever the number of rows. */
export const FLIGHT_MS = 1800;
/** How long a bucket bounces after a ball lands in it. */
export const BOUNCE_MS = 320;
/** How far a bucket dips when a ball lands (SVG units). */
const BOUNCE_DEPTH = 6;
/** At most this many balls fall at once: a big batch drops a few at a time, not as one cloud. */
const MAX_IN_FLIGHT = 24;

/** Milliseconds between two launches: calm for a handful of balls, quicker for a big batch. */
export function launchInterval(balls: number): number {
  return Math.max(FLIGHT_MS / MAX_IN_FLIGHT, Math.min(300, 6000 / balls));
}

/** When ball `ball` (0-based) of a batch of `balls` leaves the top. */
export function launchTime(ball: number, balls: number): number {
  return ball * launchInterval(balls);
}

/** When the last ball has landed and its bucket stopped bouncing. */
export function batchDuration(balls: number): number {
  return launchTime(balls - 1, balls) + FLIGHT_MS + BOUNCE_MS;
}

/** One ball at one moment. */
export interface BallFrame {
  readonly ball: number;
  readonly point: Point;
  readonly landed: boolean;
}

/** The whole batch at one moment: what the board draws. */
export interface BatchFrame {
  /** Balls already launched (in flight or landed), in ball order. */
  readonly balls: readonly BallFrame[];
  /** Per slot: how many balls have landed in it so far. */
  readonly landed: readonly number[];
  /** Per slot: how far its bucket is pushed down now by the latest landing. */
  readonly dip: readonly number[];
  readonly done: boolean;
}

/**
 * The batch `elapsed` ms after the first launch: each ball follows its own waypoints (one hop per
 * row, equally long), lands, and makes its bucket dip and spring back. Pure, so the animation can be
 * tested frame by frame; `Infinity` gives the final picture (every ball landed, nothing moving).
 */
export function batchFrame(board: BoardGeometry, paths: readonly (readonly Point[])[], slots: readonly number[], elapsed: number): BatchFrame {
  const landed: number[] = Array(board.rows + 1).fill(0);
  const dip: number[] = Array(board.rows + 1).fill(0);
  const balls: BallFrame[] = [];
  paths.forEach((waypoints, ball) => {
    const since = elapsed - launchTime(ball, paths.length);
    if (since < 0) return;
    const hops = waypoints.length - 1;
    const isLanded = since >= FLIGHT_MS;
    balls.push({ ball, point: ballPosition(board, waypoints, isLanded ? hops : (since / FLIGHT_MS) * hops), landed: isLanded });
    if (!isLanded) return;
    const slot = slots[ball]!;
    landed[slot]! += 1;
    const bouncing = since - FLIGHT_MS;
    if (bouncing < BOUNCE_MS) dip[slot] = Math.max(dip[slot]!, BOUNCE_DEPTH * Math.sin((Math.PI * bouncing) / BOUNCE_MS));
  });
  return { balls, landed, dip, done: elapsed >= batchDuration(paths.length) };
}
