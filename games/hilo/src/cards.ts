/** Ranks from lowest to highest: the ace is low, the king high. Rank index 0 … 12. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Suits in card-number order: spades, hearts, diamonds, clubs (♠ ♥ ♦ ♣). Suits never matter to a guess. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/** One rank, as printed in a card's corner. */
export type Rank = (typeof RANKS)[number];

/** One suit, by its initial. */
export type Suit = (typeof SUITS)[number];

/** A card as the state and the outcome hold it: plain JSON. */
export interface HiloCard {
  readonly rank: Rank;
  readonly suit: Suit;
}

/** Cards in the deck each draw comes from: every draw is from a full deck (an infinite deck). */
export const DECK_SIZE = 52;

/**
 * The card of one float (RULES.md): card number c = floor(f × 52), rank RANKS[floor(c / 4)],
 * suit SUITS[c mod 4]. Each of the 52 cards, so each rank (4 cards), is equally likely.
 */
export function cardOf(f: number): HiloCard {
  if (!(f >= 0 && f < 1)) throw new RangeError(`a float must lie in [0, 1), got ${f}`);
  const c = Math.floor(f * DECK_SIZE);
  return { rank: RANKS[c >> 2]!, suit: SUITS[c & 3]! };
}

/** A card's rank index: 0 for the ace … 12 for the king. */
export function rankIndex(card: HiloCard): number {
  const index = RANKS.indexOf(card.rank);
  if (index < 0) throw new RangeError(`not a rank: ${String(card.rank)}`);
  return index;
}

const SYMBOLS: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A card in short text: "A♠", "10♥", "K♣". */
export function cardText(card: HiloCard): string {
  return `${card.rank}${SYMBOLS[card.suit]}`;
}
