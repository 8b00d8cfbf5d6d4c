/**
 * A round as a game reads it from the play API's `Round` type (INTERFACES §3), or from the browser's
 * demo executor in the same shape. Amounts are the `Decimal` scalar's text. Declared once, here: the
 * kit's play client, its demo executor and the host bridge read rounds through this type, and the
 * API's printed schema is tested against `ROUND_FIELDS` (api/src/graphql/played-round.test.ts).
 */
export interface PlayedRound {
  id: string;
  /** The round's `betId` on its webhooks (the host's `bet_result` carries it). */
  betId: string;
  game: string;
  status: PlayedRoundStatus;
  /** Everything the round has debited so far (Plinko: amount × balls; Blackjack: doubles and splits too). */
  amount: string;
  /** One stake (a free bet's from its grant, which its payout multiplies; `amount` is then 0). */
  stake: string;
  payout: string;
  multiplier: string;
  freeBet: boolean;
  // The game's own JSON: each game reads its params, state and outcome with its own types.
  params: any;
  state: any;
  outcome: any;
  currency: string;
  /**
   * How many times the round has changed. The play client sends it back with a move, which then
   * applies only to the round as it was seen (a double click or a second tab gets ROUND_CONFLICT).
   * Absent from the demo executor, whose rounds live in one page.
   */
  version?: number;
}

/** `Round.status` of the play API. */
export type PlayedRoundStatus = 'OPEN' | 'CLOSED' | 'VOID';

/** The GraphQL selection that fills a `PlayedRound`: exactly its fields. */
export const ROUND_FIELDS = 'id betId game status amount stake payout multiplier freeBet params state outcome currency version';
