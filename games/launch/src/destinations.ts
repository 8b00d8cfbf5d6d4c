// Launch's destinations and stages: plain data, no zod or decimal.js, so the board and the player
// rules read them without downloading the rules' validation.

/** Where the rocket can fly, nearest first: the risk choice. */
export const LAUNCH_DESTINATIONS = ['sky', 'stratosphere', 'orbit', 'moon', 'mars'] as const;

/** A destination. */
export type LaunchDestination = (typeof LAUNCH_DESTINATIONS)[number];

/** Stage k (1 … 5) fires with chance (7 − k)/8: each stage is less reliable than the one before. */
export const STAGE_EIGHTHS = [6, 5, 4, 3, 2] as const;

/** The 32-bit words below which each stage fires: (7 − k) × 2²⁹, whole words, so the chances are exact. */
export const STAGE_THRESHOLDS: readonly number[] = STAGE_EIGHTHS.map((eighths) => eighths * 2 ** 29);

/** How many stages a destination's rocket has, and must fire: its place in the list, 1 … 5. */
export function stagesTo(destination: LaunchDestination): number {
  return LAUNCH_DESTINATIONS.indexOf(destination) + 1;
}

/**
 * What reaching each destination pays: 0.99 / P, P the chance that all its stages fire. Every one
 * is exact (no flooring needed), so every destination returns exactly 99 % (RULES.md; rules.test.ts
 * derives them from the thresholds with BigInt arithmetic).
 */
export const DESTINATION_MULTIPLIERS: Readonly<Record<LaunchDestination, string>> = {
  sky: '1.32',
  stratosphere: '2.112',
  orbit: '4.224',
  moon: '11.264',
  mars: '45.056',
};

/** The chance that every stage to `destination` fires, as a number (for display; the rules work in words). */
export function arrivalChance(destination: LaunchDestination): number {
  return STAGE_EIGHTHS.slice(0, stagesTo(destination)).reduce((p, eighths) => (p * eighths) / 8, 1);
}

/** The largest multiplier: Mars. */
export const LAUNCH_MAX_MULTIPLIER = DESTINATION_MULTIPLIERS.mars;
