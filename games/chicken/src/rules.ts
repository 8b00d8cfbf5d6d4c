import * as z from 'zod/mini';
import { CHICKEN_DIFFICULTIES, MAX_LANES, type ChickenDifficulty } from './road';

/** `placeBet` params of chicken: the road's difficulty. */
export const chickenParamsSchema = z.strictObject({
  difficulty: z.enum(CHICKEN_DIFFICULTIES),
});

/** Params of the `cross` action: the lane (0-based) the chicken steps into, which must be the next one. */
export const crossParamsSchema = z.strictObject({
  lane: z.int().check(z.minimum(0), z.maximum(MAX_LANES - 1)),
});

/** Validated chicken params. */
export type ChickenParams = z.infer<typeof chickenParamsSchema>;

/** Validated `cross` params. */
export type CrossParams = z.infer<typeof crossParamsSchema>;

/** The hidden outcome: the lanes (0-based, ascending) with a car, every lane of the road. Shown only once the round is closed. */
export interface ChickenOutcome {
  readonly cars: readonly number[];
}

/** What the player sees: the difficulty, how many lanes were crossed safely, and the lane where a car hit, if any. */
export interface ChickenState {
  readonly difficulty: ChickenDifficulty;
  readonly crossed: number;
  readonly hit: number | null;
}
