// Drop's three boards: plain data, no zod or decimal.js, so the board and the player rules read them
// without downloading the rules' validation.

/** Risk levels: how the board's return is spread between wide modest rings and a tiny bullseye. */
export const DROP_RISKS = ['low', 'medium', 'high'] as const;

/** A risk level. */
export type DropRisk = (typeof DROP_RISKS)[number];

/** The 2³² words a float can take: every ring owns an exact number of them. */
export const WORDS = 2 ** 32;

/** One paying ring: its multiplier (exact decimal text) and how many of the 2³² words land on it. */
export interface Ring {
  readonly multiplier: string;
  readonly count: number;
}

/**
 * The paying rings of each board, from the bullseye out. A ring's chance is exactly count / 2³²;
 * the words left after the last ring are the bare band off the rings (0×). The counts were chosen
 * so that Σ count × 100·multiplier = 99 × 2³² − 4 on every board: each returns 99 % less
 * 1 / (25 × 2³²), as close to 99 % as these multipliers allow without passing it (RULES.md;
 * boards.test.ts proves it with BigInt).
 */
export const DROP_BOARDS: Readonly<Record<DropRisk, readonly Ring[]>> = Object.freeze({
  low: Object.freeze([
    { multiplier: '5', count: 128_849_019 },
    { multiplier: '2', count: 429_496_719 },
    { multiplier: '1.5', count: 858_993_459 },
    { multiplier: '1.1', count: 1_327_535_365 },
  ]),
  medium: Object.freeze([
    { multiplier: '50', count: 21_474_836 },
    { multiplier: '10', count: 85_899_346 },
    { multiplier: '3', count: 257_698_019 },
    { multiplier: '2', count: 386_547_057 },
    { multiplier: '1.2', count: 644_245_160 },
  ]),
  high: Object.freeze([
    { multiplier: '1000', count: 1_073_742 },
    { multiplier: '100', count: 10_737_418 },
    { multiplier: '20', count: 42_949_653 },
    { multiplier: '5', count: 128_849_019 },
    { multiplier: '2', count: 300_647_834 },
  ]),
});

/** The rings of a risk's board, bullseye first. */
export function boardRings(risk: DropRisk): readonly Ring[] {
  return DROP_BOARDS[risk];
}

/**
 * The first word of each ring and of the band off the rings: T_0 = 0, T_(k+1) = T_k + count_k, so
 * ring k owns the words T_k … T_(k+1) − 1 and the band owns T_n … 2³² − 1. Integers below 2³²: exact.
 */
export function ringThresholds(risk: DropRisk): number[] {
  const thresholds = [0];
  for (const { count } of DROP_BOARDS[risk]) thresholds.push(thresholds.at(-1)! + count);
  return thresholds;
}

/** Words off the rings (0×) on a risk's board. */
export function missCount(risk: DropRisk): number {
  return WORDS - ringThresholds(risk).at(-1)!;
}

/**
 * The radius each ring is drawn out to, as a fraction of the disc's: sqrt(T_(k+1) / 2³²), so every
 * ring's area on the disc is exactly its chance. The last entry is where the band off the rings starts.
 */
export function ringRadii(risk: DropRisk): number[] {
  return ringThresholds(risk).slice(1).map((t) => Math.sqrt(t / WORDS));
}

/** The multiplier paid on zone `ring` of a board: a ring's, or "0" off the rings (ring = number of rings). */
export function ringMultiplier(risk: DropRisk, ring: number): string {
  const rings = DROP_BOARDS[risk];
  if (ring === rings.length) return '0';
  const found = rings[ring];
  if (!found) throw new RangeError(`the ${risk} board has no ring ${ring}`);
  return found.multiplier;
}

/** The largest multiplier of every board: the high board's bullseye. */
export const DROP_MAX_MULTIPLIER = '1000';
