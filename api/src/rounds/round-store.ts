import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { fixedStatement } from '../db/fixed-statement';
import { rounds, seedPairs, transactions, type ExtraDebitEffect, type TransactionStatus } from '../db/schema';
import type { RoundSeedFacts } from './round-view';

/** A stored round. Its `outcome` is sealed text (`FairnessSealing.openOutcome` opens it). */
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
  await tx.insert(rounds).values(row).prepare('insert_round').execute();
}

/** Inserts a money movement (a debit in flight, or a credit/close into the outbox). */
export async function insertTransaction(tx: Database, row: typeof transactions.$inferInsert): Promise<void> {
  await tx.insert(transactions).values(row).prepare('insert_transaction').execute();
}

// One of the player's rounds joined with its seed pair; the caller may add a lock before running it.
const playerRound = (tx: Database, owner: RoundOwner, roundId: string) =>
  tx
    .select(withSeeds)
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(eq(rounds.id, roundId), eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId)))
    .limit(1);

/** One of the player's rounds with its seed facts. */
export async function findPlayerRound(tx: Database, owner: RoundOwner, roundId: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await playerRound(tx, owner, roundId).prepare('find_player_round').execute();
  return row ? toRoundWithSeeds(row) : undefined;
}

/**
 * One of the player's rounds, its row locked until the caller's transaction ends (`FOR UPDATE` of
 * the round only: the seed pair stays free for the player's bets). Moves of one round take this
 * lock, so they run one after another, each on the round as the previous one left it.
 */
export async function lockPlayerRound(tx: Database, owner: RoundOwner, roundId: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await playerRound(tx, owner, roundId).for('update', { of: rounds }).prepare('lock_player_round').execute();
  return row ? toRoundWithSeeds(row) : undefined;
}

/** The player's open round of a stateful game, if any. */
export async function findOpenRound(tx: Database, owner: RoundOwner, game: string): Promise<RoundWithSeeds | undefined> {
  const [row] = await tx
    .select(withSeeds)
    .from(rounds)
    .innerJoin(seedPairs, eq(seedPairs.id, rounds.seedPairId))
    .where(and(eq(rounds.customerId, owner.customerId), eq(rounds.userId, owner.userId), eq(rounds.game, game), eq(rounds.status, 'open')))
    .limit(1)
    .prepare('find_open_round')
    .execute();
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
    .limit(options.limit)
    .prepare('list_player_rounds')
    .execute();
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
    .returning()
    .prepare('update_round_if')
    .execute();
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
    .returning({ id: transactions.id })
    .prepare('finish_debit')
    .execute();
  return updated.length > 0;
}

/** The pending debit of a round. */
export async function findPendingDebit(tx: Database, roundId: string): Promise<typeof transactions.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.roundId, roundId), eq(transactions.kind, 'bet'), eq(transactions.status, 'pending')))
    .limit(1)
    .prepare('find_pending_debit')
    .execute();
  return row;
}

/**
 * Records the debit's retry before it is sent: `attempts` goes from 1 to 2 only while the debit is
 * still pending, and `next_attempt_at` notes when the retry started (recovery leaves a retry that
 * may still be waiting for its answer alone). False when the retry was made already (by this or
 * another process) or the debit is settled: then nothing may be sent.
 */
export async function reserveDebitRetry(tx: Database, debitId: string, now: Date): Promise<boolean> {
  const updated = await tx
    .update(transactions)
    .set({ attempts: sql`${transactions.attempts} + 1`, nextAttemptAt: now })
    .where(and(eq(transactions.id, debitId), eq(transactions.status, 'pending'), lt(transactions.attempts, 2)))
    .returning({ id: transactions.id })
    .prepare('reserve_debit_retry')
    .execute();
  return updated.length > 0;
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

/** Open rounds whose last move is older than `olderThan`, oldest first: the expiry sweep's work list. */
export async function idleOpenRounds(tx: Database, olderThan: Date, limit: number): Promise<{ id: string; customerId: string }[]> {
  return tx
    .select({ id: rounds.id, customerId: rounds.customerId })
    .from(rounds)
    .where(and(eq(rounds.status, 'open'), lt(rounds.updatedAt, olderThan)))
    .orderBy(rounds.updatedAt)
    .limit(limit);
}

/**
 * Locks an open round that is still idle since `olderThan`, or answers undefined: a round a player's
 * move holds (or has just moved) is skipped, never waited for, and is no longer idle once it commits.
 */
export async function lockIdleOpenRound(tx: Database, id: string, olderThan: Date): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(rounds)
    .where(and(eq(rounds.id, id), eq(rounds.status, 'open'), lt(rounds.updatedAt, olderThan)))
    .for('update', { skipLocked: true });
  return row;
}

/** A credit written to the outbox together with the settlement that owes it. */
export interface OutboxCredit {
  /** A credit, or the opt-in close of a multi-round game lost on its first step. */
  readonly kind: 'win' | 'close';
  readonly id: string;
  readonly customerId: string;
  readonly amount: string;
  readonly payload: string;
  readonly nextAttemptAt: Date;
}

