import * as z from 'zod/mini';
import { SOCCER_DIFFICULTIES, ZONES, type SoccerDifficulty } from './pitch';

export type { SoccerDifficulty } from './pitch';

/** `placeBet` params of soccer: the difficulty, nothing else. */
export const soccerParamsSchema = z.strictObject({ difficulty: z.enum(SOCCER_DIFFICULTIES) });

/** Params of the `shoot` action: the zone aimed at, 0 … 5. */
export const shootParamsSchema = z.strictObject({
  zone: z.int().check(z.minimum(0), z.maximum(ZONES - 1)),
});

/** Validated soccer params. */
export type SoccerParams = z.infer<typeof soccerParamsSchema>;

/** Validated `shoot` params. */
export type ShootParams = z.infer<typeof shootParamsSchema>;

/** The hidden outcome: the keeper's zones on each of the 10 kicks, in draw order. Shown only once the round is closed. */
export interface SoccerOutcome {
  readonly keeper: readonly (readonly number[])[];
}

/** One kick taken: where it was aimed, the zones the keeper covered on it (draw order), and whether it went in. */
export interface SoccerKick {
  readonly zone: number;
  readonly keeper: readonly number[];
  readonly goal: boolean;
}

/** What the player sees: the difficulty and the kicks taken so far. A save is always the last kick. */
export interface SoccerState {
  readonly difficulty: SoccerDifficulty;
  readonly kicks: readonly SoccerKick[];
}
