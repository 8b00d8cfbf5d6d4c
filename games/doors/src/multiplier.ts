import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { assertDoorCount, DOORS_LEVELS } from './corridor';

/**
 * What a cashout pays after passing `levels` levels of `doors` doors: 0.99 × (n / (n − 1))^k, the
 * edge applied once to the inverse of the chance of passing k levels, floored to 4 places, as
 * normalised decimal text. "0" before the first level: no cashout yet.
 */
export function doorsMultiplier(doors: number, levels: number): string {
  assertDoorCount(doors);
  if (!Number.isInteger(levels) || levels < 0 || levels > DOORS_LEVELS) {
    throw new RangeError(`levels passed run from 0 to ${DOORS_LEVELS}, got ${levels}`);
  }
  if (levels === 0) return ZERO_MULTIPLIER;
  const k = BigInt(levels);
  const n = BigInt(doors);
  return floorMultiplier(99n * n ** k, 100n * (n - 1n) ** k);
}

/** Every multiplier of a round with `doors` doors per level, indexed by levels passed (0 … 10), for the UI. */
export function doorsMultiplierTable(doors: number): string[] {
  assertDoorCount(doors);
  return Array.from({ length: DOORS_LEVELS + 1 }, (_, k) => doorsMultiplier(doors, k));
}
