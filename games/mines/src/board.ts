/** Tiles on the 5 × 5 board, numbered 0 … 24 row by row. */
export const MINES_TILES = 25;

/** Fewest and most mines a round may hide. */
export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** Throws unless `mines` is a whole number of mines the board allows. */
export function assertMineCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES) {
    throw new RangeError(`mines must be an integer from ${MIN_MINES} to ${MAX_MINES}, got ${mines}`);
  }
}
