import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Counters of the rate limiter when several API processes share them (rate-limiter-flexible's Drizzle store). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: instant('expire'),
});
