// Exact decimal arithmetic on text with BigInt: the few operations the live UI needs to show and
// convert amounts, without decimal.js (kept out of the live bundle) and without JS floats.

/** A decimal held exactly: its value is `units / 10^scale`. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** A decimal split for display: sign, integer part and fraction digits (already cut and trimmed). */
export interface DecimalParts {
  readonly negative: boolean;
  readonly integer: bigint;
  readonly fraction: string;
}

// Optional sign, digits with an optional point (at least one digit somewhere), optional exponent.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;
const MAX_EXPONENT = 1000;

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

/**
 * Reads decimal text ("1.5", "-0.25", "2.0000000000", ".5", "1e-7") or a finite number (through its
 * shortest round-trip text, so 0.1 is exactly "0.1"); null for anything else.
 */
export function parseDecimal(value: string | number | bigint): ExactDecimal | null {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const shift = Number(exponent);
  if (Math.abs(shift) > MAX_EXPONENT) return null;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - shift;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** a × b, exactly. */
export function multiplyDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a ÷ b cut toward zero to `places` decimal places (rounded down for positive amounts); b must not be zero. */
export function divideDecimals(a: ExactDecimal, b: ExactDecimal, places: number): ExactDecimal {
  if (b.units === 0n) throw new RangeError('division by zero');
  // a/b = (a.units / b.units) × 10^(b.scale − a.scale); scaled by 10^places and cut by BigInt division.
  const exponent = places + b.scale - a.scale;
  const units = exponent >= 0 ? (a.units * pow10(exponent)) / b.units : a.units / (b.units * pow10(-exponent));
  return { units, scale: places };
}

/** The decimal cut toward zero to at most `places` decimal places. */
export function truncateDecimal(value: ExactDecimal, places: number): ExactDecimal {
  if (value.scale <= places) return value;
  return { units: value.units / pow10(value.scale - places), scale: places };
}

/** The decimal cut toward zero to `max` places, then trailing zeros trimmed down to `min` places. */
export function decimalParts(value: ExactDecimal, min: number, max: number): DecimalParts {
  const cut = truncateDecimal(value, max);
  const negative = cut.units < 0n;
  const digits = (negative ? -cut.units : cut.units).toString().padStart(cut.scale + 1, '0');
  const integer = BigInt(digits.slice(0, digits.length - cut.scale));
  let fraction = digits.slice(digits.length - cut.scale);
  let end = fraction.length;
  while (end > min && fraction[end - 1] === '0') end -= 1;
  fraction = fraction.slice(0, end).padEnd(min, '0');
  // A value cut to zero shows no minus sign.
  return { negative: negative && cut.units !== 0n, integer, fraction };
}

/** Plain decimal text with no exponent and no trailing zeros ("1.5", "-0.25", "0"), as the API reads it. */
export function decimalText(value: ExactDecimal): string {
  const { negative, integer, fraction } = decimalParts(value, 0, value.scale);
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}
