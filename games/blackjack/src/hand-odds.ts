import { DEALER_BUST, DEALER_OUTCOMES, dealerOutcomes } from './dealer-odds';
import { totalOfValues } from './hand';
import { basicStrategy } from './strategy';

/** Payoff per unit bet of a standing total (22 = bust) against each dealer outcome 17 … 21, bust. */
function payoffVector(total: number): Float64Array {
  const v = new Float64Array(DEALER_OUTCOMES);
  for (let d = 0; d < DEALER_BUST; d++) v[d] = total > 21 ? -1 : Math.sign(total - (17 + d));
  v[DEALER_BUST] = total > 21 ? -1 : 1;
  return v;
}

/** Payoff vectors by final total 0 … 22 (22 standing for every bust). */
export const PAYOFFS: readonly Float64Array[] = Array.from({ length: 23 }, (_, t) => payoffVector(t));

/**
 * How the current hand takes its next card: `SplitSecond`, a split hand holding one card takes its
 * second (then may double; split aces stand); `Hit`; `Double`, the one card of a double, after which
 * the hand stands on two units.
 */
const Draw = { SplitSecond: 1, Hit: 2, Double: 3 } as const;
type Draw = (typeof Draw)[keyof typeof Draw];

/**
 * Exact expectations of single hands against one dealer up card, with card removal. The shoe is
 * what the player has not seen: the full shoe minus the up card and whatever the caller removed
 * (the player's cards, pair cards split off). Every value is a joint expectation with "the peek
 * found no dealer blackjack": the dealer's hole card is drawn after the player's cards, restricted to
 * cards that do not complete a blackjack (exchangeability makes this the same law as dealing it
 * first), so a hand's value already carries the factor P(no dealer blackjack).
 *
 * Memo tables are keyed by the removed composition (5 bits per value), valid for the object's life.
 */
export class UpCardOdds {
  private readonly left: number[];
  private size: number;
  private key = 0;
  private readonly dealerMemo = new Map<number, Float64Array>();
  private readonly handMemo = new Map<number, Map<number, number>>();

  /** `counts`: the full shoe by value (index 1 = aces … 10 = ten-values); the up card is removed here. */
  constructor(
    readonly up: number,
    counts: readonly number[],
  ) {
    this.left = [...counts];
    this.size = this.left.reduce((a, b) => a + b, 0);
    this.remove(up);
  }

  /** Cards of `value` not yet seen. */
  count(value: number): number {
    return this.left[value]!;
  }

  /** Unseen cards in all. */
  get cardsLeft(): number {
    return this.size;
  }

  /** Takes one card of `value` out of the unseen cards. */
  remove(value: number): void {
    if (this.left[value]! <= 0) throw new RangeError(`no card of value ${value} left`);
    this.left[value] = this.left[value]! - 1;
    this.size--;
    this.key += 32 ** (value - 1);
  }

  /** Puts back one card taken by `remove`. */
  restore(value: number): void {
    this.left[value] = this.left[value]! + 1;
    this.size++;
    this.key -= 32 ** (value - 1);
  }

  /** Value of a two-card hand of values a, b (already removed) played by basic strategy without splitting. */
  twoCardHand(a: number, b: number): number {
    return this.decide(a + b, a === 1 || b === 1, true);
  }

  /**
   * Value of a hand holding one card of `pair` (the rest already removed) that takes its second card
   * and plays on, doubling allowed, never splitting again; split aces take one card and stand.
   */
  oneCardHand(pair: number): number {
    return this.draw(pair, pair === 1, Draw.SplitSecond, pair);
  }

  /** The dealer's outcome vector for the cards removed so far. */
  private dealer(): Float64Array {
    let out = this.dealerMemo.get(this.key);
    if (out === undefined) {
      out = dealerOutcomes(this.up, this.left);
      this.dealerMemo.set(this.key, out);
    }
    return out;
  }

  /** Value of standing on `total` (22+ = bust) with `bet` units, the dealer drawing now. */
  private finish(total: number, bet: number): number {
    const payoff = PAYOFFS[Math.min(total, 22)]!;
    const dealer = this.dealer();
    let value = 0;
    for (let d = 0; d < DEALER_OUTCOMES; d++) value += payoff[d]! * dealer[d]!;
    return bet * value;
  }

  /** Value of a hand of 2+ cards (hard sum `hard`, `ace` if it holds one) deciding by basic strategy. */
  private decide(hard: number, ace: boolean, canDouble: boolean): number {
    const { total, soft } = totalOfValues(ace ? [hard - 1, 1] : [hard]);
    if (total >= 21) return this.finish(total, 1);
    switch (basicStrategy({ total, soft, pairValue: null, canDouble }, this.up)) {
      case 'stand':
        return this.finish(total, 1);
      case 'double':
        return this.draw(hard, ace, Draw.Double, 0);
      default:
        return this.draw(hard, ace, Draw.Hit, 0);
    }
  }

  /** Value of the hand drawing one card in `mode`, averaged over the unseen cards (memoised). */
  private draw(hard: number, ace: boolean, mode: Draw, pair: number): number {
    const stateKey = ((hard * 2 + (ace ? 1 : 0)) * 4 + mode) * 11 + pair;
    let byState = this.handMemo.get(this.key);
    const cached = byState?.get(stateKey);
    if (cached !== undefined) return cached;
    let value = 0;
    const size = this.size;
    for (let card = 1; card <= 10; card++) {
      const count = this.left[card]!;
      if (count === 0) continue;
      this.remove(card);
      value += (count / size) * this.afterCard(hard + card, ace || card === 1, mode, pair);
      this.restore(card);
    }
    if (byState === undefined) {
      byState = new Map();
      this.handMemo.set(this.key, byState);
    }
    byState.set(stateKey, value);
    return value;
  }

  private afterCard(hard: number, ace: boolean, mode: Draw, pair: number): number {
    const { total } = totalOfValues(ace ? [hard - 1, 1] : [hard]);
    if (mode === Draw.SplitSecond) return pair === 1 ? this.finish(total, 1) : this.decide(hard, ace, true);
    if (mode === Draw.Double) return this.finish(total, 2);
    if (total >= 21) return this.finish(total, 1);
    return this.decide(hard, ace, false);
  }
}
