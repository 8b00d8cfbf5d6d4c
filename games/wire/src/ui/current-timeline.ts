// When each current of a batch leaves the source, where it is, and when its LED flashes: pure, so the
// animation can be tested frame by frame. Times are the designed ones; fast mode and reduced motion
// only change how fast the game's clock runs through them.

/** How long one current takes from the source to its LED. */
export const FLIGHT_MS = 1200;
/** How long an LED flashes after a current arrives. */
export const FLASH_MS = 320;
/** Milliseconds between two currents leaving the source, for a small batch. */
export const STAGGER_MS = 60;
/** The longest a batch plays: a big batch leaves the source faster, so 100 currents still take 4 s. */
export const MAX_BATCH_MS = 4000;

/** Milliseconds between two launches of a batch of `currents`. */
export function staggerOf(currents: number): number {
  return currents <= 1 ? 0 : Math.min(STAGGER_MS, (MAX_BATCH_MS - FLIGHT_MS - FLASH_MS) / (currents - 1));
}

/** How long a batch plays: the last current's launch, its flight and its LED's flash. */
export function batchDuration(currents: number): number {
  return (currents - 1) * staggerOf(currents) + FLIGHT_MS + FLASH_MS;
}

/** A current still on its way: where along its route it is (0 at the source, 1 at its LED). */
export interface Flowing {
  readonly current: number;
  readonly terminal: number;
  readonly progress: number;
}

/** The batch at one moment: what the board draws. */
export interface BatchFrame {
  /** Currents between the source and their LED, in launch order. */
  readonly flowing: readonly Flowing[];
  /** Per terminal: how many currents have arrived so far. */
  readonly arrived: readonly number[];
  /** Per terminal: how bright its flash is now, 0 … 1 (1 the instant a current arrives). */
  readonly flash: readonly number[];
  /** Per terminal: how far the leading current heading there has come (0 when none is on its way). */
  readonly lit: readonly number[];
  /** How many currents have arrived in all. */
  readonly landed: number;
}

/** Eases a current along its route: it gathers speed from the source and slows into its LED. */
function ease(t: number): number {
  return t * t * (3 - 2 * t);
}

/**
 * The batch `elapsed` designed ms after the first launch (`Infinity`: all arrived, nothing flashing).
 * Current i leaves at i × stagger, flies FLIGHT_MS, then its LED flashes and fades over FLASH_MS.
 */
export function batchFrame(terminals: readonly number[], elapsed: number): BatchFrame {
  const stagger = staggerOf(terminals.length);
  const flowing: Flowing[] = [];
  const arrived: number[] = Array(9).fill(0);
  const flash: number[] = Array(9).fill(0);
  const lit: number[] = Array(9).fill(0);
  let landed = 0;
  terminals.forEach((terminal, current) => {
    const since = elapsed - current * stagger;
    if (since < 0) return;
    if (since < FLIGHT_MS) {
      const progress = ease(since / FLIGHT_MS);
      flowing.push({ current, terminal, progress });
      lit[terminal] = Math.max(lit[terminal]!, progress);
      return;
    }
    arrived[terminal]! += 1;
    landed += 1;
    const glowing = since - FLIGHT_MS;
    if (glowing < FLASH_MS) flash[terminal] = Math.max(flash[terminal]!, 1 - glowing / FLASH_MS);
  });
  return { flowing, arrived, flash, lit, landed };
}
