import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { KICKS, ZONES, assertDifficulty, openZones, type SoccerDifficulty } from './pitch';

/** The return every stopping time gives before flooring: 99 %, as numerator / denominator. */
export const RTP_NUMERATOR = 99n;
export const RTP_DENOMINATOR = 100n;

/**
 * What a cashout pays after `goals` goals: 0.99 × (6 / open)^k, floored to 4 places, as normalised
 * decimal text ("1.485", "2.2275"). "0" before the first goal: no cashout yet.
 */
export function soccerMultiplier(difficulty: SoccerDifficulty, goals: number): string {
  assertDifficulty(difficulty);
  if (!Number.isInteger(goals) || goals < 0 || goals > KICKS) throw new RangeError(`goals run from 0 to ${KICKS}, got ${goals}`);
  if (goals === 0) return ZERO_MULTIPLIER;
  const k = BigInt(goals);
  return floorMultiplier(RTP_NUMERATOR * BigInt(ZONES) ** k, RTP_DENOMINATOR * BigInt(openZones(difficulty)) ** k);
}

/** Every multiplier of a round of `difficulty`, indexed by goals (0 … 10), for the UI and the rules. */
export function soccerMultiplierTable(difficulty: SoccerDifficulty): string[] {
  return Array.from({ length: KICKS + 1 }, (_, goals) => soccerMultiplier(difficulty, goals));
}

/** The chance of a goal on any kick, wherever it is aimed: open / 6, as [numerator, denominator]. */
export function goalChance(difficulty: SoccerDifficulty): readonly [bigint, bigint] {
  assertDifficulty(difficulty);
  return [BigInt(openZones(difficulty)), BigInt(ZONES)];
}
