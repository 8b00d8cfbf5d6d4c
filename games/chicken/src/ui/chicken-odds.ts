import { DANGER, ROAD_SPAN, laneCount, type ChickenDifficulty } from '../road';

// The multiplier maths the page needs, on BigInt: ../multiplier.ts floors through decimal.js (via
// the kit's main entry), which live players never download. chicken-odds.test.ts checks every
// (difficulty, lanes crossed) pair against the rules' own `chickenMultiplier`.

/** C(n, k) exactly. */
function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * What a cashout pays after `crossed` lanes: 0.99 × C(25, k) / C(25 − d, k) floored to 4 places, as
 * normalised text ("1.125", "2277"); "0" before the first lane; null past the end of the road.
 */
export function multiplierAfter(difficulty: ChickenDifficulty, crossed: number): string | null {
  if (crossed < 0 || crossed > laneCount(difficulty)) return null;
  if (crossed === 0) return '0';
  const units = (99n * binomial(ROAD_SPAN, crossed) * 100n) / binomial(ROAD_SPAN - DANGER[difficulty], crossed);
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/** The chance of a car in lane `lane` (0-based), in percent: 100 × d / (25 − lane). */
export function carPercent(difficulty: ChickenDifficulty, lane: number): number {
  return (100 * DANGER[difficulty]) / (ROAD_SPAN - lane);
}
