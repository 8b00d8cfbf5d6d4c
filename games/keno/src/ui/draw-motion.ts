/** How long the ten balls take to come out, one after another, before the round lands (fast mode: a quarter). */
export const DRAW_MS = 1200;

/** Balls a round reveals. */
const BALLS = 10;

/**
 * How many of the ten drawn numbers show `elapsed` ms into a draw lasting `duration`: the first at
 * once, then one every `duration / 10`; all ten once the draw has landed (elapsed Infinity).
 */
export function revealedAt(elapsed: number, duration: number): number {
  if (elapsed === Infinity || duration <= 0) return BALLS;
  return Math.min(BALLS, Math.floor((elapsed * BALLS) / duration) + 1);
}
