import { HILO_CARDS, MAX_MULTIPLIER } from './limits';
import { RANK_COUNT, choicesOn, winningRanks, type Choice } from './odds';
import { compare, fraction, mul, pow, ONE, type Fraction } from './fraction';

// The 32-bit float lattice (docs/decisions/0025). A float is w / 2³² for a word w, and a card's rank
// is floor(f × 52) / 4 = floor(f × 13) (52 = 4 × 13), so rank r owns the words from ⌈r·2³²/13⌉ up to
// ⌈(r+1)·2³²/13⌉ − 1: 330,382,099 or 330,382,100 of them, not exactly 2³²/13. A guess's chance on
// the lattice is its winning words / 2³², and its "factor" is that over the n/13 the multiplier prices.

const WORDS = 2n ** 32n;

/** The first word of rank `r` (r = 13 gives 2³², the end). */
function rankStart(r: number): bigint {
  return (BigInt(r) * WORDS + BigInt(RANK_COUNT) - 1n) / BigInt(RANK_COUNT);
}

/** How many of the 2³² words give rank `r`. */
export function rankWords(r: number): bigint {
  return rankStart(r + 1) - rankStart(r);
}

/** How many words win `choice` on a card of rank `rank` (the winning ranks are always one run of ranks). */
export function choiceWords(rank: number, choice: Choice): bigint {
  const [from, to] = choice === 'higher' ? [rank + 1, RANK_COUNT] : choice === 'lower' ? [0, rank] : [rank, rank + 1];
  return rankStart(to) - rankStart(from);
}

/** A guess's chance on the lattice over its priced chance n/13: 13 · words / (n · 2³²). */
export function latticeFactor(rank: number, choice: Choice): Fraction {
  return fraction(BigInt(RANK_COUNT) * choiceWords(rank, choice), BigInt(winningRanks(rank, choice)) * WORDS);
}

/** The guesses winning on 3 ranks or fewer: at most `RISKY_GUESSES` of them fit in one round. */
export const RISKY_MAX_RANKS = 3;

/**
 * The most guesses of chance 3/13 or less one round can make: each multiplies the multiplier by at
 * least 13/3, every other guess by more than 1, and the round ends once it reaches 10,000×, so only
 * the last guess may take it there: 0.99 × (13/3)^6 < 10,000 ≤ 0.99 × (13/3)^7, hence 6 + 1.
 */
export const RISKY_GUESSES = (() => {
  let m = 0;
  while (99n * 13n ** BigInt(m + 1) * 10_000n < BigInt(MAX_MULTIPLIER) * 100n * 3n ** BigInt(m + 1) * 10_000n) m++;
  return m + 1;
})();

/** The smallest and largest factor over every guess, for guesses of n ≤ 3 (`risky`) or n ≥ 4. */
export function factorRange(risky: boolean): { min: Fraction; max: Fraction } {
  const factors: Fraction[] = [];
  for (let rank = 0; rank < RANK_COUNT; rank++) {
    for (const choice of choicesOn(rank)) {
      if (winningRanks(rank, choice) <= RISKY_MAX_RANKS === risky) factors.push(latticeFactor(rank, choice));
    }
  }
  const sorted = factors.sort(compare);
  return { min: sorted[0]!, max: sorted.at(-1)! };
}

/**
 * Bounds on Π factors over the guesses of any round: at most 63 guesses (64 cards), at most
 * `RISKY_GUESSES` of them risky. A round with a ≤ RISKY_GUESSES risky guesses and s ≤ 63 − a others
 * has its product between min(1, risky.min)^a · min(1, safe.min)^(63 − a) and the same with the
 * maxima (more factors ≥ 1 only raise it, more factors ≤ 1 only lower it). By the per-step identity
 * under the lattice's chances, any strategy's expected uncapped, unfloored multiplier is 0.99 times a
 * number between these bounds.
 */
export function roundFactorBounds(): { min: Fraction; max: Fraction } {
  const risky = factorRange(true);
  const safe = factorRange(false);
  const atLeastOne = (f: Fraction) => (compare(f, ONE) > 0 ? f : ONE);
  const atMostOne = (f: Fraction) => (compare(f, ONE) < 0 ? f : ONE);
  const guesses = HILO_CARDS - 1;
  let min = ONE;
  let max = ONE;
  for (let a = 0; a <= RISKY_GUESSES; a++) {
    const hi = mul(pow(atLeastOne(risky.max), a), pow(atLeastOne(safe.max), guesses - a));
    const lo = mul(pow(atMostOne(risky.min), a), pow(atMostOne(safe.min), guesses - a));
    if (compare(hi, max) > 0) max = hi;
    if (compare(lo, min) < 0) min = lo;
  }
  return { min, max };
}
