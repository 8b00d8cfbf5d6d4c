import { isRed, type Suit } from './card';

/** Ink of hearts and diamonds. */
export const RED_INK = '#c8102e';
/** Ink of spades and clubs: near-black, softer than pure black on white. */
export const BLACK_INK = '#17191e';

/** The ink a suit is printed in. */
export function inkOf(suit: Suit): string {
  return isRed(suit) ? RED_INK : BLACK_INK;
}
