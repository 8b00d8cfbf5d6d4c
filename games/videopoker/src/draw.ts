import { floatAt } from '@rgs/game-kit';
import { DECK_SIZE } from './deck';

/** Cards a round draws from the deck: five dealt, then up to five replacements. */
export const DRAWN_CARDS = 10;

/**
 * The round's ten cards as deck indices (INTERFACES §4), a Fisher–Yates draw exactly as mines draws
 * tiles: card i is taken at index floor(f_i × (52 − i)) of the cards still left, which keep their deck
 * order. Cards 0 … 4 are dealt; cards 5 … 9 replace the discards, in order, left to right.
 */
export function drawDeck(floats: readonly number[]): number[] {
  const left = Array.from({ length: DECK_SIZE }, (_, card) => card);
  const drawn: number[] = [];
  for (let i = 0; i < DRAWN_CARDS; i++) {
    const index = Math.floor(floatAt(floats, i) * (DECK_SIZE - i));
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}
