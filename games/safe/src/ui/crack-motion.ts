// The timeline of cracking the safe, in "design" milliseconds (the full-length animation): the
// element scales the elapsed time of a shortened one (fast mode) onto it, so both play the same moves.

/** How long each dial takes to click into place: they all spin from the start, dial i stops at (i + 1) × this. */
export const DIAL_MS = 500;

/** How long the door takes to swing open once every dial matched (the handle turns, then the door). */
export const DOOR_MS = 900;

/** The share of the door's time the handle wheel turns before the door moves. */
const HANDLE_SHARE = 0.35;

/** The whole animation of a round: every dial, then the door when it opens. */
export function crackLength(dials: number, opens: boolean): number {
  return dials * DIAL_MS + (opens ? DOOR_MS : 0);
}

/** When dial `i` clicks into place. */
export function dialStop(i: number): number {
  return (i + 1) * DIAL_MS;
}

/** How many dials have clicked into place at time `t`. */
export function dialsLanded(t: number, dials: number): number {
  return Math.max(0, Math.min(dials, Math.floor(t / DIAL_MS)));
}

/**
 * Where dial `i`'s drum ends, in digits rolled (digit d faces the window at any position ≡ d mod 10):
 * ahead of `from` to `digit`, after whole turns (more for later dials, which spin longer, so all
 * spin at about the same speed; fewer when the animation is short, so it stays readable).
 */
export function drumTarget(from: number, digit: number, i: number, short: boolean): number {
  const ahead = (((digit - from) % 10) + 10) % 10;
  return from + ahead + 10 * (short ? 1 : 2) * (i + 1);
}

/** The drum's position at time `t` of a spin from `from` to `to` that stops at `stop`: fast at first, slowing into place (ease-out cubic). */
export function drumAt(from: number, to: number, t: number, stop: number): number {
  if (t >= stop || stop <= 0) return to;
  const p = Math.max(0, t) / stop;
  return from + (to - from) * (1 - (1 - p) ** 3);
}

/** The door phase at time `t` (0 closed … 1 open), and the handle wheel's turn (0 … 1) that comes first. */
export function doorAt(t: number, dials: number): { readonly handle: number; readonly door: number } {
  const p = Math.max(0, Math.min(1, (t - dials * DIAL_MS) / DOOR_MS));
  const handle = Math.min(1, p / HANDLE_SHARE);
  const swing = Math.max(0, (p - HANDLE_SHARE) / (1 - HANDLE_SHARE));
  // The door swings out heavily: slow to start, easing to rest.
  return { handle, door: swing < 0.5 ? 2 * swing * swing : 1 - (-2 * swing + 2) ** 2 / 2 };
}

/** The digit facing the window for a drum at `position`. */
export function digitAt(position: number): number {
  return ((Math.round(position) % 10) + 10) % 10;
}
