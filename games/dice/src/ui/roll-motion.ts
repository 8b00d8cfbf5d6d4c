/** How long the marker travels to the roll. */
export const ROLL_MS = 600;

/**
 * Where the marker is (hundredths) `elapsed` ms into a roll of `duration` ms from `from` to `to`:
 * fast out of the start, slowing into the result (ease-out cubic), exactly `to` once the time is up.
 */
export function markerAt(from: number, to: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return to;
  const p = Math.max(0, elapsed) / duration;
  return Math.round(from + (to - from) * (1 - (1 - p) ** 3));
}
