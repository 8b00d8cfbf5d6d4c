import * as z from 'zod/mini';
import { CASE_COUNT } from './board';

/** `placeBet` params of cases: the player's own case, 0 … 11 (shown as 1 … 12). */
export const casesParamsSchema = z.strictObject({
  pick: z.int().check(z.minimum(0), z.maximum(CASE_COUNT - 1)),
});

/** Params of the `open` action: another case, 0 … 11, not the player's and not opened yet. */
export const openParamsSchema = z.strictObject({
  case: z.int().check(z.minimum(0), z.maximum(CASE_COUNT - 1)),
});

/** Validated cases params. */
export type CasesParams = z.infer<typeof casesParamsSchema>;

/** Validated `open` params. */
export type OpenParams = z.infer<typeof openParamsSchema>;

/** The hidden outcome: the value each case holds, by case (index 0 is case 1). Shown only once the round is closed. */
export interface CasesOutcome {
  readonly cases: readonly string[];
}

/** One opened case and the value it held. */
export interface OpenedCase {
  readonly case: number;
  readonly value: string;
}

/** What the player sees: their case and the other cases opened so far, in order, with their values. */
export interface CasesState {
  readonly pick: number;
  readonly opened: readonly OpenedCase[];
}
