import { CASE_COUNT, CASE_VALUES, hundredthsOf } from './board';

// Exact expectations of playing strategies, over the uniform shuffle (RULES.md "Return to player"),
// in BigInt fractions: for the tests and the simulation, never for the page. A round's future depends
// only on which values are still closed (every arrangement of them over the closed cases is equally
// likely, whichever cases were opened), so a strategy is valued over the 2¹² sets of closed value slots.

/** An exact non-negative fraction. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** n / d in lowest terms. */
export function fraction(num: bigint, den = 1n): Fraction {
  const g = gcd(num < 0n ? -num : num, den) || 1n;
  return { num: num / g, den: den / g };
}

export const plus = (a: Fraction, b: Fraction) => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
export const times = (a: Fraction, b: Fraction) => fraction(a.num * b.num, a.den * b.den);
/** a − b as a signed comparison: negative, zero or positive. */
export const compare = (a: Fraction, b: Fraction) => a.num * b.den - b.num * a.den;

/** `f` as decimal text with `places` digits, cut toward zero. */
export function decimal(f: Fraction, places: number): string {
  const sign = f.num < 0n ? '-' : '';
  const digits = (((f.num < 0n ? -f.num : f.num) * 10n ** BigInt(places)) / f.den).toString().padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Every slot of the value list (0 … 11) closed. */
export const ALL_CLOSED = (1 << CASE_COUNT) - 1;

const HUNDREDTHS = CASE_VALUES.map(hundredthsOf);

/** The slots in a closed set. */
export function slotsOf(closed: number): number[] {
  return Array.from({ length: CASE_COUNT }, (_, slot) => slot).filter((slot) => (closed >> slot) & 1);
}

/** The values of a closed set of slots, as decimal text. */
export const valuesOf = (closed: number): string[] => slotsOf(closed).map((slot) => CASE_VALUES[slot]!);

/** The exact mean of the closed values (the offer before flooring). */
export function meanOf(closed: number): Fraction {
  const slots = slotsOf(closed);
  return fraction(slots.reduce((sum, slot) => sum + HUNDREDTHS[slot]!, 0n), 100n * BigInt(slots.length));
}

/** The banker's offer on a closed set, in ten-thousandths: floor(mean × 10⁴). */
export function offerUnits(closed: number): bigint {
  const mean = meanOf(closed);
  return (mean.num * 10_000n) / mean.den;
}

/** The offer as a fraction of the stake. */
export const offerOf = (closed: number): Fraction => fraction(offerUnits(closed), 10_000n);

/**
 * A stopping rule: cash out (true) or open another case, seeing the closed values and how many
 * cases are open. Asked only when a cashout is allowed (at least one case open, an offer above 0).
 */
export type Stopper = (closed: number, opened: number) => boolean;

/** The first two moments of what a strategy pays, per unit staked. */
export interface Moments {
  readonly mean: Fraction;
  readonly square: Fraction;
}

/** Whether the banker makes an offer on `closed` after `opened` cases: at least one open, not all 0. */
export const offerAllowed = (closed: number, opened: number) => opened > 0 && offerUnits(closed) > 0n;

/** E[payout] and E[payout²] of a stopping rule, exactly, from the start of a round. */
export function momentsOf(stop: Stopper): Moments {
  const memo = new Map<number, Moments>();
  const visit = (closed: number): Moments => {
    const known = memo.get(closed);
    if (known) return known;
    const slots = slotsOf(closed);
    const opened = CASE_COUNT - slots.length;
    let result: Moments;
    if (slots.length === 1) {
      // Only the player's case is closed: it pays its value.
      const value = fraction(HUNDREDTHS[slots[0]!]!, 100n);
      result = { mean: value, square: times(value, value) };
    } else if (offerAllowed(closed, opened) && stop(closed, opened)) {
      const offer = offerOf(closed);
      result = { mean: offer, square: times(offer, offer) };
    } else {
      // The next case opened holds each closed value with the same chance (the player's case among them).
      const share = fraction(1n, BigInt(slots.length));
      result = slots.map((slot) => visit(closed & ~(1 << slot))).reduce(
        (sum, next) => ({ mean: plus(sum.mean, times(share, next.mean)), square: plus(sum.square, times(share, next.square)) }),
        { mean: fraction(0n), square: fraction(0n) },
      );
    }
    memo.set(closed, result);
    return result;
  };
  return visit(ALL_CLOSED);
}

/** The RTP of the best (`max`) or worst (`min`) stopping rule there is, by backward induction. */
export function extremeRtp(best: boolean): Fraction {
  const memo = new Map<number, Fraction>();
  const visit = (closed: number): Fraction => {
    const known = memo.get(closed);
    if (known) return known;
    const slots = slotsOf(closed);
    let value: Fraction;
    if (slots.length === 1) value = fraction(HUNDREDTHS[slots[0]!]!, 100n);
    else {
      const share = fraction(1n, BigInt(slots.length));
      value = slots.reduce((sum, slot) => plus(sum, times(share, visit(closed & ~(1 << slot)))), fraction(0n));
      if (offerAllowed(closed, CASE_COUNT - slots.length)) {
        const offer = offerOf(closed);
        if (best ? compare(offer, value) > 0 : compare(offer, value) < 0) value = offer;
      }
    }
    memo.set(closed, value);
    return value;
  };
  return visit(ALL_CLOSED);
}

/** Cash out as soon as `k` cases are open (or, if the offer is then 0, at the first offer after). */
export const cashOutAfter = (k: number): Stopper => (_closed, opened) => opened >= k;

/** Never take an offer: the player's case pays. */
export const keepToTheEnd: Stopper = () => false;

/** Take the first offer of at least `units` ten-thousandths. */
export const takeOfferOf = (units: bigint): Stopper => (closed) => offerUnits(closed) >= units;
