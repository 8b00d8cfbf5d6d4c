/** The animation's clock and frame source; tests drive them by hand. */
export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** requestAnimationFrame and performance.now: the clock of a real page. */
export const browserClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

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
