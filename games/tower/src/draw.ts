import { floatAt } from '@rgs/game-kit';
import { TOWER_LAYOUTS, TOWER_ROWS, type TowerDifficulty } from './board';

/** Floats a round draws at `difficulty`: its bombs per floor, for each of the 9 floors. */
export function towerFloatCount(difficulty: TowerDifficulty): number {
  return TOWER_ROWS * TOWER_LAYOUTS[difficulty].bombs;
}

/**
 * Each floor's bombs, floor 1 first (RULES.md "Outcome"): floor r's `b` bombs are the first `b` tiles
 * of a Fisher–Yates draw over its `n` tiles, draw i taking index floor(f(r·b + i) × (n − i)) of the
 * tiles still left (kept in ascending order). In draw order, which is what a verifier recomputes.
 */
export function drawTowerBombs(difficulty: TowerDifficulty, floats: readonly number[]): number[][] {
  const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
  return Array.from({ length: TOWER_ROWS }, (_, row) => {
    const left = Array.from({ length: tiles }, (_, tile) => tile);
    return Array.from({ length: bombs }, (_, i) => left.splice(Math.floor(floatAt(floats, row * bombs + i) * (tiles - i)), 1)[0]!);
  });
}
