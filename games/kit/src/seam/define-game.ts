import { findGame, type GameDefinition, type GameLifecycle } from '@rgs/schema';
// Schemas of the seam are zod/mini's: the rules run in the browser's demo, where classic zod's
// methods would be most of the download (docs/decisions/0019).
import type { ZodMiniType } from 'zod/mini';
import type { GameLanguage } from '../ui/i18n';

/** An extra wager a step asks for (only games whose lifecycle allows repeated debits), in money. */
export interface Wager {
  /** Decimal text in the round's currency. */
  readonly amount: string;
  /** Why (`double`, `split`, `insurance`): shown to the player and recorded with the debit. */
  readonly reason: string;
}

/** What one rule step says: what the player now sees and what money it asks to move. */
export interface RuleStep<S> {
  /** State the player may see (revealed tiles, cards shown). Plain JSON, never a hidden fact. */
  readonly state: S;
  /**
   * Exact decimal text for display. While the round goes on: what a cashout would pay now as a
   * multiple of the stake ("0" if not allowed). Once it ends: the multiplier that was paid.
   */
  readonly multiplier: string;
  /** Extra wagers this step needs before it counts (a double, a split, insurance). */
  readonly wagers?: readonly Wager[];
  /** Present when the round ends: the total it pays, in money ("0" is a loss). Exact; at most 10 places. */
  readonly end?: { readonly payout: string };
}

/** What a rule sees of a round when asked to move it on. */
export interface RoundContext<P, O, S> {
  readonly params: P;
  /** The hidden outcome drawn at the start (never shown until the round is closed). */
  readonly outcome: O;
  readonly state: S;
  /** The player's `amount` of the opening bet (per ball for batch games), decimal text. */
  readonly stake: string;
}

/** One `act` action: its params schema and its pure handler. */
export interface GameAction<P, O, S, A = unknown> {
  readonly params: ZodMiniType<A>;
  readonly play: (round: RoundContext<P, O, S>, params: A) => RuleStep<S>;
}

/** A localised string table: the same keys in every language the games speak. */
export type GameStrings<K extends string = string> = Readonly<Record<GameLanguage, Readonly<Record<K, string>>>>;

/** Everything a game team declares about its game. */
export interface GameSpec<P, O, S> {
  /** The catalog key (`dice`, `russianRoulette`); the lifecycle comes from the catalog, never restated. */
  readonly key: string;
  /** Validates `placeBet` params; the parsed value is what the rules and the round row keep. */
  readonly params: ZodMiniType<P>;
  /** How many provably-fair floats `start` consumes for these params. */
  readonly floatCount: (params: P) => number;
  /** The opening debit for the player's `amount` (default: the amount; Plinko: amount × balls). */
  readonly openingWager?: (params: P, amount: string) => string;
  /** Draws the hidden outcome and takes the first step. */
  readonly start: (params: P, floats: readonly number[], stake: string) => { readonly outcome: O; readonly step: RuleStep<S> };
  /** The moves of a multi-round game, by name (`act`); none for one-shot games. */
  readonly actions?: Readonly<Record<string, GameAction<P, O, S, any>>>;
  /** Ends an open round paying what it is worth now; throws `GameRuleError` when not allowed. */
  readonly cashout?: (round: RoundContext<P, O, S>) => RuleStep<S>;
  /**
   * Ends a round left open past `OPEN_ROUND_TIMEOUT_MS` as the rules say; the step must end the round.
   * Without it the round is cashed out when a cashout is allowed, and closed as a loss when it is not
   * (docs/decisions/0026). A game whose rules owe more (Video Poker draws on the suggested holds,
   * Blackjack stands) says so here.
   */
  readonly expire?: (round: RoundContext<P, O, S>) => RuleStep<S>;
  /** The player's strings of this game, in every language. */
  readonly strings: GameStrings;
  /**
   * The outcome in a few words of the player's language ("roll 42.17", "mines at 3, 7, 19"), for the
   * fairness check's sentence. Without it the outcome is shown as compact JSON.
   */
  readonly describeOutcome?: (outcome: O, params: P, lang: GameLanguage) => string;
}

/**
 * How long an open multi-round round may wait for its player's next move: past it, the service settles
 * it with the `expire` move. Counted from the round's last move, so a player who comes back within a day
 * (reload, a new session) finds the round as it was left.
 */
export const OPEN_ROUND_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/**
 * A way to play a multi-round game to its end, one move at a time, for tests that drive every game
 * the same way (the service's money tests, e2e): `params` opens a round, `next` picks a move on the
 * state the player sees. Repeating `next` must end every round (won, lost or at its cap).
 */
export interface Playbook<P = unknown, S = unknown> {
  readonly params: P;
  readonly next: (state: S, params: P) => { readonly action: string; readonly params?: unknown };
}

/** A defined game: the spec with its catalog row. */
export interface Game<P = any, O = any, S = any> extends GameSpec<P, O, S> {
  readonly catalog: GameDefinition;
  readonly lifecycle: GameLifecycle;
}

/**
 * Declares a game. Its catalog row (lifecycle, route, limits, free-bet support) is looked up by key,
 * so a folder cannot contradict the catalog: an unknown key fails at load.
 */
export function defineGame<P, O, S>(spec: GameSpec<P, O, S>): Game<P, O, S> {
  const catalog = findGame(spec.key);
  if (!catalog) throw new Error(`game "${spec.key}" is not in the catalog`);
  return Object.freeze({ ...spec, catalog, lifecycle: catalog.lifecycle });
}
