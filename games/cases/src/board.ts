/** Cases on the board, numbered 0 … 11 (the page shows them as 1 … 12). */
export const CASE_COUNT = 12;

/**
 * The twelve multipliers the cases hold, every round, in ascending order: the draw shuffles these
 * (by their index in this list). Their sum is 11.88, so their mean is exactly 0.99.
 */
export const CASE_VALUES = ['0', '0', '0.01', '0.02', '0.05', '0.1', '0.2', '0.5', '1', '1.5', '2.5', '6'] as const;

/** A multiplier a case holds. */
export type CaseValue = (typeof CASE_VALUES)[number];

/** The largest multiplier: the top case, kept to the end. */
export const TOP_VALUE: CaseValue = '6';

/** Throws unless `index` numbers a case (0 … 11). */
export function assertCase(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= CASE_COUNT) {
    throw new RangeError(`a case is an integer from 0 to ${CASE_COUNT - 1}, got ${index}`);
  }
}

/** A case value in hundredths of the stake, exactly ("0.05" → 5n, "6" → 600n). */
export function hundredthsOf(value: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new RangeError(`not a case value: ${value}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}
