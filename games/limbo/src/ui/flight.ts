// The rocket's flight as numbers: the counter's climb and where the rocket is on the board. Pure, so
// the motion is tested frame by frame without a browser.

/** How long the counter climbs to the result (fast mode takes a quarter, reduced motion none). */
export const FLIGHT_MS = 800;

/** The board's drawing area (SVG units): the ground line, the ceiling, and the trail's start and end. */
export const BOARD = { width: 320, height: 180, ground: 150, ceiling: 20, start: 40, end: 284 } as const;

/** How high the target line sits, as a share of the climb from the ground to the ceiling. */
export const TARGET_LEVEL = 0.6;

/** Fast out of the start, slowing into the result. */
export function easeOut(p: number): number {
  return 1 - (1 - p) ** 3;
}

/**
 * The counter (hundredths) `elapsed` ms into a climb of `duration` ms to `result` (hundredths): it
 * climbs in powers of the result (100 × (result / 100)^eased), so a 1,000,000× result races through
 * the thousands instead of crawling through the ones, never passes the result and lands exactly on it.
 */
export function counterAt(result: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return result;
  const p = Math.max(0, elapsed) / duration;
  return Math.min(result, Math.max(100, Math.floor(100 * (result / 100) ** easeOut(p))));
}

/**
 * The rocket's height for a value against a target (both hundredths), from 0 (the ground) to 1 (the
 * ceiling), with the target at TARGET_LEVEL: a result at the target touches the line, one above it
 * passes it and one three times as far up (in powers) flies along the ceiling. The square root of the
 * log-ratio lifts a small result clear of the ground while keeping near misses just under the line.
 */
export function levelOf(value: number, target: number): number {
  if (value <= 100) return 0;
  return Math.min(1, TARGET_LEVEL * Math.sqrt(Math.log(value / 100) / Math.log(target / 100)));
}

/** A point on the board. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The height on the board (SVG y) of a level. */
export function heightOf(level: number): number {
  return BOARD.ground - level * (BOARD.ground - BOARD.ceiling);
}

/**
 * Where the rocket is a share `p` (0 … 1) of the way through a flight to `result` against `target`:
 * it moves right at a steady pace while the counter climbs, so the trail bends over as the climb slows.
 * A 1.00× result never leaves the pad.
 */
export function flightPoint(result: number, target: number, p: number): Point {
  if (result <= 100) return { x: BOARD.start, y: BOARD.ground };
  const value = 100 * (result / 100) ** easeOut(p);
  return { x: BOARD.start + (BOARD.end - BOARD.start) * p, y: heightOf(levelOf(value, target)) };
}

/** The trail so far as an SVG path (`M x y L …`), sampled along the flight; empty while on the pad. */
export function trailPath(result: number, target: number, p: number, samples = 40): string {
  if (result <= 100 || p <= 0) return '';
  const points = Array.from({ length: samples + 1 }, (_, i) => flightPoint(result, target, (p * i) / samples));
  return points.map((point, i) => `${i === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

/** The rocket's heading in degrees (0 is to the right, negative climbs): along the trail, never steeper than 75°. */
export function headingAt(result: number, target: number, p: number): number {
  if (result <= 100) return -90;
  const a = flightPoint(result, target, Math.max(0, p - 0.02));
  const b = flightPoint(result, target, Math.max(0.02, p));
  const degrees = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return Math.max(-75, Math.min(0, round(degrees)));
}

/** Two decimals are plenty for SVG coordinates, and keep the markup short. */
function round(n: number): number {
  return Math.round(n * 100) / 100;
}
