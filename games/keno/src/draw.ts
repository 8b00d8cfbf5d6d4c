import { floatAt } from '@rgs/game-kit';
import { KENO_DRAWN, KENO_NUMBERS } from './board';

/**
 * The 10 drawn numbers (INTERFACES §4, RULES.md): a Fisher–Yates draw without replacement over
 * 1 … 40, draw `i` (0 … 9) taking index floor(f_i × (40 − i)) of the numbers still left, kept in
 * ascending order. Returned in draw order, which is what the board reveals and a verifier recomputes.
 */
export function drawKeno(floats: readonly number[]): number[] {
  const left = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i++) {
    // f has 32 bits and 40 − i ≤ 40, so the product is exact and floor lands on 0 … 39 − i.
    const index = Math.floor(floatAt(floats, i) * (KENO_NUMBERS - i));
    drawn.push(...left.splice(index, 1));
  }
  return drawn;
}
