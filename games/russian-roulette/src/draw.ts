import { floatAt } from '@rgs/game-kit';
import { assertBulletCount, CHAMBERS } from './cylinder';

/**
 * The loaded chambers for `bullets` bullets (RULES.md "Outcome"): a Fisher–Yates draw over chambers
 * 1 … 6, draw `i` taking index floor(f_i × (6 − i)) of the chambers still left (kept in ascending
 * order), the `bullets` drawn being the loaded ones. Returned in draw order, which is what a verifier
 * recomputes.
 */
export function drawLoaded(bullets: number, floats: readonly number[]): number[] {
  assertBulletCount(bullets);
  const left = Array.from({ length: CHAMBERS }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < bullets; i++) {
    const index = Math.floor(floatAt(floats, i) * (CHAMBERS - i));
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}
