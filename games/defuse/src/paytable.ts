// The bomb's choices and what a defuse pays: plain data, no zod or decimal.js, so the board and the
// player rules read them without downloading the rules' validation.

/** The bomb's wires, numbered 0 … 9. */
export const DEFUSE_WIRES = 10;

/** How many of the wires can be live: the risk the player picks. */
export const DEFUSE_LIVE_COUNTS = [1, 2, 3] as const;

/** A number of live wires. */
export type DefuseLiveCount = (typeof DEFUSE_LIVE_COUNTS)[number];

/** The most wires a bet may cut with `live` live wires: all the dead ones, 10 − live. */
export function maxCut(live: DefuseLiveCount): number {
  return DEFUSE_WIRES - live;
}

/**
 * What a defuse pays, by live wires, for 1, 2, … wires cut (index k − 1): the largest multiple of
 * 0.0001 strictly below 0.99 / P(defused), P = C(10 − live, k) / C(10, k). Exact decimal text;
 * paytable.test.ts derives every entry with big integers and RULES.md lists them.
 */
const MULTIPLIERS: Readonly<Record<DefuseLiveCount, readonly string[]>> = {
  1: ['1.0999', '1.2374', '1.4142', '1.6499', '1.9799', '2.4749', '3.2999', '4.9499', '9.8999'],
  2: ['1.2374', '1.591', '2.1214', '2.9699', '4.4549', '7.4249', '14.8499', '44.5499'],
  3: ['1.4142', '2.1214', '3.3942', '5.9399', '11.8799', '29.6999', '118.7999'],
};

/** The largest multiplier of the paytable: 3 live wires, 7 cut. */
export const DEFUSE_MAX_MULTIPLIER = '118.7999';

/** Throws unless `cut` wires may be cut with `live` live wires (1 … 10 − live). */
function assertCut(live: DefuseLiveCount, cut: number): void {
  if (!DEFUSE_LIVE_COUNTS.includes(live)) throw new RangeError(`live wires are 1, 2 or 3, got ${live}`);
  if (!Number.isInteger(cut) || cut < 1 || cut > maxCut(live)) throw new RangeError(`with ${live} live, 1 to ${maxCut(live)} wires may be cut, got ${cut}`);
}

/** What a defuse with `cut` wires cut and `live` live wires pays, as exact decimal text. */
export function defuseMultiplier(live: DefuseLiveCount, cut: number): string {
  assertCut(live, cut);
  return MULTIPLIERS[live][cut - 1]!;
}

/** Every multiplier of a live count, for 1, 2, … 10 − live wires cut. */
export function defuseMultipliers(live: DefuseLiveCount): readonly string[] {
  return MULTIPLIERS[live];
}

/** C(n, k) for the bomb's small numbers (at most C(10, 5) = 252): exact in a double. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  // result is C(n, i), and C(n, i) × (n − i) = C(n, i + 1) × (i + 1): every division is exact.
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

/** The chance of a defuse as a fraction: `dead` of the `of` equally likely sets of live wires miss every cut wire. */
export interface DefuseChance {
  /** C(10 − live, cut): the ways to pick the cut wires among the dead ones. */
  readonly dead: number;
  /** C(10, cut): the ways to pick them among all ten. */
  readonly of: number;
}

/** P(defused) = C(10 − live, cut) / C(10, cut), as its two whole numbers (the board shows it as a percentage). */
export function defuseChance(live: DefuseLiveCount, cut: number): DefuseChance {
  assertCut(live, cut);
  return { dead: choose(DEFUSE_WIRES - live, cut), of: choose(DEFUSE_WIRES, cut) };
}
