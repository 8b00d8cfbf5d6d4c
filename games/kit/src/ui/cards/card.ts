/** The ranks of a French-suited deck, ace first. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** A card's rank as printed in its corner. */
export type Rank = (typeof RANKS)[number];

/** The suits: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A card's suit, by its initial. */
export type Suit = (typeof SUITS)[number];

/** A card seen face up. */
export interface CardFace {
  readonly rank: Rank;
  readonly suit: Suit;
}

/**
 * A card in a hand: its face, or only the fact that it lies face down (a dealer's hole card). A
 * face-down card carries no rank or suit at all, so the page holds nothing to peek at.
 */
export type HandCard = CardFace | { readonly faceDown: true };

/** A court card's rank. */
export type CourtRank = 'J' | 'Q' | 'K';

/** Hearts and diamonds are red; spades and clubs are black. */
export function isRed(suit: Suit): boolean {
  return suit === 'H' || suit === 'D';
}

/** Jack, queen or king. */
export function isCourt(rank: Rank): rank is CourtRank {
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/** Whether a value is one of the ranks (a property set from markup is any string). */
export function isRank(value: unknown): value is Rank {
  return (RANKS as readonly unknown[]).includes(value);
}

/** Whether a value is one of the suits. */
export function isSuit(value: unknown): value is Suit {
  return (SUITS as readonly unknown[]).includes(value);
}

/** The face of a hand card, or null when it lies face down. */
export function faceOf(card: HandCard): CardFace | null {
  return 'rank' in card ? card : null;
}
