/** How long a kick plays at normal speed (fast mode: a quarter; reduced motion: not at all). */
export const KICK_MS = 1100;

/** Moments of a kick, as fractions of it: the strike, the keeper's first move, the ball reaching the goal. */
export const STRIKE = 0.15;
export const REACT = 0.25;
export const IMPACT = 0.7;

/** Whether a kick `progress` (0 … 1) in has reached the goal: its keeper and its result show from then on. */
export function hasArrived(progress: number): boolean {
  return progress >= IMPACT;
}
