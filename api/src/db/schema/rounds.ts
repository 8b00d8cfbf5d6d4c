import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameLifecycle } from '@rgs/schema';
import { instant, money } from './columns';

/**
 * Where a round stands. `pending`: stored, debit not yet confirmed, outcome hidden.
 * `open`: a stateful round in play. `closed`: settled. `void`: the debit was not committed.
 */
export type RoundStatus = 'pending' | 'open' | 'closed' | 'void';

/** Game rounds: the one place where money and game state meet. */
export const rounds = pgTable(
  'rounds',
  {
    /** `rnd_…`; also the `betId` on every webhook of the round. */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    game: text('game').notNull(),
    /** The game's lifecycle as the catalog names it (for reports; the seam decides what it means). */
    lifecycle: text('lifecycle').$type<GameLifecycle>().notNull(),
    /** One live round per player and game (multi-round games), as `advanceRound` says. */
    exclusive: boolean('exclusive').notNull().default(false),
    /** Whether the round stays open once its opening debit commits (else it settles at once). */
    opens: boolean('opens').notNull().default(false),
    status: text('status').$type<RoundStatus>().notNull(),
    /** Bumped by every move; moves are `UPDATE … WHERE version = $expected`. */
    version: integer('version').notNull().default(0),
    currency: text('currency').notNull(),
    /** Everything debited so far (the opening wager, plus doubles, splits, insurance). */
    amount: money('amount').notNull(),
    /** The player's `amount` of the opening bet (per ball for batch games); rules pay in multiples of it. */
    stake: money('stake').notNull(),
    payout: money('payout').notNull().default('0'),
    multiplier: text('multiplier').notNull().default('0'),
    demo: boolean('demo').notNull().default(false),
    freeBet: boolean('free_bet').notNull().default(false),
    /** The grant a free-bet round consumed. */
    freeBetId: text('free_bet_id'),
    /**
     * The grant's remaining count right after this round's placement: every free-bet webhook of the
     * round (`*_bet`, `*_win`, `*_close`) carries it, whatever later rounds did to the grant.
     */
    freeBetsRemaining: integer('free_bets_remaining'),
    params: jsonb('params').notNull(),
    state: jsonb('state'),
    /** The hidden outcome; shown to the player only once the round is closed. */
    outcome: jsonb('outcome').notNull(),
    seedPairId: text('seed_pair_id').notNull(),
    nonce: integer('nonce').notNull(),
    /** Balance reported after the round's last money movement, if any. */
    balance: money('balance'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
    /** The client's `idempotencyKey` of `placeBet`: the same key from the same player answers this round again. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('rounds_player_history_idx').on(t.customerId, t.userId, t.createdAt),
    uniqueIndex('rounds_one_live_round_idx')
      .on(t.customerId, t.userId, t.game)
      .where(sql`${t.exclusive} AND ${t.status} IN ('pending', 'open')`),
    uniqueIndex('rounds_idempotency_idx')
      .on(t.customerId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('rounds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // Open rounds by their last move: the expiry sweep finds those left too long without a scan.
    index('rounds_open_idle_idx').on(t.updatedAt).where(sql`${t.status} = 'open'`),
  ],
);
