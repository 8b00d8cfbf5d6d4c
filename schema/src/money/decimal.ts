import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The one Decimal constructor for amounts. 60 significant digits hold every numeric(38,10) value
 * and any product of two of them exactly, so arithmetic never rounds silently; plain notation
 * (no exponent) keeps `toString()` safe to put on the wire.
 */
export const Decimal = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_DOWN,
  toExpNeg: -100,
  toExpPos: 100,
});

/** An exact decimal amount. */
export type Decimal = DecimalJs;

/** Anything Decimal accepts: decimal text, a number, or another Decimal instance. */
export type DecimalInput = DecimalJs.Value;

/** True for a Decimal instance from any decimal.js constructor (games may use the base one). */
export function isDecimal(value: unknown): value is Decimal {
  return DecimalJs.isDecimal(value);
}
