import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rounds, seedPairs } from '../db/schema';

/**
 * A stored seed pair. `serverSeed` is sealed while the pair is active and clear once revealed
 * (open it with `FairnessSealing.openServerSeed`).
 */
export type SeedPairRow = typeof seedPairs.$inferSelect;

/** A new pair to store as the player's active one. */
export interface NewSeedPair {
  readonly id: string;
  readonly customerId: string;
  readonly userId: string;
  /** Sealed: an active pair's seed never reaches the database in clear. */
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
}

/** The player's active pair, if any. */
export async function findActivePair(tx: Database, customerId: string, userId: string): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.customerId, customerId), eq(seedPairs.userId, userId), eq(seedPairs.status, 'active')))
    .limit(1)
    .prepare('find_active_pair')
    .execute();
  return row;
}

/** The active pair locked for update (rotation holds it so no round takes a nonce meanwhile). */
export async function lockActivePair(tx: Database, customerId: string, userId: string): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.customerId, customerId), eq(seedPairs.userId, userId), eq(seedPairs.status, 'active')))
    .limit(1)
    .for('update')
    .prepare('lock_active_pair')
    .execute();
  return row;
}

/** The most recently revealed pair, if any. */
export async function findLastRevealedPair(tx: Database, customerId: string, userId: string): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.customerId, customerId), eq(seedPairs.userId, userId), eq(seedPairs.status, 'revealed')))
    .orderBy(desc(seedPairs.revealedAt))
    .limit(1);
  return row;
}

/** Inserts an active pair unless the player already has one (then returns undefined). */
export async function insertActivePair(tx: Database, pair: NewSeedPair, nonce = 0): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .insert(seedPairs)
    .values({ ...pair, nonce, status: 'active' })
    .onConflictDoNothing({ target: [seedPairs.customerId, seedPairs.userId], where: sql`${seedPairs.status} = 'active'` })
    .returning()
    .prepare('insert_active_pair')
    .execute();
  return row;
}

/** Takes the next nonce of the player's active pair; undefined when there is no active pair. */
export async function incrementNonce(tx: Database, customerId: string, userId: string): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .update(seedPairs)
    .set({ nonce: sql`${seedPairs.nonce} + 1` })
    .where(and(eq(seedPairs.customerId, customerId), eq(seedPairs.userId, userId), eq(seedPairs.status, 'active')))
    .returning()
    .prepare('increment_nonce')
    .execute();
  return row;
}

/** Marks a pair revealed, storing its server seed in clear: it is public from now on. */
export async function revealPair(tx: Database, id: string, serverSeed: string, at: Date): Promise<void> {
  await tx.update(seedPairs).set({ status: 'revealed', serverSeed, revealedAt: at }).where(eq(seedPairs.id, id));
}

/** Whether a round under this pair is still live (its outcome must stay secret). */
export async function hasLiveRound(tx: Database, seedPairId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.seedPairId, seedPairId), inArray(rounds.status, ['pending', 'open'])))
    .limit(1);
  return row !== undefined;
}
