// The safe's locks and what they pay: plain data, no zod or decimal.js, so the board and the player
// rules read them without downloading the rules' validation.

/** How many dials a lock can have: the risk choice (more dials, rarer and bigger wins). */
export const SAFE_DIAL_COUNTS = [2, 3, 4] as const;

/** A lock's number of dials. */
export type SafeDials = (typeof SAFE_DIAL_COUNTS)[number];

/** The digits on every dial, 0 … 9. */
export const SAFE_DIGITS = 10;

/**
 * What each lock pays by its number of matching dials (index 0 … dials), as exact decimal text.
 * Only "all" and "all but one" pay. Priced so that with every digit exactly 1/10 the locks return
 * 98.99 %, 98.999 % and 98.9999 %: each top prize is 0.01 under the exact-99 % one (63×, 720×, 6,300×),
 * which over the 2³² floats would return a hair above 99 % for guesses of digits with one word
 * more (RULES.md, "Return to player"; paytables.test.ts and lattice.test.ts prove both).
 */
export const SAFE_PAYTABLES: Readonly<Record<SafeDials, readonly string[]>> = {
  2: Object.freeze(['0', '2', '62.99']),
  3: Object.freeze(['0', '0', '10', '719.99']),
  4: Object.freeze(['0', '0', '0', '100', '6299.99']),
};

/** The largest multiplier of every lock: all four dials of the 4-dial lock. */
export const SAFE_MAX_MULTIPLIER = '6299.99';

/** The guess a lock starts with: random-looking digits the player changes at will (the first `dials` of them). */
export const SAFE_DEFAULT_GUESS = [7, 3, 9, 1] as const;

/** What `matches` matching dials pay on a lock of `dials`: decimal text, "0" for a loss. */
export function safeMultiplier(dials: SafeDials, matches: number): string {
  const multiplier = SAFE_PAYTABLES[dials][matches];
  if (multiplier === undefined) throw new RangeError(`${matches} matches are impossible with ${dials} dials`);
  return multiplier;
}

/** How many of the 10^dials codes give exactly `matches` matches with any guess: C(dials, matches) · 9^(dials − matches). */
export function codesWithMatches(dials: SafeDials, matches: number): number {
  if (!Number.isInteger(matches) || matches < 0 || matches > dials) return 0;
  let ways = 1;
  for (let i = 0; i < matches; i++) ways = (ways * (dials - i)) / (i + 1);
  return ways * (SAFE_DIGITS - 1) ** (dials - matches);
}

/** One line of a lock's paytable: the match counts it covers, what they pay and how many of the 10^dials codes give them. */
export interface PaytableLine {
  /** The fewest matches of the line (a loss line covers 0 … most). */
  readonly fewest: number;
  readonly most: number;
  readonly multiplier: string;
  readonly codes: number;
}

/** A lock's paytable as players read it, top prize first: "all", "all but one", then one line for every losing count. */
export function paytableLines(dials: SafeDials): PaytableLine[] {
  const table = SAFE_PAYTABLES[dials];
  const paying = table.flatMap((multiplier, matches) => (multiplier === '0' ? [] : [{ fewest: matches, most: matches, multiplier, codes: codesWithMatches(dials, matches) }]));
  const firstPaying = Math.min(...paying.map((line) => line.fewest));
  let losing = 0;
  for (let matches = 0; matches < firstPaying; matches++) losing += codesWithMatches(dials, matches);
  return [...paying.reverse(), { fewest: 0, most: firstPaying - 1, multiplier: '0', codes: losing }];
}

/** A multiplier in hundredths, read from its decimal text with no float step ("62.99" → 6299n); every multiplier here has at most 2 places. */
export function hundredths(multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  if (!/^[0-9]+$/.test(whole ?? '') || !/^[0-9]{0,2}$/.test(fraction)) throw new RangeError(`${multiplier} is not a multiplier of at most 2 decimal places`);
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * A lock's return with every digit exactly 1/10, exactly: Σ 100·m_k · C(n, k) · 9^(n−k), in hundredths
 * of the stake over the 10^n codes (the return is this / (100 · 10^n): 9899n for 2 dials is 98.99 %).
 */
export function nominalReturn(dials: SafeDials, table: readonly string[] = SAFE_PAYTABLES[dials]): bigint {
  return table.reduce((sum, m, k) => sum + hundredths(m) * BigInt(codesWithMatches(dials, k)), 0n);
}
