import { floatAt } from '@rgs/game-kit';
import { assertDoorCount, DOORS_LEVELS } from './corridor';

/**
 * The trapped door of every level: level i's trap is door floor(f_i × doors), doors numbered from 0
 * on the left, one float per level, level 1 first. Every door is equally likely on every level.
 */
export function drawTraps(doors: number, floats: readonly number[]): number[] {
  assertDoorCount(doors);
  return Array.from({ length: DOORS_LEVELS }, (_, level) => Math.floor(floatAt(floats, level) * doors));
}
