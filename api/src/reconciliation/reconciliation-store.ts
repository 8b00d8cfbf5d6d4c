import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Decimal } from '@rgs/schema';
import type { Database } from '../db';
import { rowsOf } from '../db/rows';
import { reconciliationCases, type ReconciliationKind } from '../db/schema';

/** A stored reconciliation case. */
export type ReconciliationRow = typeof reconciliationCases.$inferSelect;

/** A case as the admin CLI prints it (INTERFACES.md §2). */
export interface ReconciliationCaseView {
  readonly id: string;
  readonly betId: string;
  readonly transactionId: string;
  readonly customerId: string;
  readonly userId: string;
  readonly kind: ReconciliationKind;
  readonly amount: string;
  readonly reason: string;
  readonly httpStatus: number | null;
  readonly detail: string | null;
  readonly createdAt: string;
  readonly resolvedAt: string | null;
  readonly note: string | null;
}

/** Records a money movement the service could not finish, inside the caller's transaction. */
export async function insertReconciliationCase(tx: Database, row: typeof reconciliationCases.$inferInsert): Promise<void> {
  await tx.insert(reconciliationCases).values(row);
}

/** Every case, oldest first; with `open`, only those not yet resolved. */
export async function listReconciliationCases(db: Database, options: { open?: boolean } = {}): Promise<ReconciliationRow[]> {
  return db
    .select()
    .from(reconciliationCases)
    .where(options.open ? isNull(reconciliationCases.resolvedAt) : undefined)
    .orderBy(asc(reconciliationCases.createdAt), asc(reconciliationCases.id));
}

/** Marks an open case resolved with the operator's note; undefined when no open case has that id. */
export async function resolveReconciliationCase(db: Database, id: string, note: string, at: Date): Promise<ReconciliationRow | undefined> {
  const [row] = await db
    .update(reconciliationCases)
    .set({ resolvedAt: at, resolutionNote: note })
    .where(and(eq(reconciliationCases.id, id), isNull(reconciliationCases.resolvedAt)))
    .returning();
  return row;
}

/** The printed form of a case. */
export function viewReconciliationCase(row: ReconciliationRow): ReconciliationCaseView {
  return {
    id: row.id,
    betId: row.roundId,
    transactionId: row.transactionId,
    customerId: row.customerId,
    userId: row.userId,
    kind: row.kind,
    amount: new Decimal(row.amount).toFixed(),
    reason: row.reason,
    httpStatus: row.httpStatus,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    note: row.resolutionNote,
  };
}

/** Why the outbox stopped retrying a credit or close. */
export interface AbandonedDelivery {
  readonly caseId: string;
  readonly transactionId: string;
  readonly attempts: number;
  readonly lastStatus: number | null;
  readonly lastError: string;
  readonly reason: string;
  readonly now: Date;
}

/**
 * In ONE statement: the outbox row stops being retried (`failed`, guarded by still being `pending`)
 * and a case opens for it with the round's player and the amount still owed. Returns whether this
 * call did it (another worker may have delivered or abandoned the row meanwhile).
 */
export async function abandonDelivery(db: Database, input: AbandonedDelivery): Promise<boolean> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    WITH failed AS (
      UPDATE transactions
      SET status = 'failed', attempts = ${input.attempts}, last_status = ${input.lastStatus}, last_error = ${input.lastError}
      WHERE id = ${input.transactionId} AND status = 'pending'
      RETURNING id, round_id, customer_id, kind, amount)
    INSERT INTO reconciliation_cases (id, round_id, transaction_id, customer_id, user_id, kind, amount, reason, http_status, detail, created_at)
    SELECT ${input.caseId}, f.round_id, f.id, f.customer_id, r.user_id,
           CASE f.kind WHEN 'win' THEN 'credit_refused' ELSE 'close_refused' END, f.amount,
           ${input.reason}, ${input.lastStatus}, ${input.lastError}, ${now}::timestamptz
    FROM failed f JOIN rounds r ON r.id = f.round_id
    RETURNING id`);
  return rowsOf(result).length > 0;
}
