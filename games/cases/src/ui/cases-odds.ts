import { CASE_VALUES } from '../board';

// The offer maths the page needs while a round is open, in integers: ../offer.ts floors through
// decimal.js (via the kit's main entry), which live players never download. cases-odds.test.ts checks
// every set of closed cases against the rules' own `bankerOffer`.

/** A value in hundredths of the stake ("0.05" → 5): the values have at most 2 decimals. */
export const centsOf = (value: string): number => Math.round(Number(value) * 100);

/** Ten-thousandths as normalised decimal text (10709 → "1.0709", 12000 → "1.2", 0 → "0"). */
export function unitsText(units: number): string {
  const whole = Math.floor(units / 10_000);
  const fraction = String(units % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The banker's offer on closed values (hundredths), in ten-thousandths: floor(10⁴ × their mean). */
export function offerUnits(closed: readonly number[]): number {
  // At most 1,188 × 100 in the numerator: exact in a double, and the division floors exactly.
  return Math.floor((closed.reduce((a, b) => a + b, 0) * 100) / closed.length);
}

/** What opening one more case can do, seen from the closed values (the player's case among them). */
export interface NextCase {
  /** The values the next case may hold, lowest first, each equally likely (two 0s are two). */
  readonly values: readonly number[];
  /** When more than two cases are closed: the lowest and highest next offers (ten-thousandths). */
  readonly offers: { readonly low: number; readonly high: number } | null;
  /** How many of `values` would raise the offer (hold less than the mean now): a chance of rises / values.length. */
  readonly rises: number;
}

/** The next case: each closed value is equally likely to be in it. With two cases closed it ends the round, so no offer follows. */
export function nextCase(closed: readonly number[]): NextCase {
  const values = [...closed].sort((a, b) => a - b);
  const sum = values.reduce((a, b) => a + b, 0);
  const rises = values.filter((value) => value * values.length < sum).length;
  if (values.length <= 2) return { values, offers: null, rises };
  const without = (value: number) => offerUnits(values.filter((_, i) => i !== values.indexOf(value)));
  return { values, offers: { low: without(values.at(-1)!), high: without(values[0]!) }, rises };
}

/** The values still closed, in hundredths: the list minus those opened (one 0 per 0 opened). */
export function closedCents(opened: readonly string[]): number[] {
  const left = CASE_VALUES.map(centsOf);
  for (const value of opened) left.splice(left.indexOf(centsOf(value)), 1);
  return left;
}
