import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { MAX_MULTIPLIER } from './limits';
import { exactMultiplier, reachesCap } from './odds';

/**
 * What a cashout pays after right guesses whose winning-rank counts are `counts`: 0.99 × Π 13 / n_i
 * floored to 4 places, at most 10,000; "0" before the first right guess (no cashout yet).
 */
export function hiloMultiplier(counts: readonly number[]): string {
  if (counts.length === 0) return ZERO_MULTIPLIER;
  if (reachesCap(counts)) return String(MAX_MULTIPLIER);
  const { numerator, denominator } = exactMultiplier(counts);
  return floorMultiplier(numerator, denominator);
}
