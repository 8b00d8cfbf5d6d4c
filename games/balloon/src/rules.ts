import * as z from 'zod/mini';
import { BALLOON_DIFFICULTIES, type BalloonDifficulty } from './difficulty';

/** `placeBet` params of balloon: the difficulty, which sets the pop chance per pump and the cap. */
export const balloonParamsSchema = z.strictObject({
  difficulty: z.enum(BALLOON_DIFFICULTIES),
});

/** Params of the `pump` action: none. */
export const pumpParamsSchema = z.strictObject({});

/** Validated balloon params. */
export type BalloonParams = z.infer<typeof balloonParamsSchema>;

/** Validated `pump` params. */
export type PumpParams = z.infer<typeof pumpParamsSchema>;

/**
 * The hidden outcome: the pump (1 … the cap) on which the balloon pops, or null when it holds through
 * every pump of the cap. Never in the state; shown only once the round is closed.
 */
export interface BalloonOutcome {
  readonly popAt: number | null;
}

/** What the player sees: the difficulty, the pumps the balloon held, and whether the last pump popped it. */
export interface BalloonState {
  readonly difficulty: BalloonDifficulty;
  /** Pumps the balloon survived. */
  readonly pumps: number;
  /** True once a pump popped it (that pump was pump `pumps + 1`): the round is lost. */
  readonly popped: boolean;
}
