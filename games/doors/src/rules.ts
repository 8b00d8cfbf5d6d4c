import * as z from 'zod/mini';
import { MAX_DOORS, MIN_DOORS } from './corridor';

/** `placeBet` params of doors: how many doors each level has. */
export const doorsParamsSchema = z.strictObject({
  doors: z.int().check(z.minimum(MIN_DOORS), z.maximum(MAX_DOORS)),
});

/** Params of the `open` action: the door of the current level, numbered from 0 on the left. */
export const openParamsSchema = z.strictObject({
  door: z.int().check(z.minimum(0), z.maximum(MAX_DOORS - 1)),
});

/** Validated doors params. */
export type DoorsParams = z.infer<typeof doorsParamsSchema>;

/** Validated `open` params. */
export type OpenParams = z.infer<typeof openParamsSchema>;

/** The hidden outcome: the trapped door of every level, level 1 first. Never in the state; shown once the round is closed. */
export interface DoorsOutcome {
  readonly traps: readonly number[];
}

/** What the player sees: the door count, the door opened on each level passed, and the trapped door opened, if any. */
export interface DoorsState {
  readonly doors: number;
  readonly opened: readonly number[];
  readonly hit: number | null;
}
