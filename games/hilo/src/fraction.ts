/** An exact non-negative rational on BigInt, always in lowest terms. For the RTP proofs, not the rules. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** n / d in lowest terms. */
export function fraction(n: bigint, d = 1n): Fraction {
  if (d === 0n) throw new RangeError('a fraction needs a denominator other than 0');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO = fraction(0n);
export const ONE = fraction(1n);

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);
export const pow = (a: Fraction, k: number): Fraction => fraction(a.n ** BigInt(k), a.d ** BigInt(k));
export const compare = (a: Fraction, b: Fraction): number => Number(a.n * b.d - b.n * a.d > 0n) - Number(a.n * b.d - b.n * a.d < 0n);

/** Decimal text of a fraction, truncated to `places` (for reports and RULES.md figures). */
export function decimalText(a: Fraction, places: number): string {
  const negative = a.n < 0n;
  const scaled = ((negative ? -a.n : a.n) * 10n ** BigInt(places)) / a.d;
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
