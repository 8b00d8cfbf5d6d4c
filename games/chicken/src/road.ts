// The road's shape and odds, shared by the rules and the page (no zod, no decimal.js: live players
// download this). RULES.md states every number here.

/** The difficulties, easiest first. */
export const CHICKEN_DIFFICULTIES = ['easy', 'medium', 'hard', 'hardcore'] as const;

/** A difficulty of the road. */
export type ChickenDifficulty = (typeof CHICKEN_DIFFICULTIES)[number];

/** Lane j (0-based) has a car with chance d / (ROAD_SPAN − j): the risk rises lane by lane. */
export const ROAD_SPAN = 25;

/** Each difficulty's danger d: the numerator of every lane's risk. */
export const DANGER: Readonly<Record<ChickenDifficulty, number>> = { easy: 1, medium: 3, hard: 5, hardcore: 10 };

/** The most lanes any road has (Easy's). */
export const MAX_LANES = ROAD_SPAN - DANGER.easy;

/** How many lanes a road of this difficulty has: 25 − d (Easy 24, Medium 22, Hard 20, Hardcore 15). */
export function laneCount(difficulty: ChickenDifficulty): number {
  return ROAD_SPAN - DANGER[difficulty];
}

/** The chance of a car in lane `lane` (0-based) as a fraction: `cars` of `of` equally likely values. */
export function carChance(difficulty: ChickenDifficulty, lane: number): { readonly cars: number; readonly of: number } {
  assertLane(difficulty, lane);
  return { cars: DANGER[difficulty], of: ROAD_SPAN - lane };
}

/** Throws unless `lane` is a lane (0-based) of a road of this difficulty. */
export function assertLane(difficulty: ChickenDifficulty, lane: number): void {
  if (!Number.isInteger(lane) || lane < 0 || lane >= laneCount(difficulty)) {
    throw new RangeError(`a ${difficulty} road has lanes 0 to ${laneCount(difficulty) - 1}, got ${lane}`);
  }
}
