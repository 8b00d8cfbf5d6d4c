/** Floors of the tower, climbed from floor 1 (row 0) to floor 9 (row 8). */
export const TOWER_ROWS = 9;

/** The most tiles a floor has (easy and master). */
export const MAX_TILES = 4;

/** The difficulties, easiest first. */
export const TOWER_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'master'] as const;

/** A difficulty: how many tiles each floor has and how many of them hide a bomb. */
export type TowerDifficulty = (typeof TOWER_DIFFICULTIES)[number];

/** One floor's layout. */
export interface FloorLayout {
  readonly tiles: number;
  readonly bombs: number;
}

/** Tiles and bombs per floor, by difficulty (RULES.md). */
export const TOWER_LAYOUTS: Readonly<Record<TowerDifficulty, FloorLayout>> = {
  easy: { tiles: 4, bombs: 1 },
  medium: { tiles: 3, bombs: 1 },
  hard: { tiles: 2, bombs: 1 },
  expert: { tiles: 3, bombs: 2 },
  master: { tiles: 4, bombs: 3 },
};

/** The safe tiles of each floor at `difficulty`. */
export function safeTiles(difficulty: TowerDifficulty): number {
  const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
  return tiles - bombs;
}
