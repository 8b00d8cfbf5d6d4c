import * as z from 'zod/mini';
import type { HiloCard } from './cards';
import { CHOICES, type Choice } from './odds';

/** `placeBet` params of HiLo: none (the stake is the bet). */
export const hiloParamsSchema = z.strictObject({});

/** Params of the `guess` action: which way the next card goes. */
export const guessParamsSchema = z.strictObject({ choice: z.enum(CHOICES) });

/** Params of the `skip` action: none. */
export const skipParamsSchema = z.strictObject({});

/** Validated HiLo params. */
export type HiloParams = z.infer<typeof hiloParamsSchema>;

/** Validated `guess` params. */
export type GuessParams = z.infer<typeof guessParamsSchema>;

/** A move made on a card: a guess, or a skip (the card is replaced at no cost). */
export type HiloMove = Choice | 'skip';

/** The hidden outcome: every card the round may turn, in order. Shown only once the round is closed. */
export interface HiloOutcome {
  readonly cards: readonly HiloCard[];
}

/**
 * What the player sees: the cards turned so far, first card first (the last is the card the next
 * move is about, or the one that ended the round), and the move made on each card but the last:
 * `moves[i]` was made on `cards[i]` and turned `cards[i + 1]`.
 */
export interface HiloState {
  readonly cards: readonly HiloCard[];
  readonly moves: readonly HiloMove[];
}
