import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { DANGER, ROAD_SPAN, laneCount, type ChickenDifficulty } from './road';

/** C(n, k) exactly, as a big integer. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`C(${n}, ${k}) is undefined`);
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // Each partial product C(n, i) is an integer, so the division is exact at every step.
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The chance of crossing the first `crossed` lanes unhurt, as [numerator, denominator]:
 * Π (25 − j − d)/(25 − j) over j < k, which telescopes to C(25 − d, k) / C(25, k).
 */
export function crossingChance(difficulty: ChickenDifficulty, crossed: number): readonly [bigint, bigint] {
  assertCrossed(difficulty, crossed);
  return [binomial(ROAD_SPAN - DANGER[difficulty], crossed), binomial(ROAD_SPAN, crossed)];
}

/**
 * What a cashout pays after `crossed` lanes: 0.99 / P(crossed), floored to 4 places, as normalised
 * decimal text. "0" before the first lane: no cashout yet.
 */
export function chickenMultiplier(difficulty: ChickenDifficulty, crossed: number): string {
  if (crossed === 0) return ZERO_MULTIPLIER;
  const [num, den] = crossingChance(difficulty, crossed);
  return floorMultiplier(99n * den, 100n * num);
}

/** Every multiplier of a road, indexed by lanes crossed (0 … lanes), for the UI and the tests. */
export function chickenMultiplierTable(difficulty: ChickenDifficulty): string[] {
  return Array.from({ length: laneCount(difficulty) + 1 }, (_, k) => chickenMultiplier(difficulty, k));
}

/** The largest multiplier of the game: crossing the whole Hardcore road, 0.99 × C(25, 10). */
export const CHICKEN_MAX_MULTIPLIER = '3236072.4';

function assertCrossed(difficulty: ChickenDifficulty, crossed: number): void {
  const lanes = laneCount(difficulty);
  if (!Number.isInteger(crossed) || crossed < 0 || crossed > lanes) throw new RangeError(`a ${difficulty} road crosses 0 to ${lanes} lanes, got ${crossed}`);
}
