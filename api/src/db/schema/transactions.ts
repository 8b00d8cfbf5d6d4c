import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { rounds } from './rounds';

/** The money event a row stands for: debit, credit, or the opt-in terminal close. */
export type TransactionKind = 'bet' | 'win' | 'close';

/**
 * `pending`: not yet confirmed by the operator (debits: in flight; credits and closes: in the outbox).
 * `committed`: the operator answered HTTP 200. `rejected`: a definite non-200 to a debit.
 * `void`: a debit whose answer never came, even after its one retry.
 * `failed`: a credit or close the operator kept refusing; the outbox gave up and a reconciliation
 * case holds it.
 */
export type TransactionStatus = 'pending' | 'committed' | 'rejected' | 'void' | 'failed';

/**
 * What an extra debit of an open round (a double, a split, insurance) does to the round once it
 * commits: the move's result, held back until the wallet said yes. Null for a round's opening debit.
 */
export interface ExtraDebitEffect {
  readonly state: unknown;
  readonly multiplier: string;
  /** Everything debited once this one commits. */
  readonly amount: string;
  readonly payout: string;
  /** The round stays open after the move (else the move ended it). */
  readonly opens: boolean;
}

/**
 * Every webhook that moves money (or closes a round). Credits and closes double as the durable
 * outbox: a pending row is delivered at once and retried by the worker until the operator says 200.
 */
export const transactions = pgTable(
  'transactions',
  {
    /** `txn_…`, sent as `transactionId`. */
    id: text('id').primaryKey(),
    roundId: text('round_id')
      .notNull()
      .references(() => rounds.id),
    customerId: text('customer_id').notNull(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    /** The exact JSON body; every attempt sends these bytes (signed afresh). */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the outbox worker may next claim the row (a lease while a delivery is in flight). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    committedAt: instant('committed_at'),
    onCommit: jsonb('on_commit').$type<ExtraDebitEffect>(),
  },
  (t) => [
    index('transactions_round_idx').on(t.roundId),
    index('transactions_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' AND ${t.kind} IN ('win', 'close')`),
  ],
);
