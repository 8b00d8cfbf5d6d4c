// What each kind of bet pays: the rules and the player rules read it; the board, which draws the
// table and not its odds, never downloads it.

/** Every kind of bet, inside ones first. */
export const BET_TYPES = ['straight', 'split', 'street', 'corner', 'line', 'column', 'dozen', 'red', 'black', 'even', 'odd', 'low', 'high'] as const;

/** A kind of bet. */
export type BetType = (typeof BET_TYPES)[number];

/** What one chip on a winning position of each kind wins, to one (the chip itself is returned besides). */
export const PAYS_TO_ONE: Readonly<Record<BetType, number>> = Object.freeze({
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
});

/** The bets placed on the number grid's cells and lines; the others are the boxes around it. */
export const INSIDE_TYPES: readonly BetType[] = ['straight', 'split', 'street', 'corner', 'line'];

/** What one chip on a position returns when its number comes up: its win and itself (36 ÷ the numbers covered). */
export function chipReturn(type: BetType): number {
  return PAYS_TO_ONE[type] + 1;
}
