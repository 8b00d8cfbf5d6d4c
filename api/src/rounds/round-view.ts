import { Decimal } from '@rgs/schema';
import type { rounds, RoundStatus } from '../db/schema';
import type { FairnessSealing } from '../fairness';

/** The player-facing status of a round. */
export type PublicRoundStatus = 'OPEN' | 'CLOSED' | 'VOID';

/** A round as the play API shows it. The outcome is hidden until the round is closed. */
export interface RoundView {
  readonly id: string;
  readonly betId: string;
  readonly game: string;
  readonly status: PublicRoundStatus;
  readonly amount: Decimal;
  /** One stake: the player's amount per bet (a free bet's stake from its grant; `amount` is what was debited). */
  readonly stake: Decimal;
  readonly payout: Decimal;
  readonly multiplier: string;
  readonly currency: string;
  readonly freeBet: boolean;
  readonly demo: boolean;
  readonly params: unknown;
  readonly state: unknown;
  readonly outcome: unknown;
  readonly nonce: number;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Only once the pair has been rotated away. */
  readonly serverSeed: string | null;
  readonly createdAt: Date;
  /** How many times the round's row has changed: a move may name it to apply only to the round as seen. */
  readonly version: number;
}

/** The seed-pair facts a view needs. */
export interface RoundSeedFacts {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly serverSeed: string | null;
}

const PUBLIC_STATUS: Record<RoundStatus, PublicRoundStatus> = { pending: 'OPEN', open: 'OPEN', closed: 'CLOSED', void: 'VOID' };

/** The player-facing status of a stored status. */
export function publicStatus(status: RoundStatus): PublicRoundStatus {
  return PUBLIC_STATUS[status];
}

/** Builds the view of a round row; the row's sealed outcome is opened only once the round is closed. */
export function toRoundView(row: typeof rounds.$inferSelect, seeds: RoundSeedFacts, sealing: FairnessSealing): RoundView {
  const closed = row.status === 'closed';
  // A pending round's row already holds its outcome (drawn before the debit); show none of it yet.
  const hidden = row.status === 'pending' || row.status === 'void';
  return {
    id: row.id,
    betId: row.id,
    game: row.game,
    status: PUBLIC_STATUS[row.status],
    amount: new Decimal(row.amount),
    stake: new Decimal(row.stake),
    // A void round paid nothing; a live one shows what it pays so far only through the multiplier.
    payout: closed ? new Decimal(row.payout) : new Decimal(0),
    multiplier: hidden ? '0' : row.multiplier,
    currency: row.currency,
    freeBet: row.freeBet,
    demo: row.demo,
    params: row.params,
    state: hidden ? null : row.state,
    outcome: closed ? sealing.openOutcome(row.id, row.outcome) : null,
    nonce: row.nonce,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    serverSeed: seeds.serverSeed,
    createdAt: row.createdAt,
    version: row.version,
  };
}
