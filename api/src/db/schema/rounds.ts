import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** `instant` or `stateful`: stateful rounds are exclusive per player and game. */
    lifecycle: text('lifecycle').$type<'instant' | 'stateful'>().notNull(),
    status: text('status').$type<RoundStatus>().notNull(),
    /** Bumped by every move; moves are `UPDATE … WHERE version = $expected`. */
    version: integer('version').notNull().default(0),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    payout: money('payout').notNull().default('0'),
    multiplier: text('multiplier').notNull().default('0'),
    demo: boolean('demo').notNull().default(false),
    freeBet: boolean('free_bet').notNull().default(false),
    freeBetId: text('free_bet_id'),
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
    uniqueIndex('rounds_one_live_stateful_idx')
      .on(t.customerId, t.userId, t.game)
      .where(sql`${t.lifecycle} = 'stateful' AND ${t.status} IN ('pending', 'open')`),
    uniqueIndex('rounds_idempotency_idx')
      .on(t.customerId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    index('rounds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
