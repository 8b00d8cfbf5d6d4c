import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { TOWER_LAYOUTS, TOWER_ROWS, safeTiles, type TowerDifficulty } from './board';

/** The chance of clearing the first `floors` floors, as an exact fraction: (safe / tiles)^floors. */
export function clearChance(difficulty: TowerDifficulty, floors: number): { readonly safe: bigint; readonly of: bigint } {
  assertFloors(floors);
  return { safe: BigInt(safeTiles(difficulty)) ** BigInt(floors), of: BigInt(TOWER_LAYOUTS[difficulty].tiles) ** BigInt(floors) };
}

/**
 * What a cashout pays after `floors` floors cleared: 0.99 / p^k = 99 × n^k / (100 × s^k), floored once to
 * 4 places, as normalised decimal text. "0" before the first floor: no cashout yet.
 */
export function towerMultiplier(difficulty: TowerDifficulty, floors: number): string {
  if (floors === 0) return ZERO_MULTIPLIER;
  const { safe, of } = clearChance(difficulty, floors);
  return floorMultiplier(99n * of, 100n * safe);
}

/** Every multiplier of a round at `difficulty`, indexed by floors cleared (0 … 9). */
export function towerMultiplierTable(difficulty: TowerDifficulty): string[] {
  return Array.from({ length: TOWER_ROWS + 1 }, (_, floors) => towerMultiplier(difficulty, floors));
}

/** The largest multiplier any round pays: master, all 9 floors. */
export const TOWER_MAX_MULTIPLIER = '259522.56';

function assertFloors(floors: number): void {
  if (!Number.isInteger(floors) || floors < 0 || floors > TOWER_ROWS) throw new RangeError(`floors run from 0 to ${TOWER_ROWS}, got ${floors}`);
}
