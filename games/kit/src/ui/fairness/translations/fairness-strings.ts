/** Every word the fairness panel and a round's check say, in one language. */
export interface FairnessStrings {
  readonly loading: string;
  readonly activeSeeds: string;
  readonly serverSeedHash: string;
  /** Under the hash: what it commits to. */
  readonly serverSeedHashNote: string;
  readonly clientSeed: string;
  readonly nonce: string;
  /** Under the nonce: which nonce the next round uses. */
  readonly nextNonce: (next: number) => string;
  readonly rotate: string;
  readonly rotateNote: string;
  /** Why a typed client seed is refused. */
  readonly seedEmpty: (max: number) => string;
  readonly seedTooLong: (length: number, max: number) => string;
  readonly seedNotPrintable: (character: string) => string;
  readonly previousPair: string;
  readonly previousServerSeed: string;
  readonly previousServerSeedHash: string;
  readonly previousClientSeed: string;
  readonly lastNonce: string;
  readonly verifyTitle: string;
  readonly verifyNote: string;
  readonly round: string;
  /** The round picker's last choice: type a round id instead. */
  readonly otherRound: string;
  readonly roundId: string;
  readonly verify: string;
  readonly checking: string;
  readonly chooseRound: string;
  /** The server seed of a round that is not revealed yet, in a round's details. */
  readonly serverSeed: string;
  /** A round's nonce, in a round's details. */
  readonly roundNonce: string;
  readonly notRevealed: string;
  /** The check's sentences. */
  readonly verified: (outcome: string) => string;
  readonly secret: string;
  readonly open: string;
  readonly commitmentMismatch: string;
  readonly outcomeMismatch: (recomputed: string, recorded: string) => string;
  readonly notFound: string;
  readonly otherGame: (game: string) => string;
  readonly failed: (reason: string) => string;
}
