import { cardValue, type Card } from './cards';

/** Most hands a round may reach by splitting: 3 splits. */
export const MAX_HANDS = 4;

/** A hand's best total: aces count 11 while that does not bust (then the hand is `soft`), else 1. */
export interface HandTotal {
  readonly total: number;
  readonly soft: boolean;
}

/** Best total of card values (ace = 1): one ace counts 11 when the hard total is 11 or less. */
export function totalOfValues(values: readonly number[]): HandTotal {
  let hard = 0;
  let aces = false;
  for (const value of values) {
    hard += value;
    if (value === 1) aces = true;
  }
  return aces && hard <= 11 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

/** Best total of a hand of cards. */
export function handTotal(cards: readonly Card[]): HandTotal {
  return totalOfValues(cards.map(cardValue));
}

/** An ace and a ten-value card as the first two cards of an unsplit hand. */
export function isNatural(cards: readonly Card[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/** Two cards of the same blackjack value (so K-Q splits as well as 8-8). */
export function isSplittablePair(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return cards.length === 2 && first !== undefined && second !== undefined && cardValue(first) === cardValue(second);
}
