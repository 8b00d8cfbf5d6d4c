import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';

/** USD value of one unit of each supported currency (`usd = amount * usdRate`). */
export const currencyRates = pgTable('currency_rates', {
  code: text('code').primaryKey(),
  usdRate: money('usd_rate').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
