import { STAIRS_TOP } from '../staircase';

// The staircase scene's coordinates, on its 360 × 408 view box: two flights of 12 stairs in a Z, the
// first rising to the right from the ground, the second (above it, after a landing) back to the left,
// up to the door. Every stair is 12 high and 24 deep; the turn adds 44 so the flights clear each other.

/** The scene's view box. */
export const VIEW = { width: 360, height: 408 } as const;

/** Stairs per flight. */
export const FLIGHT = 12;

const RUN = 24;
const RISE = 12;
const LANDING = 44;
const LEFT = 36;
/** The ground's surface, where the climber starts. */
export const GROUND = 392;
/** A stair block's depth below its tread. */
export const THICKNESS = 8;

/** A stair's box: its tread's left end and height, and its depth. */
export interface StairBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** Which flight (0: rising right, 1: rising left). */
  readonly flight: number;
}

/** Stair `n` (1 … 24). */
export function stairBox(n: number): StairBox {
  if (!Number.isInteger(n) || n < 1 || n > STAIRS_TOP) throw new RangeError(`no stair ${n}`);
  const flight = Math.floor((n - 1) / FLIGHT);
  const k = (n - 1) % FLIGHT;
  const x = flight === 0 ? LEFT + k * RUN : LEFT + (FLIGHT - 1 - k) * RUN;
  return { x, y: GROUND - n * RISE - flight * LANDING, width: RUN, flight };
}

/** Where the climber's feet are on stair `n` (0: the ground, left of the first stair). */
export function footing(n: number): { readonly x: number; readonly y: number } {
  if (n === 0) return { x: LEFT - 16, y: GROUND };
  const box = stairBox(n);
  return { x: box.x + box.width / 2, y: box.y };
}
