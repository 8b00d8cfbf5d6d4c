import { floatAt } from '@rgs/game-kit';
import { CASE_COUNT, CASE_VALUES } from './board';

/** Floats a round reads: one per case but the last, which takes the one value left. */
export const CASES_FLOATS = CASE_COUNT - 1;

/**
 * The value of every case (RULES.md "Outcome"): a Fisher–Yates draw over the value list in ascending
 * order, case `i` taking the value at index floor(f_i × (12 − i)) of those left (kept in order), and
 * case 12 the last one. Returned by case, as decimal text.
 */
export function drawCases(floats: readonly number[]): string[] {
  const left: string[] = [...CASE_VALUES];
  const cases: string[] = [];
  for (let i = 0; i < CASES_FLOATS; i++) {
    const index = Math.floor(floatAt(floats, i) * (CASE_COUNT - i));
    cases.push(...left.splice(index, 1));
  }
  cases.push(left[0]!);
  return cases;
}
