import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { reconciliationCases, rounds, seedPairs, transactions, type TransactionStatus } from '../db/schema';
import type { RoundSeedFacts } from './round-view';

/** A stored round. */
export type RoundRow = typeof rounds.$inferSelect;

/** A round with the seed facts its view needs. */
export interface RoundWithSeeds {
  readonly round: RoundRow;
  readonly seeds: RoundSeedFacts;
}

/** Whose rounds a query may see. */
export interface RoundOwner {
  readonly customerId: string;
  readonly userId: string;
}

const withSeeds = {
  round: rounds,
  serverSeedHash: seedPairs.serverSeedHash,
  clientSeed: seedPairs.clientSeed,
  serverSeed: seedPairs.serverSeed,
  seedStatus: seedPairs.status,
} as const;

type JoinedRow = { round: RoundRow; serverSeedHash: string; clientSeed: string; serverSeed: string; seedStatus: 'active' | 'revealed' };

function toRoundWithSeeds(row: JoinedRow): RoundWithSeeds {
  return {
    round: row.round,
    seeds: {
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      // The server seed stays secret until its pair has been rotated away.
      serverSeed: row.seedStatus === 'revealed' ? row.serverSeed : null,
    },
  };
}

/** Inserts a round. */
export async function insertRound(tx: Database, row: typeof rounds.$inferInsert): Promise<void> {
  await tx.insert(rounds).values(row);
}

/** Inserts a money movement (a debit in flight, or a credit/close into the outbox). */
export async function insertTransaction(tx: Database, row: typeof transactions.$inferInsert): Promise<void> {
  await tx.insert(transactions).values(row);
}

/** One of the player's rounds with its seed facts. */
export async function findPlayerRound(tx: Database, owner: RoundOwner, roundId: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await tx
    .select(withSeeds)
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(eq(rounds.id, roundId), eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId)))
    .limit(1);
  return row ? toRoundWithSeeds(row) : undefined;
}

/** The player's open round of a stateful game, if any. */
export async function findOpenRound(tx: Database, owner: RoundOwner, game: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await tx
    .select(withSeeds)
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId), eq(rounds.game, game), eq(rounds.status, 'open')))
    .limit(1);
  return row ? toRoundWithSeeds(row) : undefined;
}

/** A page of the player's history, newest first, after a `(createdAt, id)` cursor. */
export async function listPlayerRounds(
  tx: Database,
  owner: RoundOwner,
  options: { game?: string; limit: number; before?: { createdAt: Date; id: string } },
): Promise<RoundWithSeeds[]> {
  const conditions = [eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId)];
  if (options.game) conditions.push(eq(rounds.game, options.game));
  if (options.before) {
    const { createdAt, id } = options.before;
    conditions.push(or(lt(rounds.createdAt, createdAt), and(eq(rounds.createdAt, createdAt), lt(rounds.id, id)))!);
  }
  const rows = await tx
    .select(withSeeds)
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(...conditions))
    .orderBy(desc(rounds.createdAt), desc(rounds.id))
    .limit(options.limit);
  return rows.map(toRoundWithSeeds);
}

/** Fields a move may change. */
export type RoundPatch = Partial<Pick<RoundRow, 'status' | 'state' | 'multiplier' | 'payout' | 'balance' | 'closedAt'>>;

/**
 * Applies a move only if the round is still where the caller saw it (`status` and `version`), and
 * bumps the version. Returns undefined when another move got there first: exactly one of any number
 * of concurrent moves succeeds.
 */
export async function updateRoundIf(
  tx: Database,
  id: string,
  expected: { status: RoundRow['status']; version?: number },
  patch: RoundPatch,
  now: Date,
): Promise<RoundRow | undefined> {
  const conditions = [eq(rounds.id, id), eq(rounds.status, expected.status)];
  if (expected.version !== undefined) conditions.push(eq(rounds.version, expected.version));
  const [row] = await tx
    .update(rounds)
    .set({ ...patch, version: sql`${rounds.version} + 1`, updatedAt: now })
    .where(and(...conditions))
    .returning();
  return row;
}

/** Records how a pending debit ended. */
export async function finishDebit(
  tx: Database,
  id: string,
  result: { status: Exclude<TransactionStatus, 'pending'>; attempts: number; lastStatus: number | null; lastError: string | null },
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(transactions)
    .set({ ...result, committedAt: result.status === 'committed' ? now : null })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pending')))
    .returning({ id: transactions.id });
  return updated.length > 0;
}

/** The pending debit of a round. */
export async function findPendingDebit(tx: Database, roundId: string): Promise<typeof transactions.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.roundId, roundId), eq(transactions.kind, 'bet'), eq(transactions.status, 'pending')))
    .limit(1);
  return row;
}

/** Records a money movement whose outcome is unknown, for an operator to settle by hand. */
export async function insertReconciliationCase(tx: Database, row: typeof reconciliationCases.$inferInsert): Promise<void> {
  await tx.insert(reconciliationCases).values(row);
}

/**
 * Claims pending rounds older than `olderThan` (their request died with its process) by bumping
 * `updated_at`, skipping rows another worker holds.
 */
export async function claimStalePendingRounds(tx: Database, olderThan: Date, now: Date, limit: number): Promise<RoundRow[]> {
  const stale = tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.status, 'pending'), lt(rounds.updatedAt, olderThan)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(rounds).set({ updatedAt: now }).where(inArray(rounds.id, stale)).returning();
}
