import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { CLIMBS, STAIRS_TOP, type ClimbLength } from './staircase';

/** The chance of surviving `climbs` (their lengths), as an exact fraction: the product of their safe chances. */
export function survivalChance(climbs: readonly ClimbLength[]): { readonly safe: bigint; readonly of: bigint } {
  let safe = 1n;
  let of = 1n;
  for (const length of climbs) {
    safe *= BigInt(CLIMBS[length].safe);
    of *= BigInt(CLIMBS[length].of);
  }
  return { safe, of };
}

/**
 * What a cashout pays after the safe `climbs`: 0.99 / p, with p the product of their safe chances,
 * floored once to 4 places, as normalised decimal text. "0" before the first climb.
 */
export function stairsMultiplier(climbs: readonly ClimbLength[]): string {
  if (climbs.length === 0) return ZERO_MULTIPLIER;
  if (climbs.reduce<number>((sum, length) => sum + length, 0) > STAIRS_TOP) throw new RangeError(`the climbs go past stair ${STAIRS_TOP}`);
  const { safe, of } = survivalChance(climbs);
  return floorMultiplier(99n * of, 100n * safe);
}

/** The largest multiplier any round pays: 8 leaps to the top. */
export const STAIRS_MAX_MULTIPLIER = '64880.64';
