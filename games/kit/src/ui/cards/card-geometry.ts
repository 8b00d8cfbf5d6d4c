import type { Rank } from './card';

/** The card's drawing box (a poker card's 5:7), in SVG units. */
export const CARD_WIDTH = 200;
export const CARD_HEIGHT = 280;
/** Corner radius of the card. */
export const CARD_RADIUS = 14;

/** One pip: its centre, and whether it is printed upside down (the lower half of a real card). */
export interface Pip {
  readonly x: number;
  readonly y: number;
  readonly inverted: boolean;
}

// Pip columns and rows as on a printed card, kept clear of the corner indices (x < 45 and x > 155).
const LEFT = 65;
const MID = 100;
const RIGHT = 135;
const TOP = 46;
const BOTTOM = 234;
/** Pip height: the largest that keeps a 10's centre pips clear of its columns. */
export const PIP_SIZE = 34;
const row = (fraction: number) => TOP + (BOTTOM - TOP) * fraction;

/** Column-and-row recipes for the number cards, as fractions of the pip field's height. */
const LAYOUTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  2: [[MID, 0], [MID, 1]],
  3: [[MID, 0], [MID, 0.5], [MID, 1]],
  4: [[LEFT, 0], [RIGHT, 0], [LEFT, 1], [RIGHT, 1]],
  5: [[LEFT, 0], [RIGHT, 0], [MID, 0.5], [LEFT, 1], [RIGHT, 1]],
  6: [[LEFT, 0], [RIGHT, 0], [LEFT, 0.5], [RIGHT, 0.5], [LEFT, 1], [RIGHT, 1]],
  7: [[LEFT, 0], [RIGHT, 0], [MID, 0.25], [LEFT, 0.5], [RIGHT, 0.5], [LEFT, 1], [RIGHT, 1]],
  8: [[LEFT, 0], [RIGHT, 0], [MID, 0.25], [LEFT, 0.5], [RIGHT, 0.5], [MID, 0.75], [LEFT, 1], [RIGHT, 1]],
  9: [[LEFT, 0], [RIGHT, 0], [LEFT, 1 / 3], [RIGHT, 1 / 3], [MID, 0.5], [LEFT, 2 / 3], [RIGHT, 2 / 3], [LEFT, 1], [RIGHT, 1]],
  10: [[LEFT, 0], [RIGHT, 0], [MID, 1 / 6], [LEFT, 1 / 3], [RIGHT, 1 / 3], [LEFT, 2 / 3], [RIGHT, 2 / 3], [MID, 5 / 6], [LEFT, 1], [RIGHT, 1]],
};

/**
 * Where a number card's pips go, laid out as on real cards: two columns with a centre column for
 * 2, 3, 5, 7, 8, 9 and 10, pips below the middle upside down. Aces and court cards have none.
 */
export function pipLayout(rank: Rank): readonly Pip[] {
  const layout = LAYOUTS[rank];
  if (!layout) return [];
  return layout.map(([x, fraction]) => ({ x, y: row(fraction), inverted: fraction > 0.5 }));
}
