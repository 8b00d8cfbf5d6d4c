import * as z from 'zod/mini';
import type { ClimbLength } from './staircase';

/** `placeBet` params of stairs: none. */
export const stairsParamsSchema = z.strictObject({});

/** Params of the `climb` action: how many stairs, 1 to 3. */
export const climbParamsSchema = z.strictObject({
  stairs: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

/** Validated stairs params. */
export type StairsParams = z.infer<typeof stairsParamsSchema>;

/** Validated `climb` params. */
export type ClimbParams = z.infer<typeof climbParamsSchema>;

/** The hidden outcome: the roll of every climb a round can make, in order. Shown only once the round is closed. */
export interface StairsOutcome {
  readonly rolls: readonly number[];
}

/** A climb made: how many stairs, and the roll (0.00 … 99.99) that settled it. */
export interface Climb {
  readonly stairs: ClimbLength;
  readonly roll: number;
}

/** What the player sees: the stair reached, the climbs made with their rolls, and whether the last was a fall. */
export interface StairsState {
  readonly stair: number;
  readonly climbs: readonly Climb[];
  readonly fell: boolean;
}
