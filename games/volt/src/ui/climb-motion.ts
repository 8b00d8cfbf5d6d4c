/** How long the charge takes to climb one rung, before fast mode or reduced motion shorten it. */
export const RUNG_MS = 180;

/** How long the ending plays after the climb (sparks falling, or the sphere bursting at the top). */
export const ENDING_MS = 400;

/** The whole animation of a climb to `level`: 400 ms at the base, 2.2 s to the top. */
export function climbMs(level: number): number {
  return RUNG_MS * level + ENDING_MS;
}

/** Where a climb stands at one moment. */
export interface ClimbFrame {
  /** The tip of the arc, in rungs above the base (0 … level, continuous). */
  readonly height: number;
  /** How many rungs are lit: every rung the tip has reached. */
  readonly lit: number;
  /** How far the ending has played, 0 … 1; null while the charge still climbs. */
  readonly ending: number | null;
}

/** A climb that has landed: the charge rests at its level, every rung up to it lit. */
export function landedFrame(level: number): ClimbFrame {
  return { height: level, lit: level, ending: 1 };
}

/**
 * The climb to `level`, `elapsed` ms into an animation of `duration` ms (fast mode shortens it; the
 * climb and the ending keep their shares). Rung by rung: within each rung's step the tip eases out of
 * one rung and into the next, so it seems to jump from rung to rung and cling to each.
 */
export function climbFrame(level: number, elapsed: number, duration: number): ClimbFrame {
  if (duration <= 0 || elapsed >= duration) return landedFrame(level);
  // The moment in the animation as designed (fast mode plays the same design quicker).
  const t = (Math.max(0, elapsed) * climbMs(level)) / duration;
  const climb = RUNG_MS * level;
  if (t >= climb) return { height: level, lit: level, ending: (t - climb) / ENDING_MS };
  const rung = Math.floor(t / RUNG_MS);
  const height = rung + easeInOut((t - rung * RUNG_MS) / RUNG_MS);
  return { height, lit: Math.floor(height), ending: null };
}

/** Smoothstep: slow out of a rung, fast between, slow into the next. */
function easeInOut(t: number): number {
  return t * t * (3 - 2 * t);
}
