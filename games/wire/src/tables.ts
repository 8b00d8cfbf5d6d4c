// Wire's choices and its three terminal tables: plain data, no zod or decimal.js, so the board and
// the player rules read them without downloading the rules' validation.

/** Risk levels: how much of the return sits in the rare edge terminals. */
export const WIRE_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type WireRisk = (typeof WIRE_RISKS)[number];

/** Most currents in one batch. */
export const WIRE_MAX_CURRENTS = 100;

/** Terminals along the bottom of the board, numbered 0 (far left) … 8 (far right). */
export const WIRE_TERMINALS = 9;

/** The values of `u` (a float's first two bytes) the chances are shared out of: 2¹⁶. */
export const WIRE_SHARES = 65_536;

/** Words of the 2³² lattice per value of `u`: every threshold is a multiple of it. */
export const WORDS_PER_SHARE = 65_536;

/** One risk's terminals: multiplier and share of the 65,536 values of `u`, terminal 0 … 8. */
export interface WireTable {
  readonly multipliers: readonly string[];
  /** Terminal k's share `W_k` of the 65,536 values of `u`: its chance is W_k / 65,536. */
  readonly shares: readonly number[];
  /** The running totals `C_k = W_0 + … + W_k`: terminal k owns C_(k−1) ≤ u < C_k. */
  readonly bounds: readonly number[];
}

/** A symmetric table from its left half and centre (terminals 0 … 4): terminal 8 − k mirrors terminal k. */
function symmetric(multipliers: readonly string[], shares: readonly number[]): WireTable {
  const mirror = <T>(half: readonly T[]) => Object.freeze([...half, ...half.slice(0, -1).reverse()]);
  const all = mirror(shares);
  let running = 0;
  return Object.freeze({ multipliers: mirror(multipliers), shares: all, bounds: Object.freeze(all.map((share) => (running += share))) });
}

/**
 * The three tables. Centre terminals are likely and pay little, edge ones rare and pay most. Each
 * returns exactly 99 %: Σ W_k × 100·m_k = 99 × 65,536 (tables.test.ts proves it with BigInt; RULES.md
 * shows the sums). One multiplier per table (terminals 3 and 5) has two decimals: the chances are
 * multiples of 1/2¹⁶, so a table of tenths alone could never sum to exactly 99/100.
 */
export const WIRE_TABLES: Readonly<Record<WireRisk, WireTable>> = Object.freeze({
  low: symmetric(['12', '3', '1.4', '1.12', '0.7'], [64, 1024, 3072, 10176, 36864]),
  medium: symmetric(['80', '10', '3', '1.22', '0.4'], [16, 512, 2048, 9536, 41312]),
  high: symmetric(['500', '40', '6', '1.62', '0.2'], [8, 192, 768, 6896, 49808]),
});

/** The table of a risk. */
export function wireTable(risk: WireRisk): WireTable {
  return WIRE_TABLES[risk];
}

/** The largest multiplier of every table: a high-risk edge terminal, per current. */
export const WIRE_MAX_MULTIPLIER = '500';
