import { ZERO_MULTIPLIER } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoRisk } from './board';
import { drawKeno } from './draw';
import { kenoPaytable } from './paytables';

export { KENO_DRAWN, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoRisk } from './board';
export { KENO_PAYTABLES, kenoPaytable } from './paytables';
export { drawKeno } from './draw';

/** `placeBet` params of keno: 1 to 10 different numbers of 1 … 40, and a risk (which paytable). */
export const kenoParamsSchema = z.strictObject({
  picks: z
    .array(z.int().check(z.minimum(1), z.maximum(KENO_NUMBERS)))
    .check(
      z.minLength(KENO_MIN_PICKS),
      z.maxLength(KENO_MAX_PICKS),
      z.refine((picks) => new Set(picks).size === picks.length, 'picks must be different numbers'),
    ),
  risk: z.enum(KENO_RISKS),
});

/** Validated keno params. */
export type KenoParams = z.infer<typeof kenoParamsSchema>;

/** The round's outcome: the 10 drawn numbers in draw order. */
export interface KenoOutcome {
  readonly drawn: number[];
}

/** What the player sees once the round settles. */
export interface KenoState {
  readonly risk: KenoRisk;
  /** The player's numbers, as they were sent. */
  readonly picks: number[];
  /** The 10 drawn numbers in draw order. */
  readonly drawn: number[];
  /** The picked numbers that were drawn, in draw order. */
  readonly hits: number[];
}

/** How many floats a round uses: one per drawn number. */
export const KENO_FLOAT_COUNT = KENO_DRAWN;

/** The picked numbers among the drawn ones, in draw order. */
export function kenoHits(picks: readonly number[], drawn: readonly number[]): number[] {
  const picked = new Set(picks);
  return drawn.filter((n) => picked.has(n));
}

/** What `hits` hits pay with `picks` numbers picked at `risk`: the paytable's entry, decimal text ("0" pays nothing). */
export function kenoMultiplier(risk: KenoRisk, picks: number, hits: number): string {
  const multiplier = kenoPaytable(risk, picks)[hits];
  if (multiplier === undefined) throw new RangeError(`${hits} hits are impossible with ${picks} picks`);
  return multiplier === '0' ? ZERO_MULTIPLIER : multiplier;
}

/** Plays a round: the draw, the hits and the multiplier. Pure: the same params and floats give the same result. */
export function playKeno(params: KenoParams, floats: readonly number[]): { state: KenoState; multiplier: string } {
  const drawn = drawKeno(floats);
  const hits = kenoHits(params.picks, drawn);
  const state: KenoState = { risk: params.risk, picks: [...params.picks], drawn, hits };
  return { state, multiplier: kenoMultiplier(params.risk, params.picks.length, hits.length) };
}
