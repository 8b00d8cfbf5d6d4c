import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';

/**
 * A player's own choices in the games (fast mode, sound), one row per player of an operator. Kept on
 * the server because the game runs in a cross-site iframe, where the browser partitions or refuses
 * its storage; no row means every choice is off.
 */
export const playerPreferences = pgTable(
  'player_preferences',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').notNull(),
    fastMode: boolean('fast_mode').notNull().default(false),
    sound: boolean('sound').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);
