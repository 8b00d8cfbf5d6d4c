// How the spark runs: from the fuse's lit end (0) to its point, fast at first and slowing into the
// stop, with a trail of embers where it just was. Pure functions of the time; the board draws them.

/** How long a spark runs before fast mode or reduced motion shorten it. */
export const SPARK_MS = 1800;

/** Where the spark is (hundredths) `elapsed` ms into a run of `duration` ms to `point`: ease-out cubic from 0. */
export function sparkAt(point: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return point;
  const p = Math.max(0, elapsed) / duration;
  return point * (1 - (1 - p) ** 3);
}

/** One ember of the trail: where it is along the fuse (hundredths), how far it has floated up, its size and its glow. */
export interface Ember {
  readonly at: number;
  readonly lift: number;
  readonly r: number;
  readonly opacity: number;
}

/** Embers in the trail, each where the spark was a little earlier. */
const TRAIL = 6;
const TRAIL_STEP_MS = 45;

/** The trail behind a running spark: each ember where the spark was k × 45 ms ago, floating up and fading as it ages. */
export function emberTrail(point: number, elapsed: number, duration: number): Ember[] {
  return Array.from({ length: TRAIL }, (_, i) => {
    const k = i + 1;
    const age = k * TRAIL_STEP_MS;
    // A small sway, the same at the same moment: the trail flickers as the spark runs.
    const sway = Math.sin(k * 1.7 + elapsed / 70) * 2.5;
    return { at: sparkAt(point, Math.max(0, elapsed - age), duration), lift: k * 3.4 + sway, r: 5.2 - k * 0.62, opacity: 1 - k * 0.13 };
  });
}

/** The spark's rays: 8 around it, each flickering in length with the time, the star turning slowly. */
export function rays(elapsed: number): { readonly angle: number; readonly length: number }[] {
  return Array.from({ length: 8 }, (_, i) => ({ angle: i * 45 + elapsed * 0.25, length: 14 + 5 * Math.sin(elapsed / 40 + i * 2.1) }));
}

/** Where each of the 12 sparks of a win's burst flies: all around, alternately far and near, a little upward. */
export const BURST: readonly { readonly dx: number; readonly dy: number }[] = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * 30 + 15 * (i % 2)) * (Math.PI / 180);
  const reach = i % 2 === 0 ? 52 : 35;
  return { dx: Math.round(Math.cos(angle) * reach * 10) / 10, dy: Math.round((Math.sin(angle) * reach - 8) * 10) / 10 };
});
