import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';

/** Free-bet grants issued by an operator; consumed oldest first. */
export const freeBetGrants = pgTable(
  'free_bet_grants',
  {
    /** `fb_…`, the contract's `freeBetId`. */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    game: text('game').notNull(),
    /** Stake per free bet in USD. */
    betAmount: money('bet_amount').notNull(),
    quantity: integer('quantity').notNull(),
    remainingCount: integer('remaining_count').notNull(),
    expiresAt: instant('expires_at'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    uniqueIndex('free_bet_grants_key_idx').on(t.customerId, t.idempotencyKey),
    index('free_bet_grants_player_idx').on(t.customerId, t.userId, t.game, t.createdAt),
  ],
);
