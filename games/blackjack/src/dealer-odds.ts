/**
 * The dealer's final totals with exact card removal, for the house-edge computation. Card values are
 * 1 (ace) … 10 (ten, jack, queen, king); a composition is an array indexed by value (index 0 unused).
 */

/** Cards of each value in a shoe of `decks` decks: 4 × decks of each of A … 9, 16 × decks ten-value cards. */
export function shoeCounts(decks: number): number[] {
  return [0, ...Array.from({ length: 9 }, () => 4 * decks), 16 * decks];
}

/** Cards of each value in the full 6-deck shoe: 24 of each of A … 9, 96 ten-value cards. */
export const SHOE_COUNTS: readonly number[] = shoeCounts(6);

/** Dealer outcomes, in this order: 17, 18, 19, 20, 21, bust. */
export const DEALER_OUTCOMES = 6;

/** Index of "bust" in a dealer-outcome vector. */
export const DEALER_BUST = 5;

/**
 * Adds to `out` the probability of each final dealer total, times `weight`, when the dealer holds
 * cards summing to `hard` (aces as 1, `ace` if one is among them) and draws from `left` (counts by
 * value, `size` cards in all; restored on return). The dealer draws to 17 and stands on every 17,
 * soft ones included (S17).
 */
export function addDealerDraws(hard: number, ace: boolean, left: number[], size: number, weight: number, out: Float64Array): void {
  const best = ace && hard <= 11 ? hard + 10 : hard;
  if (best >= 17) {
    const index = best > 21 ? DEALER_BUST : best - 17;
    out[index] = out[index]! + weight;
    return;
  }
  for (let value = 1; value <= 10; value++) {
    const count = left[value]!;
    if (count === 0) continue;
    left[value] = count - 1;
    addDealerDraws(hard + value, ace || value === 1, left, size - 1, (weight * count) / size, out);
    left[value] = count;
  }
}

/** True when a hole card of value `hole` would give the dealer showing `up` a blackjack. */
export function completesBlackjack(up: number, hole: number): boolean {
  return (up === 1 && hole === 10) || (up === 10 && hole === 1);
}

/**
 * The dealer's outcome vector for up card `up` given the cards `left` (the shoe minus every card the
 * player holds and the up card), counting only hole cards that do NOT give the dealer a blackjack:
 * the entries are joint probabilities P(no dealer blackjack and final total t), so they sum to the
 * chance that the peek finds nothing. The hole card is treated as drawn after the player's cards,
 * which changes nothing: the order of the unseen cards is exchangeable.
 */
export function dealerOutcomes(up: number, left: number[]): Float64Array {
  const out = new Float64Array(DEALER_OUTCOMES);
  let size = 0;
  for (let value = 1; value <= 10; value++) size += left[value]!;
  for (let hole = 1; hole <= 10; hole++) {
    const count = left[hole]!;
    if (count === 0 || completesBlackjack(up, hole)) continue;
    left[hole] = count - 1;
    addDealerDraws(up + hole, up === 1 || hole === 1, left, size - 1, count / size, out);
    left[hole] = count;
  }
  return out;
}
