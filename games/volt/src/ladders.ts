// Volt's three ladders: plain data, no zod or decimal.js, so the board and the player rules read them
// without downloading the rules' validation. RULES.md lists the same table; ladders.test.ts rebuilds
// it from the design recipe with BigInt arithmetic.

/** Risk levels: how the ladder spreads its return between frequent small rungs and a rare big top. */
export const VOLT_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type VoltRisk = (typeof VOLT_RISKS)[number];

/** How many rungs the coil has: the level runs from 0 (fizzled at the base) to this. */
export const VOLT_RUNGS = 10;

/** How many 32-bit words a float can be: the word is f0 × 2³². */
export const VOLT_WORDS = 2 ** 32;

/** One risk's ladder. */
export interface VoltLadder {
  /** The per-rung pass probability it was designed from, as [numerator, denominator]. */
  readonly pass: readonly [number, number];
  /** T_0 … T_10: level L is drawn by the words T_L … T_(L+1) − 1 (T_11 = 2³²). */
  readonly firstWords: readonly number[];
  /** The multiplier of level 0 … 10, exact decimal text ("0" at the base). */
  readonly multipliers: readonly string[];
}

const ladder = (pass: [number, number], firstWords: number[], multipliers: string[]): VoltLadder =>
  Object.freeze({ pass: Object.freeze(pass), firstWords: Object.freeze(firstWords), multipliers: Object.freeze(multipliers) });

/**
 * Every ladder. The first words come from `S_k = round(p^k × 2³²)` words at level k or higher for
 * k = 1 … 9 and the largest `S_10` that keeps the return at or under 99 % (RULES.md, "Ladders").
 */
export const VOLT_LADDERS: Readonly<Record<VoltRisk, VoltLadder>> = Object.freeze({
  low: ladder(
    [4, 5],
    [0, 858993459, 1546188227, 2095944040, 2535748692, 2887592412, 3169067389, 3394247371, 3574391356, 3718506544, 3833564058],
    ['0', '0.3', '0.5', '0.8', '1', '1.3', '1.5', '2', '2.3', '2.5', '3'],
  ),
  medium: ladder(
    [13, 20],
    [0, 1503238554, 2480343613, 3115461902, 3528288790, 3796626267, 3971045627, 4084418211, 4158110391, 4206010308, 4237176710],
    ['0', '0.2', '0.6', '1', '1.5', '2', '3', '5', '7', '10', '20'],
  ),
  high: ladder(
    [1, 2],
    [0, 2147483648, 3221225472, 3758096384, 4026531840, 4160749568, 4227858432, 4261412864, 4278190080, 4286578688, 4290769674],
    ['0', '0.2', '0.4', '1', '2', '4', '8', '15', '25', '45', '500'],
  ),
});

/** The largest multiplier of every ladder: rung 10 of high risk. */
export const VOLT_MAX_MULTIPLIER = '500';

/** How many of the 2³² words draw `level` on `risk`'s ladder. */
export function levelWords(risk: VoltRisk, level: number): number {
  const { firstWords } = VOLT_LADDERS[risk];
  return (firstWords[level + 1] ?? VOLT_WORDS) - firstWords[level]!;
}

/** The chance of `level` on `risk`'s ladder, for display (the exact chance is levelWords / 2³²). */
export function levelChance(risk: VoltRisk, level: number): number {
  return levelWords(risk, level) / VOLT_WORDS;
}

/**
 * The exact return of `risk`'s ladder, Σ words × multiplier / 2³², as the nearest double: the
 * multipliers have one decimal, so the sum is taken in tenths, an integer well under 2⁵³.
 */
export function ladderReturn(risk: VoltRisk): number {
  const tenths = VOLT_LADDERS[risk].multipliers.reduce((sum, m, level) => sum + levelWords(risk, level) * Math.round(Number(m) * 10), 0);
  return tenths / (10 * VOLT_WORDS);
}
