import { Decimal, MONEY_DECIMALS, type DecimalInput } from '@rgs/schema';

/**
 * What a won round pays: stake × multiplier, rounded DOWN to the wire's 10 decimal places, so it is
 * never more than the exact product and falls short of it by less than 0.0000000001. The product is
 * exact for any stake that fits numeric(38,10) (38 digits) times a multiplier of up to 22 significant
 * digits (the Decimal clone keeps 60); past that the clone truncates, which still never pays more.
 * The server and the browser's demo engine both pay through this function.
 */
export function payoutOf(stake: DecimalInput, multiplier: DecimalInput): Decimal {
  const s = new Decimal(stake);
  const m = new Decimal(multiplier);
  if (!s.isFinite() || !m.isFinite() || s.isNegative() || m.isNegative()) {
    throw new RangeError('a payout needs a non-negative stake and multiplier');
  }
  const payout = s.times(m).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
  // decimal.js keeps the sign of a zero product of -0; a payout is never negative.
  return payout.isZero() ? new Decimal(0) : payout;
}
