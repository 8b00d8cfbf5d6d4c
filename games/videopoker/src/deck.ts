/** Suits in deck order: spades, hearts, diamonds, clubs (♠ ♥ ♦ ♣). */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Ranks in deck order: ace, 2 … 10, jack, queen, king. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** One suit: `S` ♠, `H` ♥, `D` ♦, `C` ♣. */
export type Suit = (typeof SUITS)[number];

/** One rank. */
export type Rank = (typeof RANKS)[number];

/** A playing card as the state shows it: plain JSON. */
export interface Card {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Cards in the deck. */
export const DECK_SIZE = 52;

/** Cards in a hand. */
export const HAND_SIZE = 5;

/**
 * The card at `index` of the ordered deck (0 … 51): ♠ then ♥ ♦ ♣, each A, 2 … 10, J, Q, K, so
 * card k is suit SUITS[⌊k / 13⌋], rank RANKS[k mod 13] (0 = A♠, 12 = K♠, 13 = A♥, 51 = K♣).
 */
export function cardAt(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index >= DECK_SIZE) throw new RangeError(`a card index runs from 0 to 51, got ${index}`);
  return { rank: RANKS[index % 13]!, suit: SUITS[Math.floor(index / 13)]! };
}

/** The index of a card in the ordered deck: 13 × suit + rank. */
export function cardIndex(card: Card): number {
  return 13 * SUITS.indexOf(card.suit) + RANKS.indexOf(card.rank);
}

/** Short text of a card for messages and tests: "A♠", "10♥", "K♣". */
export function cardText(card: Card): string {
  return `${card.rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit]}`;
}

/** Cards from their short texts, for tests and examples: `cards('A♠ K♠ Q♠ J♠ 10♠')`. */
export function cards(text: string): Card[] {
  return text.trim().split(/\s+/).map((word) => {
    const match = /^(A|[2-9]|10|J|Q|K)([♠♥♦♣])$/u.exec(word);
    if (!match) throw new RangeError(`not a card: ${word}`);
    return { rank: match[1] as Rank, suit: SUITS['♠♥♦♣'.indexOf(match[2]!)]! };
  });
}
