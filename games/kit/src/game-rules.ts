import type { z } from 'zod';

/**
 * How a round moves through the money path. `instant`: the outcome settles the round at once.
 * `stateful`: the round stays open across moves (`act`) until a loss, a cashout or an automatic win.
 */
export type RoundLifecycle = 'instant' | 'stateful';

/** Where a round stands after a rules step. */
export type StepStatus = 'open' | 'won' | 'lost';

/** The result of starting a round or of one move in it. */
export interface RoundStep<S> {
  /** `open` (stateful only): the round continues. `won`: pays `multiplier`. `lost`: pays nothing. */
  readonly status: StepStatus;
  /** State the player may see (revealed tiles, cards shown). Plain JSON. */
  readonly state: S;
  /**
   * Exact decimal text. While `open`: what a cashout would pay now ("0" if it is not allowed).
   * `won`: the multiplier paid. `lost`: "0".
   */
  readonly multiplier: string;
}

/** What the rules see of a stored round when asked to make a move. */
export interface RoundView<P, O, S> {
  readonly params: P;
  readonly outcome: O;
  readonly state: S;
}

/**
 * The pure math of one game: no I/O, no clock, no randomness of its own. The same object runs on
 * the server for real money and in the browser for demo play. Every outcome is a function of the
 * params and of floats drawn from the provably-fair RNG, so a verifier can recompute it.
 */
export interface GameRules<P = unknown, O = unknown, S = unknown> {
  /** The catalog key (`dice`, `mines`). */
  readonly key: string;
  readonly lifecycle: RoundLifecycle;
  /** Validates `placeBet` params; the parsed value is what the rules and the round row keep. */
  readonly paramsSchema: z.ZodType<P>;
  /** Validates the params of each `act` action by name; empty for instant games. */
  readonly actionSchemas: Readonly<Record<string, z.ZodType>>;
  /** How many floats `start` consumes for these params. */
  floatCount(params: P): number;
  /** Draws the hidden outcome and the first step. For instant games the step is final. */
  start(params: P, floats: readonly number[]): { outcome: O; step: RoundStep<S> };
  /** One move of a stateful round; throws `GameRuleError` for an impossible move. */
  act(round: RoundView<P, O, S>, action: string, actionParams: unknown): RoundStep<S>;
  /** Ends an open stateful round paying the current multiplier; throws `GameRuleError` if not allowed. */
  cashout(round: RoundView<P, O, S>): RoundStep<S>;
}
