import { MAX_CHIPS, NO_CHIPS, chipCount, type BetSpot, type Chips } from '../paytable';

/** The chips on the table and the order they were put down, so Undo takes back the latest. */
export interface ChipBoard {
  readonly chips: Chips;
  /** Spots in the order a chip went on each (the last is undone first). */
  readonly placed: readonly BetSpot[];
}

/** An empty table. */
export const EMPTY_BOARD: ChipBoard = Object.freeze({ chips: NO_CHIPS, placed: Object.freeze([]) });

/** One more chip on `spot`; the same board when the table already holds the most chips a bet may have. */
export function addChip(board: ChipBoard, spot: BetSpot): ChipBoard {
  if (chipCount(board.chips) >= MAX_CHIPS) return board;
  return { chips: { ...board.chips, [spot]: board.chips[spot] + 1 }, placed: [...board.placed, spot] };
}

/** Takes back the chip put down last; the same board when there is none. */
export function undoChip(board: ChipBoard): ChipBoard {
  const spot = board.placed.at(-1);
  if (spot === undefined) return board;
  return { chips: { ...board.chips, [spot]: board.chips[spot] - 1 }, placed: board.placed.slice(0, -1) };
}
