/** Card suits in shoe order: spades, hearts, diamonds, clubs (♠ ♥ ♦ ♣). */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Card ranks in shoe order: ace, 2 … 10, jack, queen, king. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** One suit: `S` ♠, `H` ♥, `D` ♦, `C` ♣. */
export type Suit = (typeof SUITS)[number];

/** One rank. */
export type Rank = (typeof RANKS)[number];

/** A playing card as it appears in the state: plain JSON. */
export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Decks in the shoe. */
export const DECKS = 6;

/** Cards in the shoe: 6 × 52. */
export const SHOE_SIZE = DECKS * SUITS.length * RANKS.length;

/** Red suits, for the coloured and mixed pairs of Perfect Pairs. */
const RED: ReadonlySet<Suit> = new Set(['H', 'D']);

/** True for hearts and diamonds. */
export function isRed(suit: Suit): boolean {
  return RED.has(suit);
}

/** Blackjack value of a card: ace 1 (its soft 11 is counted by the hand), 2 … 10, and 10 for J, Q, K. */
export function cardValue(card: Card): number {
  if (card.rank === 'A') return 1;
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') return 10;
  return Number(card.rank);
}

/** Position of a rank in A, 2 … K (0 … 12): the order that straights follow (ace also high after king). */
export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/**
 * The shoe before the draw, 312 cards: deck 1 then deck 2 … deck 6; within a deck ♠ then ♥ ♦ ♣;
 * within a suit A, 2 … 10, J, Q, K. Card k is deck ⌊k / 52⌋, suit SUITS[⌊(k mod 52) / 13⌋],
 * rank RANKS[k mod 13].
 */
export function orderedShoe(): Card[] {
  const cards: Card[] = [];
  for (let deck = 0; deck < DECKS; deck++) {
    for (const suit of SUITS) {
      for (const rank of RANKS) cards.push({ rank, suit });
    }
  }
  return cards;
}

/** Short text of a card for messages and tests: "A♠", "10♥", "K♣". */
export function cardText(card: Card): string {
  const symbol = { S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit];
  return `${card.rank}${symbol}`;
}
