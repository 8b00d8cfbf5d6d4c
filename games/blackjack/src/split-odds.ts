import type { UpCardOdds } from './hand-odds';
import { MAX_HANDS, totalOfValues } from './hand';
import { basicStrategy } from './strategy';

/**
 * The exact value of splitting a pair of `pair` (both cards already removed from `odds`) and playing
 * every hand by basic strategy, re-splitting to 4 hands where the strategy splits (never aces):
 * the sum over hand slots k = 1 … 4 of E[result of hand k, zero if it never exists].
 *
 * Why only the number of pair cards removed matters (RULES.md, "House edge", step 5): the cards are
 * exchangeable, and blocks of cards whose end is decided by their own content (a hand played out,
 * the dealer's draw) can be swapped without changing the probability of the sequence. So for hand k,
 * every later hand can be moved after the dealer, and every earlier hand too except the first card of
 * its body (its second card), which must not be a pair card while a re-split is still possible.
 * "Not a pair card" is "any card" (which then leaves the composition unchanged) minus "a pair
 * card" (inclusion–exclusion). What remains are expectations of one hand from the shoe with m extra
 * pair cards removed: A(m), the hand taking any second card, and B(m), the hand given a second pair
 * card and played on its total.
 */
export function splitValue(odds: UpCardOdds, pair: number): number {
  const resplits = pair !== 1 && basicStrategy({ ...totalOfValues([pair, pair]), pairValue: pair, canDouble: true }, odds.up) === 'split';
  const pairsLeft = odds.count(pair);
  const cardsLeft = odds.cardsLeft;
  const a = new Map<number, number>();
  const b = new Map<number, number>();

  /** Runs `f` with m more pair cards removed. */
  const without = (m: number, f: () => number): number => {
    for (let i = 0; i < m; i++) odds.remove(pair);
    try {
      return f();
    } finally {
      for (let i = 0; i < m; i++) odds.restore(pair);
    }
  };
  const anySecond = (m: number): number => {
    if (!a.has(m)) a.set(m, without(m, () => odds.oneCardHand(pair)));
    return a.get(m)!;
  };
  const pairSecond = (m: number): number => {
    if (!b.has(m)) b.set(m, without(m + 1, () => odds.twoCardHand(pair, pair)));
    return b.get(m)!;
  };
  /** Chance that the next card is a pair card, m pair cards having been removed. */
  const pairChance = (m: number): number => Math.max(pairsLeft - m, 0) / (cardsLeft - m);

  /**
   * Weighted value of hand k, from the moment hand j (of h so far) draws its second card with m pair
   * cards removed; `w` is the (signed) weight of getting here.
   */
  const handSlot = (k: number, j: number, h: number, m: number, w: number): number => {
    if (w === 0) return 0;
    const q = pairChance(m);
    if (resplits && h < MAX_HANDS) {
      // The second card is a pair card: one more hand, and hand j draws again.
      let value = handSlot(k, j, h + 1, m + 1, w * q);
      if (j === k) return value + w * (anySecond(m) - (q === 0 ? 0 : q * pairSecond(m)));
      // Hand j's second card is not a pair card = any card − a pair card; hand j then plays out of sight.
      if (j + 1 <= h) value += handSlot(k, j + 1, h, m, w) - handSlot(k, j + 1, h, m + 1, w * q);
      return value;
    }
    if (j === k) return w * anySecond(m);
    return j + 1 <= h ? handSlot(k, j + 1, h, m, w) : 0;
  };

  let total = 0;
  for (let k = 1; k <= MAX_HANDS; k++) total += handSlot(k, 1, 2, 0, 1);
  return total;
}
