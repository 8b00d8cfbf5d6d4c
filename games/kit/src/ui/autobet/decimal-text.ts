// Exact arithmetic on decimal TEXT ("1.5", "-0.25") with BigInt-scaled integers: the live bundle
// carries no decimal.js, and money is never a JS float.

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal text that is not one ("1e3", "", "1,5"): a programming error, or input not checked first. */
export class DecimalTextError extends Error {
  readonly code = 'INVALID_DECIMAL';

  constructor(readonly text: string) {
    super(`not a decimal: ${JSON.stringify(text)}`);
    this.name = 'DecimalTextError';
  }
}

/** A decimal as a whole number of 10^-scale units. */
interface Scaled {
  readonly units: bigint;
  readonly scale: number;
}

/** Whether text is a plain decimal: optional minus, digits, optional fraction ("12", "-0.5"). */
export function isDecimalText(text: string): boolean {
  return DECIMAL.test(text);
}

/** What a player typed, as decimal text: trimmed, a comma read as the decimal point, ".5" as "0.5"; null if it is not a number. */
export function readDecimalInput(input: string): string | null {
  const text = input.trim().replace(',', '.').replace(/^(-?)\./, '$10.');
  return isDecimalText(text) ? text : null;
}

function parse(text: string): Scaled {
  const match = DECIMAL.exec(text);
  if (!match) throw new DecimalTextError(text);
  const [, minus, whole, fraction = ''] = match;
  const units = BigInt(whole! + fraction);
  return { units: minus ? -units : units, scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Units at a scale as text, without trailing zeros ("1.50" → "1.5", "-0" → "0"). */
function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** Both values at their common scale. */
function aligned(a: string, b: string): [bigint, bigint, number] {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return [rescale(x, scale), rescale(y, scale), scale];
}

/** -1, 0 or 1 as a is less than, equal to or greater than b ("1.50" equals "1.5"). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return format(x + y, scale);
}

/** a − b, exactly. */
export function subtractDecimal(a: string, b: string): string {
  const [x, y, scale] = aligned(a, b);
  return format(x - y, scale);
}

/** The value rounded down (towards minus infinity) to a number of decimal places. */
export function floorToPlaces(text: string, places: number): string {
  const value = parse(text);
  if (value.scale <= places) return format(value.units, value.scale);
  const divisor = 10n ** BigInt(value.scale - places);
  let units = value.units / divisor;
  if (value.units < 0n && value.units % divisor !== 0n) units -= 1n;
  return format(units, places);
}

/** The value with exactly `places` decimals, cut (not rounded) when it has more: for steady-width displays. */
export function toFixedPlaces(text: string, places: number): string {
  const value = parse(text);
  const units = value.scale <= places ? rescale(value, places) : value.units / 10n ** BigInt(value.scale - places);
  const plain = format(units, places);
  const [whole, fraction = ''] = plain.split('.');
  return places > 0 ? `${whole}.${fraction.padEnd(places, '0')}` : whole!;
}

/** The number of decimals the text is written with ("1.50" → 2). */
export function decimalPlaces(text: string): number {
  return parse(text).scale;
}

/** amount × (1 + percent / 100), rounded down to `places` decimals: the next stake after an increase. */
export function increaseByPercent(amount: string, percent: string, places: number): string {
  const a = parse(amount);
  const p = parse(percent);
  // amount × (100·10^ps + p) / (100·10^ps), brought to `places` decimals in a single division.
  const hundred = 100n * 10n ** BigInt(p.scale);
  const numerator = a.units * (hundred + p.units) * 10n ** BigInt(places);
  const denominator = hundred * 10n ** BigInt(a.scale);
  let units = numerator / denominator;
  if (numerator < 0n && numerator % denominator !== 0n) units -= 1n;
  return format(units, places);
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
  const [x, y, scale] = aligned(from, to);
  const step = BigInt(Math.min(1_000_000, Math.max(0, Math.round(progress))));
  const units = x + ((y - x) * step) / 1_000_000n;
  return toFixedPlaces(format(units, scale), places);
}
