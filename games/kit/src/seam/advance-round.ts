import { Decimal } from '@rgs/schema';
import { GameRuleError } from '../game-rule-error';
import { ZERO_MULTIPLIER } from '../multiplier';
import type { Game, RoundContext, RuleStep, Wager } from './define-game';

/** Money the executor must move for a step, in order. */
export type Intent =
  /**
   * A debit: the opening bet (`reason: 'bet'`), or an extra wager of a repeated-debit game. A free
   * bet's opening debit is "0": the placement the operator records and does not debit.
   */
  | { readonly kind: 'debit'; readonly amount: string; readonly reason: string; readonly roundClosed: boolean }
  /** The round's one credit: its total payout (> 0). Final. */
  | { readonly kind: 'credit'; readonly amount: string }
  /** A multi-round loss: final, no money moves (sent only to operators who opted in). */
  | { readonly kind: 'close' };

/** A round as the seam sees it: where it stands, what it holds, what it has cost and paid. */
export interface RoundSnapshot<P = unknown, O = unknown, S = unknown> {
  /** `new`: nothing played yet. `open`: waiting for the player's next move. `closed`: over. */
  readonly status: 'new' | 'open' | 'closed';
  readonly params: P;
  readonly outcome: O | null;
  readonly state: S | null;
  /** The player's opening `amount`. */
  readonly stake: string;
  /** Every debit so far, summed. */
  readonly wagered: string;
  readonly multiplier: string;
  readonly payout: string;
  /** Whether the player may hold only one such live round per game (multi-round games). */
  readonly exclusive: boolean;
  /**
   * A free bet: its one stake is the grant's, its opening debit is "0" and it pays stake × multiplier
   * in full; a wager of more than one stake, at the start or later, is refused.
   */
  readonly freeBet: boolean;
}

/** A move: the opening bet (with its floats), an action, a cashout, or the service settling a round left open too long. */
export type Move =
  | { readonly kind: 'start'; readonly floats: readonly number[] }
  | { readonly kind: 'act'; readonly action: string; readonly params: unknown }
  | { readonly kind: 'cashout' }
  | { readonly kind: 'expire' };

/** The round after a move and the money the move needs. */
export interface Advance<P, O, S> {
  readonly round: RoundSnapshot<P, O, S>;
  readonly intents: readonly Intent[];
}

/** How a round is played: with the player's money (the default) or as a free bet of one `stake`. */
export interface RoundTerms {
  readonly freeBet?: boolean;
}

/** A fresh round for `params` and the player's `amount` (a free bet's: the grant's stake), before any move. */
export function newRoundSnapshot<P, O, S>(game: Game<P, O, S>, params: P, stake: string, terms: RoundTerms = {}): RoundSnapshot<P, O, S> {
  const freeBet = terms.freeBet ?? false;
  return { status: 'new', params, outcome: null, state: null, stake, wagered: '0', multiplier: '0', payout: '0', exclusive: isMultiRound(game), freeBet };
}

/** The opening debit of a bet: the game's `openingWager` (Plinko: amount × balls), else the amount. */
export function openingWager<P>(game: Game<P>, params: P, amount: string): string {
  return money(game.openingWager ? game.openingWager(params, amount) : amount);
}

/**
 * Moves a round on by one move: runs the game's rule and turns its step into intents, enforcing the
 * contract's round table for the game's lifecycle: one terminal event per round, at most one credit,
 * no credit on a loss, repeated debits only for `stateful-multi-debit`. This is the only place in the
 * code base that branches on a lifecycle. Pure: the API and the browser's demo carry the intents out.
 * It also holds the free-bet rules for every game: one stake, an opening debit of "0", a payout in
 * full, no wager after the opening one.
 */
export function advanceRound<P, O, S>(game: Game<P, O, S>, round: RoundSnapshot<P, O, S>, move: Move): Advance<P, O, S> {
  if (move.kind === 'start') return start(game, round, move.floats);
  if (round.status !== 'open') throw new GameRuleError('ROUND_NOT_OPEN', 'The round is not open');
  const context: RoundContext<P, O, S> = { params: round.params, outcome: round.outcome as O, state: round.state as S, stake: round.stake };
  if (move.kind === 'cashout') {
    if (!game.cashout) throw new GameRuleError('CASHOUT_NOT_ALLOWED', `${game.key} has no cashout`);
    return next(game, round, game.cashout(context), []);
  }
  if (move.kind === 'expire') return expire(game, round, context);
  const action = game.actions?.[move.action];
  if (!action) {
    const known = Object.keys(game.actions ?? {});
    throw new GameRuleError('INVALID_ACTION', `${game.key} has no action "${move.action}"${known.length ? `; use ${known.join(', ')}` : ''}`, { action: move.action });
  }
  // The action's params are checked before any rule runs: a bad move changes nothing.
  const parsed = action.params.safeParse(move.params ?? {});
  if (!parsed.success) {
    throw new GameRuleError('INVALID_ACTION', `Invalid params for ${move.action}: ${parsed.error.issues.map((i) => i.message).join('; ')}`, { action: move.action });
  }
  return next(game, round, action.play(context, parsed.data), []);
}

