import { DEALER_OUTCOMES, dealerOutcomes } from './dealer-odds';
import { PAYOFFS } from './hand-odds';
import { MAX_HANDS, totalOfValues } from './hand';
import { basicStrategy } from './strategy';

/**
 * A second, independent computation of a deal's value, used only by tests to check split-odds.ts:
 * the player's whole round is enumerated card by card, every split hand included, memoised on
 * (cards removed, hand state, hands waiting, hands so far), and every hand is settled against the
 * dealer's outcome for the cards removed when the LAST hand finishes, as the game deals them. For
 * each state the recursion returns F, the dealer's outcome vector expected at the end of the round,
 * and G, the expected result of the hands not yet finished; a hand finishing with total t on b units
 * adds b × payoff(t) · F(next state) to G. Exact but slow: a pair of 2s split against a 6 from 6 decks
 * reaches 1.4 million compositions, so tests run it on small shoes and chosen deals.
 */

interface Step {
  readonly f: Float64Array;
  readonly g: number;
}

/** The whole-round recursion for deals against one up card, sharing memo tables between them. */
export class BruteForceOdds {
  private readonly left: number[];
  private size: number;
  private key = 0;
  private readonly dealerMemo = new Map<number, Float64Array>();
  private readonly memo = new Map<number, Map<number, Step>>();

  constructor(
    private readonly up: number,
    counts: readonly number[],
  ) {
    this.left = [...counts];
    this.size = this.left.reduce((a, b) => a + b, 0);
    this.remove(up);
  }

  /** Expected result of a deal of player values a, b (this up card), per unit of initial bet. */
  deal(a: number, b: number): number {
    this.remove(a);
    this.remove(b);
    const peekBlackjack = this.up === 1 ? this.left[10]! / this.size : this.up === 10 ? this.left[1]! / this.size : 0;
    let result: number;
    if (totalOfValues([a, b]).total === 21) {
      result = (1 - peekBlackjack) * 1.5;
    } else {
      const pairValue = a === b ? a : null;
      const step = this.decide(a + b, a === 1 || b === 1, pairValue, true, pairValue ?? 0, 0, 1);
      result = -peekBlackjack + step.g;
    }
    this.restore(b);
    this.restore(a);
    return result;
  }

  private remove(value: number): void {
    this.left[value] = this.left[value]! - 1;
    this.size--;
    this.key += 32 ** (value - 1);
  }

  private restore(value: number): void {
    this.left[value] = this.left[value]! + 1;
    this.size++;
    this.key -= 32 ** (value - 1);
  }

  /** F and G when the current hand takes a basic-strategy decision on `hard`/`ace` (it has 2+ cards). */
  private decide(hard: number, ace: boolean, pairValue: number | null, canDouble: boolean, split: number, pending: number, hands: number): Step {
    const { total, soft } = totalOfValues(ace ? [hard - 1, 1] : [hard]);
    if (total >= 21) return this.finish(total, 1, split, pending, hands);
    const move = basicStrategy({ total, soft, pairValue, canDouble }, this.up);
    switch (move) {
      case 'stand':
        return this.finish(total, 1, split, pending, hands);
      case 'hit':
        return this.draw(hard, ace, 2, split, pending, hands);
      case 'double':
        return this.draw(hard, ace, 3, split, pending, hands);
      case 'split':
        // The hand keeps one card of the pair; the other starts a hand that waits its turn.
        return this.draw(split, split === 1, 1, split, pending + 1, hands + 1);
    }
  }

  /** F and G after the current hand finishes with `total` (22+ = bust) on `bet` units. */
  private finish(total: number, bet: number, split: number, pending: number, hands: number): Step {
    const next = pending > 0 ? this.draw(split, split === 1, 1, split, pending - 1, hands) : { f: this.dealer(), g: 0 };
    const payoff = PAYOFFS[Math.min(total, 22)]!;
    let g = next.g;
    for (let d = 0; d < DEALER_OUTCOMES; d++) g += bet * payoff[d]! * next.f[d]!;
    return { f: next.f, g };
  }

  /** The dealer's outcome vector for the cards removed so far (memoised on them). */
  private dealer(): Float64Array {
    let out = this.dealerMemo.get(this.key);
    if (out === undefined) {
      out = dealerOutcomes(this.up, this.left);
      this.dealerMemo.set(this.key, out);
    }
    return out;
  }

  /**
   * F and G when the current hand draws one card. `mode`: 1 = a split hand with one card taking its
   * second, 2 = a hit, 3 = the card of a double. `split` is the value of the split pair.
   */
  private draw(hard: number, ace: boolean, mode: number, split: number, pending: number, hands: number): Step {
    const stateKey = ((((hard * 2 + (ace ? 1 : 0)) * 4 + mode) * 11 + split) * 4 + pending) * 5 + hands;
    let byState = this.memo.get(this.key);
    const cached = byState?.get(stateKey);
    if (cached !== undefined) return cached;
    const f = new Float64Array(DEALER_OUTCOMES);
    let g = 0;
    const size = this.size;
    for (let value = 1; value <= 10; value++) {
      const count = this.left[value]!;
      if (count === 0) continue;
      const p = count / size;
      this.remove(value);
      const next = this.afterCard(hard + value, ace || value === 1, value, mode, split, pending, hands);
      this.restore(value);
      for (let d = 0; d < DEALER_OUTCOMES; d++) f[d] = f[d]! + p * next.f[d]!;
      g += p * next.g;
    }
    const step = { f, g };
    if (byState === undefined) {
      byState = new Map();
      this.memo.set(this.key, byState);
    }
    byState.set(stateKey, step);
    return step;
  }

  private afterCard(hard: number, ace: boolean, value: number, mode: number, split: number, pending: number, hands: number): Step {
    const { total } = totalOfValues(ace ? [hard - 1, 1] : [hard]);
    if (mode === 1) {
      // Split aces take one card each and stand; an ace on a split ace is not split again.
      if (split === 1) return this.finish(total, 1, split, pending, hands);
      const pairValue = value === split && hands < MAX_HANDS ? split : null;
      return this.decide(hard, ace, pairValue, true, split, pending, hands);
    }
    if (mode === 3) return this.finish(total, 2, split, pending, hands);
    if (total >= 21) return this.finish(total, 1, split, pending, hands);
    return this.decide(hard, ace, null, false, split, pending, hands);
  }
}
