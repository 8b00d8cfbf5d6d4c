import { Decimal, type DecimalInput } from '@rgs/schema';

/** Decimal places of every multiplier. */
export const MULTIPLIER_DECIMALS = 4;

/** The multiplier of a lost round or of a cashout that is not allowed. */
export const ZERO_MULTIPLIER = '0';

/**
 * numerator / denominator floored to 4 decimal places, as normalised decimal text ("2", "1.98",
 * "1.0102"). The 60-digit division truncates, and truncating a positive quotient before flooring
 * it to 4 places gives the same result as flooring the exact quotient, so no rounding ever favours
 * the player.
 */
export function floorMultiplier(numerator: DecimalInput | bigint, denominator: DecimalInput | bigint): string {
  const n = new Decimal(typeof numerator === 'bigint' ? numerator.toString() : numerator);
  const d = new Decimal(typeof denominator === 'bigint' ? denominator.toString() : denominator);
  if (!n.isFinite() || !d.isFinite() || n.isNegative() || !d.isPositive() || d.isZero()) {
    throw new RangeError('a multiplier needs a non-negative numerator and a positive denominator');
  }
  const floored = n.dividedBy(d).toDecimalPlaces(MULTIPLIER_DECIMALS, Decimal.ROUND_DOWN);
  return floored.isZero() ? ZERO_MULTIPLIER : floored.toString();
}
