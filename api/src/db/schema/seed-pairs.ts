import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Provably-fair seed pairs; one active pair per player, older ones revealed. */
export const seedPairs = pgTable(
  'seed_pairs',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The last nonce used; the next round takes nonce + 1 (the first round of a pair is nonce 1). */
    nonce: integer('nonce').notNull().default(0),
    status: text('status').$type<'active' | 'revealed'>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revealedAt: instant('revealed_at'),
  },
  (t) => [
    uniqueIndex('seed_pairs_one_active_idx').on(t.customerId, t.userId).where(sql`${t.status} = 'active'`),
    index('seed_pairs_player_idx').on(t.customerId, t.userId, t.createdAt),
  ],
);
