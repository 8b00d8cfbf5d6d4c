import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { assertMineCount, MINES_TILES } from './board';

/** C(n, k) exactly, as a big integer. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`C(${n}, ${k}) is undefined`);
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // Each partial product C(n, i) is an integer, so the division is exact at every step.
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * What a cashout pays after `safeRevealed` safe tiles with `mines` mines: 0.99 × C(25, k) / C(25 − m, k),
 * floored to 4 places, as normalised decimal text. "0" before the first safe tile: no cashout yet.
 */
export function minesMultiplier(mines: number, safeRevealed: number): string {
  assertMineCount(mines);
  const safeTiles = MINES_TILES - mines;
  if (!Number.isInteger(safeRevealed) || safeRevealed < 0 || safeRevealed > safeTiles) {
    throw new RangeError(`with ${mines} mines, safe reveals run from 0 to ${safeTiles}, got ${safeRevealed}`);
  }
  if (safeRevealed === 0) return ZERO_MULTIPLIER;
  return floorMultiplier(99n * binomial(MINES_TILES, safeRevealed), 100n * binomial(safeTiles, safeRevealed));
}

/** Every multiplier of a `mines`-mine round, indexed by safe tiles revealed (0 … 25 − mines), for the UI. */
export function minesMultiplierTable(mines: number): string[] {
  assertMineCount(mines);
  return Array.from({ length: MINES_TILES - mines + 1 }, (_, k) => minesMultiplier(mines, k));
}
