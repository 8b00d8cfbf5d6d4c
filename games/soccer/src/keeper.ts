import { floatAt } from '@rgs/game-kit';
import { COVERED, KICKS, ZONES, assertDifficulty, type SoccerDifficulty } from './pitch';

/**
 * The zones the keeper covers on kick `kick` (0 … 9): a Fisher–Yates draw of `covered` zones out of
 * 0 … 5, draw `i` taking index floor(f × (6 − i)) of the zones still left (kept in ascending order),
 * with f = float `kick × covered + i`. Returned in draw order, which is what a verifier recomputes.
 */
export function keeperCover(covered: number, floats: readonly number[], kick: number): number[] {
  const left = Array.from({ length: ZONES }, (_, zone) => zone);
  const drawn: number[] = [];
  for (let i = 0; i < covered; i++) {
    const index = Math.floor(floatAt(floats, kick * covered + i) * (ZONES - i));
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}

/** Floats a round of `difficulty` uses: one per covered zone per kick, for all 10 kicks. */
export function soccerFloatCount(difficulty: SoccerDifficulty): number {
  assertDifficulty(difficulty);
  return KICKS * COVERED[difficulty];
}

/** The keeper's zones for every kick of a round (the hidden outcome), kick 1 first. */
export function drawKeeper(difficulty: SoccerDifficulty, floats: readonly number[]): number[][] {
  assertDifficulty(difficulty);
  if (floats.length < soccerFloatCount(difficulty)) throw new RangeError(`${difficulty} needs ${soccerFloatCount(difficulty)} floats, got ${floats.length}`);
  return Array.from({ length: KICKS }, (_, kick) => keeperCover(COVERED[difficulty], floats, kick));
}
