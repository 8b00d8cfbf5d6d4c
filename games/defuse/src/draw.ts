import { floatAt } from '@rgs/game-kit';
import { DEFUSE_LIVE_COUNTS, DEFUSE_WIRES, type DefuseLiveCount } from './paytable';

/** Wires 0 … 9 in order: the draw starts from a copy. */
const WIRE_NUMBERS: readonly number[] = Array.from({ length: DEFUSE_WIRES }, (_, wire) => wire);

/**
 * The live wires for `live` live wires (RULES.md): a Fisher–Yates draw over wires 0 … 9, draw `i`
 * taking index floor(f_i × (10 − i)) of the wires still left (kept in ascending order). Returned in
 * draw order, which is what a verifier recomputes. Each product is exact: 32 bits times at most 4.
 */
export function drawLiveWires(live: DefuseLiveCount, floats: readonly number[]): number[] {
  if (!DEFUSE_LIVE_COUNTS.includes(live)) throw new RangeError(`live wires are 1, 2 or 3, got ${live}`);
  const left = WIRE_NUMBERS.slice();
  const drawn: number[] = [];
  for (let i = 0; i < live; i++) {
    const index = Math.floor(floatAt(floats, i) * (DEFUSE_WIRES - i));
    drawn.push(left.splice(index, 1)[0]!);
  }
  return drawn;
}
