/** A round as the games read it from the play API (or from the demo engine, in the same shape). */
export interface PlayedRound {
  id: string;
  /** The round's `betId` on its webhooks (the host's `bet_result` carries it). */
  betId: string;
  game: string;
  status: 'OPEN' | 'CLOSED' | 'VOID';
  amount: string;
  payout: string;
  multiplier: string;
  freeBet: boolean;
  params: any;
  state: any;
  outcome: any;
  currency: string;
}

export const ROUND_FIELDS = 'id betId game status amount payout multiplier freeBet params state outcome currency';
