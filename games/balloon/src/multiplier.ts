import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { DIFFICULTIES, type BalloonDifficulty } from './difficulty';

/** The chance that `pumps` pumps in a row hold, as an exact fraction: ((n − 1) / n)^k for a pop chance of 1 / n. */
export function holdChance(difficulty: BalloonDifficulty, pumps: number): { readonly numerator: bigint; readonly denominator: bigint } {
  const n = BigInt(DIFFICULTIES[difficulty].popOneIn);
  const k = BigInt(pumps);
  return { numerator: (n - 1n) ** k, denominator: n ** k };
}

/**
 * What a cashout pays after `pumps` pumps held: 0.99 / P(k pumps hold) = 0.99 × (n / (n − 1))^k, floored
 * to 4 places, as normalised decimal text. "0" before the first pump: no cashout yet.
 */
export function balloonMultiplier(difficulty: BalloonDifficulty, pumps: number): string {
  const cap = DIFFICULTIES[difficulty].pumps;
  if (!Number.isInteger(pumps) || pumps < 0 || pumps > cap) throw new RangeError(`${difficulty} takes 0 to ${cap} pumps, got ${pumps}`);
  if (pumps === 0) return ZERO_MULTIPLIER;
  const { numerator, denominator } = holdChance(difficulty, pumps);
  return floorMultiplier(99n * denominator, 100n * numerator);
}

/** Every multiplier of a difficulty, indexed by pumps held (0 … the cap). */
export function balloonMultiplierTable(difficulty: BalloonDifficulty): string[] {
  return Array.from({ length: DIFFICULTIES[difficulty].pumps + 1 }, (_, k) => balloonMultiplier(difficulty, k));
}
