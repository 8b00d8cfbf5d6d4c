import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';

/**
 * `debit_unknown`: a debit whose answer never came, even after its one retry; the round was voided.
 * `credit_refused`: a credit the operator kept refusing (a definite non-200 too many times, or for
 * too long); the outbox stopped retrying it and the player is still owed `amount`.
 * `close_refused`: the same for an opt-in `*_close` (no money owed, the round's terminal event is).
 */
export type ReconciliationKind = 'debit_unknown' | 'credit_refused' | 'close_refused';

/** Money movements whose outcome the service could not establish; an operator must settle them by hand. */
export const reconciliationCases = pgTable(
  'reconciliation_cases',
  {
    /** `rec_…` */
    id: text('id').primaryKey(),
    /** The round, also its `betId`. */
    roundId: text('round_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull().default(''),
    kind: text('kind').$type<ReconciliationKind>().notNull().default('debit_unknown'),
    /** The amount of the money movement in question, in the round's wire currency. */
    amount: money('amount').notNull().default('0'),
    reason: text('reason').notNull(),
    httpStatus: integer('http_status'),
    detail: text('detail'),
    createdAt: instant('created_at').notNull().defaultNow(),
    resolvedAt: instant('resolved_at'),
    /** What the operator did about it (`reconciliation resolve --note`). */
    resolutionNote: text('resolution_note'),
  },
  (t) => [index('reconciliation_cases_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`)],
);
