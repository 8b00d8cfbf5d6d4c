// Helpers for the tests only (no bundle imports this file): cards written as text, the floats that
// deal them, and chips on some spots.
import { RANKS, SUITS, type Card } from './cards';
import { NO_CHIPS, type Chips } from './paytable';

/** "7C" → 7♣, "10H" → 10♥: the rank, then the suit's initial (S H D C). */
export function card(text: string): Card {
  return { rank: text.slice(0, -1) as Card['rank'], suit: text.slice(-1) as Card['suit'] };
}

/** "3C 8H 3D" → the three cards. */
export function hand(texts: string): Card[] {
  return texts.split(' ').map(card);
}

/** A float in the middle of card `text`'s share of [0, 1): (index + ½) / 52, index = suit × 13 + rank. */
export function floatOf(text: string): number {
  const { rank, suit } = card(text);
  return (SUITS.indexOf(suit) * 13 + RANKS.indexOf(rank) + 0.5) / 52;
}

/** The six floats that deal these cards by position (P1 B1 P2 B2 P3 B3); unread positions get 0. */
export function floatsFor(...texts: string[]): number[] {
  return Array.from({ length: 6 }, (_, i) => (texts[i] ? floatOf(texts[i]!) : 0));
}

/** Chips on the spots given, 0 elsewhere. */
export function chips(some: Partial<Chips>): Chips {
  return { ...NO_CHIPS, ...some };
}
