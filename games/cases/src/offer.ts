import { floorMultiplier } from '@rgs/game-kit';
import { hundredthsOf } from './board';

/**
 * The banker's offer on `closed` (the values of every case still closed, the player's included): their
 * mean, floored to 4 places, as normalised decimal text ("1.0709", "1.188"); "0" when they are all 0.
 */
export function bankerOffer(closed: readonly string[]): string {
  if (closed.length === 0) throw new RangeError('the banker needs at least one closed case');
  const sum = closed.reduce((total, value) => total + hundredthsOf(value), 0n);
  return floorMultiplier(sum, 100n * BigInt(closed.length));
}
