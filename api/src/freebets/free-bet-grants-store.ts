import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rowsOf } from '../db/rows';
import { freeBetGrants } from '../db/schema';

/** A stored grant row. */
export type FreeBetGrantRow = typeof freeBetGrants.$inferSelect;

/** What a new grant is made of; `remainingCount` starts at `quantity`. */
export interface NewFreeBetGrant {
  readonly id: string;
  readonly customerId: string;
  readonly userId: string;
  readonly game: string;
  /** USD, plain decimal text. */
  readonly betAmount: string;
  readonly quantity: number;
  readonly expiresAt: Date | null;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
}

/**
 * Inserts the grant unless the customer already has one under the same idempotency key, and returns
 * the grant that key names either way. `ON CONFLICT DO NOTHING` on the unique (customer, key) index
 * makes concurrent repeats safe: the losers wait for the winner's row to commit, insert nothing, and
 * then read that row.
 */
export async function insertGrantOnce(db: Database, grant: NewFreeBetGrant): Promise<{ row: FreeBetGrantRow; issued: boolean }> {
  const [inserted] = await db
    .insert(freeBetGrants)
    .values({ ...grant, remainingCount: grant.quantity })
    .onConflictDoNothing({ target: [freeBetGrants.customerId, freeBetGrants.idempotencyKey] })
    .returning();
  if (inserted) return { row: inserted, issued: true };
  const existing = await findGrantByKey(db, grant.customerId, grant.idempotencyKey);
  // Grants are never deleted, so the row that refused ours is there to read.
  if (!existing) throw new Error(`free-bet grant ${grant.idempotencyKey} conflicted but cannot be read`);
  return { row: existing, issued: false };
}

/** The customer's grant under an idempotency key, or undefined. */
export async function findGrantByKey(db: Database, customerId: string, idempotencyKey: string): Promise<FreeBetGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeBetGrants)
    .where(and(eq(freeBetGrants.customerId, customerId), eq(freeBetGrants.idempotencyKey, idempotencyKey)));
  return row;
}

/** The outcome of a cancel: the grant, and how many unused bets the cancel took away. */
export interface CancelledGrantRow {
  readonly id: string;
  readonly game: string;
  readonly cancelledCount: number;
}

/**
 * Soft-cancels the customer's grant under `idempotencyKey` in ONE statement: the row is locked, its
 * remaining count read and set to 0, and `cancelled_at` set (kept from the first cancel on a repeat).
 * A placement consuming a bet of the same grant either commits first (the cancel then reads the
 * lowered count) or waits for the cancel and finds nothing left, so no bet is both used and counted
 * as cancelled. Undefined when the customer has no grant under that key.
 */
export async function cancelGrant(db: Database, customerId: string, idempotencyKey: string, now: Date): Promise<CancelledGrantRow | undefined> {
  const result = await db.execute(sql`
    UPDATE free_bet_grants AS g
    SET remaining_count = 0, cancelled_at = COALESCE(g.cancelled_at, ${now.toISOString()}::timestamptz)
    FROM (
      SELECT id, remaining_count FROM free_bet_grants
      WHERE customer_id = ${customerId} AND idempotency_key = ${idempotencyKey}
      FOR UPDATE
    ) AS before
    WHERE g.id = before.id
    RETURNING g.id, g.game, before.remaining_count AS cancelled_count`);
  const [row] = rowsOf<{ id: string; game: string; cancelled_count: number | string }>(result);
  return row ? { id: row.id, game: row.game, cancelledCount: Number(row.cancelled_count) } : undefined;
}
