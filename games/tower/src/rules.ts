import * as z from 'zod/mini';
import { MAX_TILES, TOWER_DIFFICULTIES, type TowerDifficulty } from './board';

/** `placeBet` params of tower. */
export const towerParamsSchema = z.strictObject({
  difficulty: z.enum(TOWER_DIFFICULTIES),
});

/** Params of the `pick` action: a tile of the floor the player stands on, from the left (0-based). */
export const pickParamsSchema = z.strictObject({
  tile: z.int().check(z.minimum(0), z.maximum(MAX_TILES - 1)),
});

/** Validated tower params. */
export type TowerParams = z.infer<typeof towerParamsSchema>;

/** Validated `pick` params. */
export type PickParams = z.infer<typeof pickParamsSchema>;

/** The hidden outcome: each floor's bomb tiles in draw order, floor 1 first. Shown only once the round is closed. */
export interface TowerOutcome {
  readonly bombs: readonly (readonly number[])[];
}

/** What the player sees: the difficulty, the safe tile picked on each floor cleared, and the bomb picked, if any. */
export interface TowerState {
  readonly difficulty: TowerDifficulty;
  readonly picks: readonly number[];
  readonly hit: number | null;
}
