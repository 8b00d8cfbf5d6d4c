import { cardIndex, type Card } from '../deck';

export { suggestionWouldMake } from './suggestion';

// The expected return of the player's holds, shown as they toggle them: the rules' own exact counts
// (../hold-odds, no zod or decimal.js), fetched the first time a hand is dealt.

/** The 32 holds' returns of one dealt hand, as exact totals over their draws. */
export interface HoldReturns {
  /** The return of the hold, in stakes, cut to 4 decimals ("1.5365"). */
  readonly of: (holds: readonly boolean[]) => string;
}

/** Counts every hold of `dealt` (a few milliseconds the first time, then microseconds). */
export async function holdReturns(dealt: readonly Card[]): Promise<HoldReturns> {
  const { DRAWS_BY_HELD, holdTotals, maskOfHolds, heldCount } = await import('../hold-odds');
  const totals = holdTotals(dealt.map(cardIndex));
  return {
    of(holds) {
      const mask = maskOfHolds(holds);
      return fourPlaces(totals[mask]!, DRAWS_BY_HELD[heldCount(mask)]!);
    },
  };
}

/** total / draws cut to 4 decimals, in integers (total × 10⁴ stays below 2⁵³, so the products are exact). */
export function fourPlaces(total: number, draws: number): string {
  let units = Math.floor((total * 10_000) / draws);
  // The float quotient may round up to the next whole number: step back when it overshoots.
  if (units * draws > total * 10_000) units -= 1;
  const whole = Math.floor(units / 10_000);
  const fraction = String(units % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
