import * as z from 'zod/mini';
import type { Card } from './deck';
import type { HandName } from './hands';

/** `placeBet` params of video poker: none (one hand, one paytable). */
export const videopokerParamsSchema = z.strictObject({});

/** Params of the `draw` action: for each of the five cards in deal order, whether it is held. */
export const drawParamsSchema = z.strictObject({
  holds: z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
});

/** Validated video poker params. */
export type VideopokerParams = z.infer<typeof videopokerParamsSchema>;

/** Validated `draw` params. */
export type DrawParams = z.infer<typeof drawParamsSchema>;

/** The hidden outcome: the round's ten cards in draw order (five dealt, then the replacements). Shown once the round is closed. */
export interface VideopokerOutcome {
  readonly cards: readonly Card[];
}

/** What the player sees. */
export interface VideopokerState {
  /** The five cards dealt, left to right. */
  readonly dealt: readonly Card[];
  /** The suggested holds for the dealt cards: the hold of best expected return (RULES.md). */
  readonly hint: readonly boolean[];
  /** The holds the player drew on; null until the draw. */
  readonly held: readonly boolean[] | null;
  /** The final hand after the draw, held cards in place and replacements in the gaps; null until the draw. */
  readonly final: readonly Card[] | null;
  /** What the cards on the table make: the dealt ones until the draw, then the final hand. */
  readonly hand: HandName;
}
