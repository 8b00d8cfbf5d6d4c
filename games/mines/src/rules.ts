import * as z from 'zod/mini';
import { MAX_MINES, MIN_MINES, MINES_TILES } from './board';

/** `placeBet` params of mines (INTERFACES §5). */
export const minesParamsSchema = z.strictObject({
  mines: z.int().check(z.minimum(MIN_MINES), z.maximum(MAX_MINES)),
});

/** Params of the `reveal` action. */
export const revealParamsSchema = z.strictObject({
  tile: z.int().check(z.minimum(0), z.maximum(MINES_TILES - 1)),
});

/** Validated mines params. */
export type MinesParams = z.infer<typeof minesParamsSchema>;

/** Validated `reveal` params. */
export type RevealParams = z.infer<typeof revealParamsSchema>;

/** The hidden outcome: mine tiles in draw order. Never in the state; shown only once the round is closed. */
export interface MinesOutcome {
  readonly mines: readonly number[];
}

/** What the player sees: the mine count, safe tiles in reveal order, and the mine hit, if any. */
export interface MinesState {
  readonly mines: number;
  readonly revealed: readonly number[];
  readonly hit: number | null;
}
