import type { FreeBetGrantInfo, PlayResult, PlaySource } from '../play-source';

/** One usable free-bet grant of the player's for a game, as the game shows and plays it. */
export interface FreeBetOffer {
  readonly freeBetId: string;
  /** The stake of each free bet, decimal text in the session's wire currency: what is shown and bet. */
  readonly stake: string;
  /** Free bets left in the grant. */
  readonly remainingCount: number;
  /** ISO 8601; null for a grant that never expires. */
  readonly expiresAt: string | null;
}

/** What the game needs to offer free bets: the player's grants of a game, and a way to play one. */
export interface FreeBetsSource {
  /** The player's usable grants of `game`, oldest first (the order they are consumed in). */
  freeBets(game: string): Promise<readonly FreeBetOffer[]>;
  /**
   * Plays one free bet of `game` with the game's params. `stake` is the offer's, sent for the record:
   * the server takes the stake from its oldest usable grant whatever is sent.
   */
  placeFreeBet(game: string, stake: string, params: unknown): Promise<PlayResult>;
}

/**
 * The free bets of a play source (its `freeBets` and `placeBet` with `freeBet: true`), or null for
 * one that has none to give. Demo play answers no grants unless it was given some, so the section
 * never shows there.
 */
export function freeBetsOf(source: PlaySource): FreeBetsSource | null {
  if (!source.freeBets) return null;
  return {
    freeBets: async (game) => (await source.freeBets!(game)).map(offerOf),
    placeFreeBet: (game, stake, params) => source.placeBet(game, stake, params, { freeBet: true }),
  };
}

/** What the game shows of a grant. */
export function offerOf({ freeBetId, stake, remainingCount, expiresAt }: FreeBetGrantInfo): FreeBetOffer {
  return { freeBetId, stake, remainingCount, expiresAt };
}
