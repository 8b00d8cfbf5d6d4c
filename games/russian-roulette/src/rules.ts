import * as z from 'zod/mini';
import { MAX_BULLETS, MIN_BULLETS } from './cylinder';

/** `placeBet` params of russian roulette: how many of the 6 chambers hold a bullet. */
export const russianRouletteParamsSchema = z.strictObject({
  bullets: z.int().check(z.minimum(MIN_BULLETS), z.maximum(MAX_BULLETS)),
});

/** Params of the `pull` action: none. */
export const pullParamsSchema = z.strictObject({});

/** Validated russian roulette params. */
export type RussianRouletteParams = z.infer<typeof russianRouletteParamsSchema>;

/** Validated `pull` params. */
export type PullParams = z.infer<typeof pullParamsSchema>;

/** The hidden outcome: the loaded chambers (1 … 6) in draw order. Never in the state; shown only once the round is closed. */
export interface RussianRouletteOutcome {
  readonly loaded: readonly number[];
}

/** What the player sees: the bullets loaded, the empty chambers fired so far, and whether the last pull fired a bullet. */
export interface RussianRouletteState {
  readonly bullets: number;
  /** Pulls that clicked on an empty chamber: chambers 1 … survived have fired empty. */
  readonly survived: number;
  /** True once a pull fired a bullet (chamber `survived + 1`): the round is lost. */
  readonly bang: boolean;
}
