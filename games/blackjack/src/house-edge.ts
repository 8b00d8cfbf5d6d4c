import { shoeCounts } from './dealer-odds';
import { totalOfValues } from './hand';
import { UpCardOdds } from './hand-odds';
import { splitValue } from './split-odds';
import { basicStrategy } from './strategy';

/**
 * The exact expected return of the main game under the basic strategy of strategy.ts (RULES.md,
 * "House edge"), with card removal over the whole round from a fresh shoe:
 *
 * - every initial deal (player's two values, dealer's up value) is weighted by its probability;
 * - the dealer's peek: with an ace or ten-value up card the round ends at once on a dealer blackjack
 *   (−1, or 0 against the player's blackjack); every other value is joint with "no dealer blackjack"
 *   (hand-odds.ts);
 * - a player's blackjack without a dealer blackjack wins 1.5;
 * - other hands are played by basic strategy with exact card removal (hand-odds.ts), pairs split by
 *   the exact split formula (split-odds.ts).
 *
 * Insurance is never taken by basic strategy, so it does not enter; side bets are separate wagers.
 * Arithmetic is in doubles; RULES.md ("Precision") bounds the rounding error of the house edge below
 * 6 × 10⁻¹², and the tests compare the split formula with whole-round enumeration
 * (house-edge-brute-force.ts).
 */

/**
 * The house edge computeHouseEdge() finds for these rules (6 decks), as a fraction of the initial
 * bet: 0.40592241770 %. Rounding error below 10⁻¹¹ (RULES.md); house-edge.test.ts recomputes it.
 */
export const EXACT_HOUSE_EDGE = 0.004059224176988245;

/** One initial deal's contribution. */
export interface DealExpectation {
  /** Player's two card values (1 = ace … 10), lower first. */
  readonly player: readonly [number, number];
  /** Dealer's up-card value. */
  readonly up: number;
  /** Probability of this deal from a full shoe (either order of the player's cards). */
  readonly probability: number;
  /** Expected result per unit of initial bet, the dealer's peek and the player's blackjack included. */
  readonly expectation: number;
}

/** The computation's result. */
export interface HouseEdgeResult {
  /** Expected result per unit of initial bet (negative: the house wins). */
  readonly expectation: number;
  /** −expectation: the house edge as a fraction of the initial bet. */
  readonly houseEdge: number;
  /** Every deal's contribution (55 player pairs × 10 up cards). */
  readonly deals: readonly DealExpectation[];
}

/** Probability that the player, dealer-up, player cards are a, up, b in that order. */
function orderedDealProbability(counts: readonly number[], a: number, up: number, b: number): number {
  const left = [...counts];
  let size = left.reduce((x, y) => x + y, 0);
  let p = 1;
  for (const value of [a, up, b]) {
    p *= left[value]! / size;
    left[value] = left[value]! - 1;
    size--;
  }
  return p;
}

/** Expected result of player values a ≤ b against `odds.up`, per unit of initial bet. */
export function dealExpectation(odds: UpCardOdds, a: number, b: number): number {
  odds.remove(a);
  odds.remove(b);
  try {
    const up = odds.up;
    const peek = up === 1 ? odds.count(10) / odds.cardsLeft : up === 10 ? odds.count(1) / odds.cardsLeft : 0;
    if (totalOfValues([a, b]).total === 21) return (1 - peek) * 1.5;
    const { total, soft } = totalOfValues([a, b]);
    const splits = a === b && basicStrategy({ total, soft, pairValue: a, canDouble: true }, up) === 'split';
    return -peek + (splits ? splitValue(odds, a) : odds.twoCardHand(a, b));
  } finally {
    odds.restore(b);
    odds.restore(a);
  }
}

/** The exact expected return and house edge of the main game under basic strategy, for `decks` decks. */
export function computeHouseEdge(decks = 6): HouseEdgeResult {
  const counts = shoeCounts(decks);
  const deals: DealExpectation[] = [];
  let expectation = 0;
  for (let up = 1; up <= 10; up++) {
    const odds = new UpCardOdds(up, counts);
    for (let a = 1; a <= 10; a++) {
      for (let b = a; b <= 10; b++) {
        const probability = orderedDealProbability(counts, a, up, b) + (a === b ? 0 : orderedDealProbability(counts, b, up, a));
        const value = dealExpectation(odds, a, b);
        deals.push({ player: [a, b], up, probability, expectation: value });
        expectation += probability * value;
      }
    }
  }
  return { expectation, houseEdge: -expectation, deals };
}
