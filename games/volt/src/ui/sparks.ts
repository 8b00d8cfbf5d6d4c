import { seeded, type Point } from './arc-path';

/** One spark of a fizzle: where it is, how bright, how big. */
export interface Spark {
  readonly x: number;
  readonly y: number;
  readonly opacity: number;
  readonly r: number;
}

/** How far a spark falls by the end of the fizzle, in SVG units. */
const FALL = 70;

/**
 * The sparks a fizzle throws from `origin`, `progress` (0 … 1) of the way through: each flies up and
 * out a little, then falls under gravity, fading out. The same seed throws the same sparks.
 */
export function fallingSparks(origin: Point, progress: number, seed: number, count = 9): Spark[] {
  const random = seeded(seed);
  const t = Math.min(1, Math.max(0, progress));
  return Array.from({ length: count }, () => {
    const vx = (random() * 2 - 1) * 34;
    const vy = -(8 + random() * 22);
    const r = 1.1 + random() * 1.3;
    return { x: round(origin[0] + vx * t), y: round(origin[1] + vy * t + FALL * t * t), opacity: round(1 - t), r: round(r * (1 - 0.5 * t)) };
  });
}

/** A ray of the burst at the top: a line from `from` to `to`. */
export interface Ray {
  readonly from: Point;
  readonly to: Point;
}

/** The rays the top sphere bursts into, `progress` (0 … 1) of the way through: they shoot out from its surface. */
export function burstRays(centre: Point, radius: number, progress: number, count = 14): Ray[] {
  const t = Math.min(1, Math.max(0, progress));
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI + (i % 2) * 0.12;
    const inner = radius * (1.08 + 0.5 * t);
    const outer = radius * (1.25 + (i % 2 === 0 ? 1.1 : 0.7) * t);
    const at = (r: number): Point => [round(centre[0] + r * Math.cos(angle)), round(centre[1] + r * Math.sin(angle))];
    return { from: at(inner), to: at(outer) };
  });
}

const round = (n: number) => Math.round(n * 10) / 10;
