import type { PlayedRound } from './played-round';
import { ROUND_FIELDS } from './played-round';

/**
 * A round of the player's history (`rounds` of the play API, INTERFACES §3): the round as games read
 * it plus when it was played and the provably-fair data a verifier needs. The API's printed schema is
 * tested against `HISTORY_ROUND_FIELDS` (api/src/graphql/played-round.test.ts).
 */
export interface HistoryRound extends PlayedRound {
  /** When the round was placed: ISO 8601 text in UTC (the `DateTime` scalar). */
  createdAt: string;
  /** The round's nonce under its seed pair (1 for the first round after a rotation). */
  nonce: number;
  /** sha256 of the round's server seed, committed before the round was played. */
  serverSeedHash: string;
  clientSeed: string;
  /** The round's server seed; null until the player rotates away from its seed pair. */
  serverSeed: string | null;
}

/** The GraphQL selection that fills a `HistoryRound`: exactly its fields. */
export const HISTORY_ROUND_FIELDS = `${ROUND_FIELDS} createdAt nonce serverSeedHash clientSeed serverSeed`;
