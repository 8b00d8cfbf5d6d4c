// Exact decimal text arithmetic for what the page shows about money (the cashout value), on BigInt so
// the live bundle carries no decimal library. The same as dice's: each game bundle is built on its own.

/** Decimal places of every amount (the contract's precision, docs/decisions/0002). */
export const AMOUNT_PLACES = 10;

const PLAIN = /^(\d*)(?:\.(\d*))?$/;

/** Plain non-negative decimal text ("1.5", ".25", "3.") as digits and their scale; null otherwise. */
function digitsOf(text: string): { digits: bigint; scale: number } | null {
  const match = PLAIN.exec(text.trim());
  if (!match || (match[1] === '' && !match[2])) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { digits: BigInt((match[1] || '0') + fraction), scale: fraction.length };
}

/** "1.5" → 15000000000n: whole units of 10^-10; null unless plain decimal text with at most 10 places. */
export function toUnits(text: string): bigint | null {
  const parsed = digitsOf(text);
  if (!parsed || parsed.scale > AMOUNT_PLACES) return null;
  return parsed.digits * 10n ** BigInt(AMOUNT_PLACES - parsed.scale);
}

/** 15000000000n → "1.5": units of 10^-10 as decimal text without trailing zeros. */
export function unitsText(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(AMOUNT_PLACES + 1, '0');
  const fraction = digits.slice(-AMOUNT_PLACES).replace(/0+$/, '');
  return `${sign}${digits.slice(0, -AMOUNT_PLACES)}${fraction ? `.${fraction}` : ''}`;
}

/** amount × multiplier rounded down to 10 places, in units of 10^-10 (what the server pays); null on bad text. */
export function payoutUnits(amount: string, multiplier: string): bigint | null {
  const stake = toUnits(amount);
  const factor = digitsOf(multiplier);
  if (stake === null || !factor) return null;
  return (stake * factor.digits) / 10n ** BigInt(factor.scale);
}

/** amount × multiplier rounded down to 10 places, as trimmed text ("1" × "1.2857" → "1.2857"); null on bad text. */
export function payoutText(amount: string, multiplier: string): string | null {
  const units = payoutUnits(amount, multiplier);
  return units === null ? null : unitsText(units);
}
