/** Zones of the goal, numbered 0 … 5 as the shooter sees them: 0 1 2 along the top, 3 4 5 along the bottom. */
export const ZONES = 6;

/** Zones per row of the goal (3 columns × 2 rows). */
export const ZONE_COLUMNS = 3;

/** Kicks a round may take: the goal on the last one ends the round as a win. */
export const KICKS = 10;

/** The difficulties, easiest first. */
export const SOCCER_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

/** A difficulty: how many of the 6 zones the keeper covers on every kick. */
export type SoccerDifficulty = (typeof SOCCER_DIFFICULTIES)[number];

/** Zones the keeper covers on each kick, by difficulty. */
export const COVERED: Readonly<Record<SoccerDifficulty, number>> = Object.freeze({ easy: 1, medium: 2, hard: 3, expert: 4 });

/** Zones left open on each kick: the chance of a goal is open / 6. */
export function openZones(difficulty: SoccerDifficulty): number {
  return ZONES - COVERED[difficulty];
}

/** Throws unless `difficulty` is one of the four. */
export function assertDifficulty(difficulty: string): asserts difficulty is SoccerDifficulty {
  if (!(SOCCER_DIFFICULTIES as readonly string[]).includes(difficulty)) {
    throw new RangeError(`difficulty must be one of ${SOCCER_DIFFICULTIES.join(', ')}, got ${difficulty}`);
  }
}
