import type { Card } from './cards';
import type { PerfectPairsOutcome, SideBetResult, TwentyOnePlusThreeOutcome } from './side-bets';

/** The moves of a blackjack round. */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance';

/** Every action name, in a stable order (the order of `allowed`). */
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance'];

/** Where the round stands: waiting for the insurance answer, the player playing hands, or over. */
export type BlackjackPhase = 'insurance' | 'playing' | 'over';

/** How a hand ended against the dealer. `blackjack` is the unsplit natural paid 3:2. */
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** One player hand. */
export interface BlackjackHand {
  /** Cards in the order dealt to this hand (after a split, each hand keeps one card of the pair). */
  readonly cards: readonly Card[];
  /** Money on this hand, decimal text: the initial bet, twice it after a double. */
  readonly bet: string;
  readonly doubled: boolean;
  /** Born of a split: two cards making 21 are 21, not a blackjack. */
  readonly fromSplit: boolean;
  /** No more cards: stood, doubled, bust, 21, or a split ace with its one card. */
  readonly done: boolean;
  /** Once the round is over: the result and the amount returned, stake included (else null). */
  readonly result: HandResult | null;
  readonly payout: string | null;
}

/** The dealer's cards as the player sees them. */
export interface BlackjackDealer {
  /** The up card first; the hole card only once revealed, then the dealer's draws. */
  readonly cards: readonly Card[];
  /** False while the hole card lies face down (the UI draws a card back). */
  readonly holeRevealed: boolean;
}

/** Insurance, when the dealer shows an ace. */
export interface BlackjackInsurance {
  /** `offered`: waiting for the answer; `taken` or `declined` once answered. */
  readonly status: 'offered' | 'taken' | 'declined';
  /** The insurance wager: half the initial bet, rounded down to 10 places (what taking it costs). */
  readonly amount: string;
  /** Once settled, what a taken insurance returns (3 × amount on a dealer blackjack, else 0); null before and when declined. */
  readonly payout: string | null;
}

/** The side bets, settled at the deal (paid with the round's one terminal credit). Null when not staked. */
export interface BlackjackSideBets {
  readonly perfectPairs: SideBetResult<PerfectPairsOutcome> | null;
  readonly twentyOnePlusThree: SideBetResult<TwentyOnePlusThreeOutcome> | null;
}

/**
 * Everything the player may see. Never the hole card before it is turned, never an undealt card:
 * the shoe is the round's hidden outcome.
 */
export interface BlackjackState {
  readonly phase: BlackjackPhase;
  /** The initial main bet, decimal text. */
  readonly bet: string;
  readonly hands: readonly BlackjackHand[];
  /** Index of the hand being played while `phase` is `playing`, else null. */
  readonly activeHand: number | null;
  readonly dealer: BlackjackDealer;
  /** Null unless the dealer's up card is an ace. */
  readonly insurance: BlackjackInsurance | null;
  readonly sideBets: BlackjackSideBets;
  /** Actions allowed now, in BLACKJACK_ACTIONS order; empty once over. */
  readonly allowed: readonly BlackjackAction[];
  /** Once over: the total returned for all hands, insurance and side bets, exact decimal text; else null. */
  readonly payout: string | null;
}

/** Extra money a step asks for, in the round's currency. */
export interface BlackjackWager {
  /** Decimal text: a double adds the hand's bet, a split the initial bet, insurance half the initial bet. */
  readonly amount: string;
  readonly reason: 'double' | 'split' | 'insurance';
}

/** The result of starting a round or of one action. */
export interface BlackjackStep {
  readonly state: BlackjackState;
  /** Debits this step needs, in order, before its end (if any) is credited. */
  readonly wagers: readonly BlackjackWager[];
  /** Present when the round is over: the total returned ("0" for a round lost entirely), exact. */
  readonly end?: { readonly payout: string };
}
