import { DECK_SIZE, RANKS, SUITS, cardText } from './cards';
import { HILO_CARDS } from './limits';

// Test helper: floats that draw the cards a test names ("A♥", "10♠"), the rest of the 64 filled in.

const SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** The float in the middle of a named card's interval: (c + 0.5) / 52. */
export function floatOf(text: string): number {
  const rank = RANKS.indexOf(text.slice(0, -1) as (typeof RANKS)[number]);
  const suit = SYMBOLS.indexOf(text.slice(-1) as (typeof SYMBOLS)[number]);
  if (rank < 0 || suit < 0) throw new Error(`not a card: ${text}`);
  return (rank * SUITS.length + suit + 0.5) / DECK_SIZE;
}

/** 64 floats whose first cards are `cards`, then `filler` repeated (a 7♦ unless told). */
export function floatsFor(cards: readonly string[], filler = '7♦'): number[] {
  return Array.from({ length: HILO_CARDS }, (_, i) => floatOf(cards[i] ?? filler));
}

export { cardText };
