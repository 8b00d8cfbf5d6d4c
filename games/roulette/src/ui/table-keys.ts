import type { Orientation } from './table-layout';

/** A place on the inside lattice (table-layout.ts): x = −1 is zero, 0 … 23 along the streets; y = 1 … 6 across. */
export interface LatticePoint {
  readonly x: number;
  readonly y: number;
}

/** Steps along the lattice's own axes. */
type Step = 'along' | 'back' | 'across' | 'in';

/** What each arrow means on the screen: the tall layout is the wide one turned a quarter clockwise. */
const ARROWS: Readonly<Record<Orientation, Readonly<Record<string, Step>>>> = {
  wide: { ArrowRight: 'along', ArrowLeft: 'back', ArrowDown: 'across', ArrowUp: 'in' },
  tall: { ArrowDown: 'along', ArrowUp: 'back', ArrowLeft: 'across', ArrowRight: 'in' },
};

/**
 * Where a key moves the focus on the inside lattice, or null for keys it leaves alone. Arrows move
 * half a cell as the table is drawn: from a number onto the line beside it (a split), then onto the
 * next number, so every inside bet is reached; they stop at the edges. Zero is one spot before the
 * first street: from it the way on is zero's edge beside 2; back from zero's edge is zero.
 */
export function movedSpot(key: string, from: LatticePoint, orientation: Orientation): LatticePoint | null {
  const step = ARROWS[orientation][key];
  if (!step) return null;
  if (from.x === -1) return step === 'along' ? { x: 0, y: 3 } : from;
  switch (step) {
    case 'along':
      return { x: Math.min(23, from.x + 1), y: from.y };
    case 'back':
      return from.x === 0 ? { x: -1, y: 3 } : { x: from.x - 1, y: from.y };
    case 'across':
      return { x: from.x, y: Math.min(6, from.y + 1) };
    case 'in':
      return { x: from.x, y: Math.max(1, from.y - 1) };
  }
}
