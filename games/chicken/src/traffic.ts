import { floatAt } from '@rgs/game-kit';
import { DANGER, ROAD_SPAN, laneCount, type ChickenDifficulty } from './road';

/**
 * Whether float `f` puts a car in lane `lane` (0-based): floor(f × (25 − lane)) < d, a chance of
 * exactly d / (25 − lane) on a uniform float (RULES.md). f × n is exact in a double (f is a 32-bit
 * word over 2³², n ≤ 25), so this matches the word test w < ⌈d × 2³² / n⌉ exactly.
 */
export function hasCar(difficulty: ChickenDifficulty, lane: number, f: number): boolean {
  return Math.floor(f * (ROAD_SPAN - lane)) < DANGER[difficulty];
}

/** The lanes with a car (0-based, ascending) of a road of this difficulty: float j decides lane j. */
export function drawCars(difficulty: ChickenDifficulty, floats: readonly number[]): number[] {
  const cars: number[] = [];
  for (let lane = 0; lane < laneCount(difficulty); lane++) if (hasCar(difficulty, lane, floatAt(floats, lane))) cars.push(lane);
  return cars;
}
