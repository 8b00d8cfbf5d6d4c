// Exact decimal arithmetic with BigInt-scaled integers: what the live UI needs to read, compare, step,
// convert and show amounts without decimal.js (kept out of the live bundle) and never as a JS float.
// One representation (`ExactDecimal`), one parser (`parseDecimal`); the text operations below read
// plain decimal text through that parser and write their answer back as text.

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

/** A text operation was given text that is not a plain decimal ("1e3", "", "1,5"): a programming error, or input not checked first. */
export class DecimalTextError extends Error {
  readonly code = 'INVALID_DECIMAL';

  constructor(readonly text: string) {
    super(`not a decimal: ${JSON.stringify(text)}`);
    this.name = 'DecimalTextError';
  }
}

// What parseDecimal reads: optional sign, digits with an optional point (at least one digit somewhere), optional exponent.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;
const MAX_EXPONENT = 1000;
// Plain decimal text, as the API writes amounts: optional minus, digits, optional fraction digits.
const PLAIN = /^-?\d+(?:\.\d+)?$/;

const pow10 = (n: number) => 10n ** BigInt(n);

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

/** Whether text is a plain decimal: optional minus, digits, optional fraction ("12", "-0.5"), what the text operations take. */
export function isDecimalText(text: string): boolean {
  return PLAIN.test(text);
}

/**
 * What a player typed, as decimal text: trimmed, a comma read as the decimal point, ".5" as "0.5" and
 * "3." (a point typed, its decimals not yet) as "3"; null if it is not a number.
 */
export function readDecimalInput(input: string): string | null {
  const text = input.trim().replace(',', '.').replace(/(\d)\.$/, '$1').replace(/^(-?)\./, '$10.');
  return isDecimalText(text) ? text : null;
}

/** Plain decimal text, exactly; a DecimalTextError for anything else. */
function exact(text: string): ExactDecimal {
  if (!isDecimalText(text)) throw new DecimalTextError(text);
  return parseDecimal(text)!;
}

/** Both values' units at their common scale. */
function aligned(a: ExactDecimal, b: ExactDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

// --- On exact decimals ---------------------------------------------------------------------------

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

/** The decimal rounded toward minus infinity to at most `places` decimal places. */
function floorDecimal(value: ExactDecimal, places: number): ExactDecimal {
  if (value.scale <= places) return value;
  const divisor = pow10(value.scale - places);
  const units = value.units / divisor;
  return { units: value.units < 0n && value.units % divisor !== 0n ? units - 1n : units, scale: places };
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

const partsText = ({ negative, integer, fraction }: DecimalParts) => `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;

/** Plain decimal text with no exponent and no trailing zeros ("1.5", "-0.25", "0"), as the API reads it. */
export function decimalText(value: ExactDecimal): string {
  return partsText(decimalParts(value, 0, value.scale));
}

// --- On plain decimal text (each throws a DecimalTextError for anything else) ---------------------

/** -1, 0 or 1 as a is less than, equal to or greater than b ("1.50" equals "1.5"). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(exact(a), exact(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = aligned(exact(a), exact(b));
  return decimalText({ units: x + y, scale });
}

/** a − b, exactly. */
export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = aligned(exact(a), exact(b));
  return decimalText({ units: x - y, scale });
}

/**
 * a × b exactly, or cut toward zero to `places` when given: with the wire's 10 places, what the
 * server pays for a stake at a multiplier (`payoutOf` rounds down the same way).
 */
export function multiplyDecimal(a: string, b: string, places?: number): string {
  const product = multiplyDecimals(exact(a), exact(b));
  return decimalText(places === undefined ? product : truncateDecimal(product, places));
}

/** The value rounded down (towards minus infinity) to a number of decimal places. */
export function floorToPlaces(text: string, places: number): string {
  return decimalText(floorDecimal(exact(text), places));
}

/** The value with exactly `places` decimals, cut (not rounded) when it has more: for steady-width displays. */
export function toFixedPlaces(text: string, places: number): string {
  return partsText(decimalParts(exact(text), places, places));
}

/** The number of decimals the text is written with ("1.50" → 2). */
export function decimalPlaces(text: string): number {
  return exact(text).scale;
}

/** amount × (1 + percent / 100), rounded down to `places` decimals: the next stake after an increase. */
export function increaseByPercent(amount: string, percent: string, places: number): string {
  const p = exact(percent);
  // 1 + p/100 held exactly: (100·10^ps + p.units) / 10^(ps + 2).
  const factor = { units: 100n * pow10(p.scale) + p.units, scale: p.scale + 2 };
  return decimalText(floorDecimal(multiplyDecimals(exact(amount), factor), places));
}

/** The value held within [min, max] (either bound may be absent). */
export function clampDecimal(text: string, min?: string | null, max?: string | null): string {
  if (min != null && compareDecimal(text, min) < 0) return min;
  if (max != null && compareDecimal(text, max) > 0) return max;
  return text;
}

/**
 * The value `progress` millionths of the way from `from` to `to`, at `places` decimals (cut towards
 * `from`): the in-between amounts of a counting animation. Progress outside 0–1,000,000 is clamped.
 */
export function interpolateDecimal(from: string, to: string, progress: number, places: number): string {
  const [x, y, scale] = aligned(exact(from), exact(to));
  const step = BigInt(Math.min(1_000_000, Math.max(0, Math.round(progress))));
  const units = x + ((y - x) * step) / 1_000_000n;
  return partsText(decimalParts({ units, scale }, places, places));
}
