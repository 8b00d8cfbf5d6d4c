// The cards of the infinite shoe and their baccarat values: plain data, no zod or decimal.js, so the
// board reads them without downloading the rules' validation.

/** Card suits in deck order: spades, hearts, diamonds, clubs (♠ ♥ ♦ ♣), as Blackjack's shoe and the kit's cards. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Card ranks in deck order: ace, 2 … 10, jack, queen, king. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** One suit: `S` ♠, `H` ♥, `D` ♦, `C` ♣. */
export type Suit = (typeof SUITS)[number];

/** One rank. */
export type Rank = (typeof RANKS)[number];

/** A playing card as the round records it: plain JSON. */
export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Cards in the deck every card is drawn from. */
export const DECK_SIZE = SUITS.length * RANKS.length;

/** The deck index a float draws: floor(f × 52). Exact: f has 32 bits, 52 fewer than 6, so the product is under 2³⁸. */
export function cardIndex(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return Math.floor(f * DECK_SIZE);
}

/** Card `index` (0 … 51) of the deck A♠ 2♠ … K♠ A♥ … K♣: rank index mod 13, suit floor(index / 13). */
export function cardAt(index: number): Card {
  const rank = RANKS[index % RANKS.length];
  const suit = SUITS[Math.floor(index / RANKS.length)];
  if (rank === undefined || suit === undefined || !Number.isInteger(index)) throw new RangeError(`no card ${index} in a deck of ${DECK_SIZE}`);
  return { rank, suit };
}

/** The card float `f` draws from a full deck (the infinite shoe: every card independent). */
export function cardFromFloat(f: number): Card {
  return cardAt(cardIndex(f));
}

/** A rank's baccarat value: ace 1, 2 … 9 their number, 10 and the court cards 0. */
export function rankValue(rank: Rank): number {
  const position = RANKS.indexOf(rank);
  return position < 9 ? position + 1 : 0;
}

/** A hand's total: its cards' values added, modulo 10 (0 … 9). */
export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + rankValue(card.rank), 0) % 10;
}

/** Whether a hand's first two cards have the same rank (a pair bet's win). */
export function isPair(cards: readonly Card[]): boolean {
  return cards.length >= 2 && cards[0]!.rank === cards[1]!.rank;
}

/** Short text of a card for the fairness sentence and tests: "A♠", "10♥", "K♣". */
export function cardText(card: Card): string {
  return `${card.rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit]}`;
}
