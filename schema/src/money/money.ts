import { DomainError, ErrorCodes } from '../errors';
import { Decimal, isDecimal } from './decimal';

/** Wire precision of every amount (contract: up to 10 decimal places). */
export const MONEY_DECIMALS = 10;

/** Largest amount numeric(38,10) can hold: 28 integer digits. */
const MAX_INTEGER_DIGITS = 28;

// Plain decimal text as players and GraphQL clients write it: no sign, no exponent, no spaces.
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Options of {@link parseMoney}. */
export interface ParseMoneyOptions {
  /** Most decimal places accepted (default 10, the wire precision). */
  readonly maxDecimals?: number;
  /** Field name used in the error message (default "amount"). */
  readonly field?: string;
}

/**
 * Parses a non-negative amount without ever rounding it. Accepts plain decimal text ("1.25"),
 * a finite JS number, or a Decimal. Throws a DomainError `INVALID_AMOUNT` for anything else:
 * negative, NaN, infinite, exponent text, too many decimals, too large.
 */
export function parseMoney(input: unknown, options: ParseMoneyOptions = {}): Decimal {
  const field = options.field ?? 'amount';
  const maxDecimals = options.maxDecimals ?? MONEY_DECIMALS;
  let value: Decimal;
  if (isDecimal(input)) {
    value = new Decimal(input);
  } else if (typeof input === 'string') {
    if (!PLAIN_DECIMAL.test(input)) {
      throw invalid(field, `${field} must be a non-negative decimal number written like "1.25"`);
    }
    value = new Decimal(input);
  } else if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw invalid(field, `${field} must be a finite number`);
    // String(number) is the shortest text that round-trips, so 0.1 stays 0.1 rather than its binary expansion.
    value = new Decimal(String(input));
  } else {
    throw invalid(field, `${field} must be a decimal number`);
  }
  return checkMoney(value, field, maxDecimals);
}

/** Checks an already-exact decimal against the amount rules (sign, finiteness, precision, size). */
export function checkMoney(value: Decimal, field = 'amount', maxDecimals = MONEY_DECIMALS): Decimal {
  if (!value.isFinite()) throw invalid(field, `${field} must be finite`);
  if (value.isZero()) return new Decimal(0); // normalises -0, which decimal.js calls negative
  if (value.isNegative()) throw invalid(field, `${field} must not be negative`);
  if (value.decimalPlaces() > maxDecimals) {
    throw invalid(field, `${field} has more than ${maxDecimals} decimal places`, { maxDecimals });
  }
  if (value.truncated().toFixed().length > MAX_INTEGER_DIGITS) {
    throw invalid(field, `${field} is too large`);
  }
  return value;
}

/** Plain decimal text without trailing zeros ("1.5", "10"): the form that goes on the wire. */
export function formatMoney(value: Decimal): string {
  return value.toFixed();
}

/** Fixed 10-place text ("1.5000000000"): the GraphQL `Decimal` scalar's output form. */
export function formatMoneyFixed(value: Decimal): string {
  return value.toFixed(MONEY_DECIMALS);
}

/** Converts `amount` with a rate, truncating to the wire precision (used only for display and reporting fields). */
export function convertMoney(amount: Decimal, rate: Decimal): Decimal {
  return amount.times(rate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN);
}

function invalid(field: string, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError(ErrorCodes.INVALID_AMOUNT, message, { field, ...details });
}
