import type { Rank, Suit } from '../card';

/** Every word the cards say, in one language. */
export interface CardStrings {
  /** A rank's name as it starts a card's name ("Ace", "Ás"). */
  readonly ranks: Readonly<Record<Rank, string>>;
  /** A suit's name as it ends a card's name ("spades", "espadas"). */
  readonly suits: Readonly<Record<Suit, string>>;
  /** A card's name from its rank and suit names. */
  readonly card: (rank: string, suit: string) => string;
  readonly faceDown: string;
  /** A hand's name when the game gives none. */
  readonly hand: string;
  readonly noCards: string;
  readonly soft: (total: number) => string;
  readonly blackjack: string;
  readonly bust: string;
  readonly active: string;
  readonly won: string;
  readonly lost: string;
  readonly push: string;
}
