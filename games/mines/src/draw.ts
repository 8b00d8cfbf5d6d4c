import { floatAt } from '@rgs/game-kit';
import { assertMineCount, MINES_TILES } from './board';

/**
 * The mine positions for `mines` mines (INTERFACES §4): a Fisher–Yates draw over tiles 0 … 24, draw
 * `i` taking index floor(f_i × (25 − i)) of the tiles still left (kept in ascending order), the
 * first `mines` drawn being the mines. Returned in draw order, which is what a verifier recomputes.
 */
export function drawMines(mines: number, floats: readonly number[]): number[] {
  assertMineCount(mines);
  const left = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const drawn: number[] = [];
  for (let i = 0; i < mines; i++) {
    const index = Math.floor(floatAt(floats, i) * (MINES_TILES - i));
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}