/**
 * Settles a round whose debit the operator committed, in ONE statement: the debit is marked
 * committed, the round moves on (`closed` or `open`), and the win (if any) enters the outbox.
 * A single statement is atomic without BEGIN/COMMIT round trips, which is most of a bet's database
 * cost. The debit's `pending` status is the guard: a second settlement (a recovery racing a slow
 * request) finds it committed and changes nothing. Returns whether this call settled the round.
 */
export async function settleCommittedDebit(
  db: Database,
  input: {
    readonly debitId: string;
    readonly attempts: number;
    /** 200, or 409 when the retry found the debit already held by the wallet. */
    readonly lastStatus: number;
    readonly roundId: string;
    readonly status: 'closed' | 'open';
    readonly balance: string | null;
    readonly credit?: OutboxCredit;
    /** An extra debit's held-back move: written to the round in the same statement. */
    readonly effect?: ExtraDebitEffect;
    readonly now: Date;
  },
): Promise<boolean> {
  const { credit, effect } = input;
  const now = input.now.toISOString();
  const statement = SETTLE_COMMITTED_DEBIT[`${credit ? 'credit' : 'none'}-${effect ? 'effect' : 'none'}`];
  const rows = await statement.run(db, {
    debitId: input.debitId,
    attempts: input.attempts,
    lastStatus: input.lastStatus,
    roundId: input.roundId,
    status: input.status,
    balance: input.balance,
    now,
    closedAt: input.status === 'closed' ? now : null,
    ...(effect && { state: JSON.stringify(effect.state), multiplier: effect.multiplier, amount: effect.amount, payout: effect.payout }),
    ...(credit && {
      creditId: credit.id,
      creditCustomerId: credit.customerId,
      creditKind: credit.kind,
      creditAmount: credit.amount,
      creditPayload: credit.payload,
      creditNextAttemptAt: credit.nextAttemptAt.toISOString(),
    }),
  });
  return rows.length > 0;
}

/** The values of the settling statement; an extra debit's move and a credit add theirs. */
interface SettleValues extends Record<string, unknown> {
  readonly debitId: string;
  readonly attempts: number;
  readonly lastStatus: number;
  readonly roundId: string;
  readonly status: 'closed' | 'open';
  readonly balance: string | null;
  readonly now: string;
  readonly closedAt: string | null;
  readonly state?: string;
  readonly multiplier?: string;
  readonly amount?: string;
  readonly payout?: string;
  readonly creditId?: string;
  readonly creditCustomerId?: string;
  readonly creditKind?: 'win' | 'close';
  readonly creditAmount?: string;
  readonly creditPayload?: string;
  readonly creditNextAttemptAt?: string;
}

/** The settling statement, in its four fixed shapes: with or without a credit, with or without a held-back move. */
function settleStatement(withCredit: boolean, withEffect: boolean) {
  return fixedStatement<SettleValues>(`settle_committed_debit_${withCredit ? 'credit' : 'none'}_${withEffect ? 'effect' : 'none'}`, (p) => {
    const moved = withEffect
      ? sql`, state = ${p('state')}::jsonb, multiplier = ${p('multiplier')}, amount = ${p('amount')}::numeric, payout = ${p('payout')}::numeric`
      : sql``;
    const creditCte = withCredit
      ? sql`, credit AS (
        INSERT INTO transactions (id, round_id, customer_id, kind, amount, status, payload, attempts, next_attempt_at, created_at)
        SELECT ${p('creditId')}, ${p('roundId')}, ${p('creditCustomerId')}, ${p('creditKind')}, ${p('creditAmount')}::numeric, 'pending', ${p('creditPayload')}, 0,
               ${p('creditNextAttemptAt')}::timestamptz, ${p('now')}::timestamptz
        FROM debit
        RETURNING id)`
      : sql``;
    return sql`
    WITH debit AS (
      UPDATE transactions
      SET status = 'committed', attempts = ${p('attempts')}, last_status = ${p('lastStatus')}, last_error = NULL, committed_at = ${p('now')}::timestamptz
      WHERE id = ${p('debitId')} AND status = 'pending'
      RETURNING id)${creditCte}
    UPDATE rounds
    SET status = ${p('status')}, balance = ${p('balance')}::numeric, version = version + 1, updated_at = ${p('now')}::timestamptz,
        closed_at = ${p('closedAt')}::timestamptz${moved}
    WHERE id = ${p('roundId')} AND status = 'pending' AND EXISTS (SELECT 1 FROM debit)
    RETURNING id`;
  });
}

const SETTLE_COMMITTED_DEBIT = {
  'none-none': settleStatement(false, false),
  'none-effect': settleStatement(false, true),
  'credit-none': settleStatement(true, false),
  'credit-effect': settleStatement(true, true),
} as const;