function start<P, O, S>(game: Game<P, O, S>, round: RoundSnapshot<P, O, S>, floats: readonly number[]): Advance<P, O, S> {
  if (round.status !== 'new') throw new GameRuleError('ROUND_NOT_OPEN', 'The round has started already');
  // The catalog says which games take free bets (Roulette and Baccarat have no single fixed stake);
  // the seam holds every placement to it, whoever places the bet.
  if (round.freeBet && !game.catalog.freeBets) {
    throw new GameRuleError('FREE_BETS_NOT_SUPPORTED', `Free bets are not supported for ${game.key}`, { game: game.key });
  }
  const opening = openingWager(game, round.params, round.stake);
  // The grant gives one stake: an opening wager of more (Plinko's balls, Blackjack's side bets) would
  // be money nobody granted, so the free bet is refused before any rule runs.
  if (round.freeBet && !new Decimal(opening).eq(round.stake)) {
    throw new GameRuleError('FREE_BET_ONE_STAKE', `A free bet is one stake of ${round.stake}; this bet would wager ${opening}`, {
      stake: round.stake,
      wager: opening,
    });
  }
  const { outcome, step } = game.start(round.params, floats, round.stake);
  const started = { ...round, outcome, wagered: '0' };
  const oneShot = !isMultiRound(game);
  if (oneShot && !step.end) throw new Error(`${game.key}: a ${game.lifecycle} round must end on its first step`);
  // An instant loss is final on its debit; a win (or a multi-round bet) is not.
  const roundClosed = oneShot && isLoss(step);
  // A free bet's placement moves no money: the operator records it and must not debit.
  const debit: Intent = { kind: 'debit', amount: round.freeBet ? '0' : opening, reason: 'bet', roundClosed };
  return next(game, started, step, [debit]);
}

function next<P, O, S>(game: Game<P, O, S>, round: RoundSnapshot<P, O, S>, step: RuleStep<S>, intents: Intent[]): Advance<P, O, S> {
  const wagers = step.wagers ?? [];
  if (wagers.length > 0 && !allowsRepeatedDebits(game)) throw new Error(`${game.key}: a ${game.lifecycle} game cannot ask for more wagers`);
  // A free bet covers only its opening stake: a double, split or insurance would need the player's money.
  if (wagers.length > 0 && round.freeBet) {
    const reasons = wagers.map((w) => w.reason);
    throw new GameRuleError('FREE_BET_NO_EXTRA_WAGER', `A free-bet round takes no other wager (${reasons.join(', ')})`, { reasons });
  }
  const extra = wagers.map((w: Wager): Intent => ({ kind: 'debit', amount: money(w.amount), reason: w.reason, roundClosed: false }));
  const wagered = [...intents, ...extra].reduce((sum, i) => (i.kind === 'debit' ? sum.plus(i.amount) : sum), new Decimal(round.wagered));
  const moved = { ...round, state: step.state, multiplier: step.multiplier, wagered: wagered.toFixed() };
  const all = [...intents, ...extra];
  if (!step.end) return { round: { ...moved, status: 'open' }, intents: all };
  const payout = money(step.end.payout);
  const closed: RoundSnapshot<P, O, S> = { ...moved, status: 'closed', payout };
  if (new Decimal(payout).gt(0)) return { round: closed, intents: [...all, { kind: 'credit', amount: payout }] };
  // A one-shot loss was final on its debit already; a multi-round loss gets its terminal close.
  return { round: closed, intents: isMultiRound(game) ? [...all, { kind: 'close' }] : all };
}

// A round left open too long ends now, paying what the rules say it is owed: the game's own `expire`,
// else its cashout where one is allowed, else nothing (docs/decisions/0026). It never asks for money.
function expire<P, O, S>(game: Game<P, O, S>, round: RoundSnapshot<P, O, S>, context: RoundContext<P, O, S>): Advance<P, O, S> {
  const step = game.expire ? game.expire(context) : (cashoutIfAllowed(game, context) ?? lossOf(context.state));
  if (!step.end) throw new Error(`${game.key}: an expired round must end`);
  if ((step.wagers ?? []).length > 0) throw new Error(`${game.key}: an expired round cannot ask for a wager`);
  return next(game, round, step, []);
}

function cashoutIfAllowed<P, O, S>(game: Game<P, O, S>, context: RoundContext<P, O, S>): RuleStep<S> | undefined {
  if (!game.cashout) return undefined;
  try {
    return game.cashout(context);
  } catch (error) {
    // Not allowed now (nothing won yet): the round is a loss. Any other failure is a bug and is thrown.
    if (error instanceof GameRuleError) return undefined;
    throw error;
  }
}

function lossOf<S>(state: S): RuleStep<S> {
  return { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
}

function isLoss(step: RuleStep<unknown>): boolean {
  return step.end !== undefined && !new Decimal(step.end.payout).gt(0);
}

// The contract's lifecycles, each placed: a new one fails to compile until it is.
function isMultiRound(game: Game): boolean {
  switch (game.lifecycle) {
    case 'instant':
    case 'instant-batch':
      return false;
    case 'stateful':
    case 'stateful-multi-debit':
      return true;
    case 'realtime':
    case 'position':
      throw new Error(`${game.key}: ${game.lifecycle} rounds are not playable yet (docs/decisions/0017)`);
  }
}

function allowsRepeatedDebits(game: Game): boolean {
  switch (game.lifecycle) {
    case 'stateful-multi-debit':
      return true;
    case 'instant':
    case 'instant-batch':
    case 'stateful':
      return false;
    case 'realtime':
    case 'position':
      throw new Error(`${game.key}: ${game.lifecycle} rounds are not playable yet (docs/decisions/0017)`);
  }
}

// Amounts are exact decimal text with at most 10 places; a rule that breaks that is a bug, never rounded here.
function money(text: string): string {
  const value = new Decimal(text);
  if (!value.isFinite() || value.isNegative() || value.decimalPlaces() > 10) throw new Error(`not an amount: ${text}`);
  return value.toFixed();
}
