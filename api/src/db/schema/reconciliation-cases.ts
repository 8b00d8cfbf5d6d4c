import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Money movements whose outcome the service could not establish; an operator must settle them by hand. */
export const reconciliationCases = pgTable('reconciliation_cases', {
  id: text('id').primaryKey(),
  roundId: text('round_id').notNull(),
  transactionId: text('transaction_id').notNull(),
  customerId: text('customer_id').notNull(),
  reason: text('reason').notNull(),
  httpStatus: integer('http_status'),
  detail: text('detail'),
  createdAt: instant('created_at').notNull().defaultNow(),
  resolvedAt: instant('resolved_at'),
});
