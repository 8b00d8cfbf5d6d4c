import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { fixedStatement } from '../db/fixed-statement';
import type { transactions } from '../db/schema';
import type { FairnessPlayer, FairnessSealing, FairnessService, ReservedNonce } from '../fairness';
import { insertRound, insertTransaction, type RoundRow } from './round-store';

/** What opening a round needs: the database, the player's seeds, and the key their stored form is sealed with. */
export interface RoundOpeningDeps {
  readonly db: Database;
  readonly fairness: FairnessService;
  readonly sealing: FairnessSealing;
}

/**
 * A round's debit as its builder knows it. Its round, customer and time are the round's own: both
 * paths below take them from the round they store, so a debit cannot name another round.
 */
export type DebitToOpen = Omit<typeof transactions.$inferInsert, 'roundId' | 'customerId' | 'createdAt' | 'attempts'>;

/** A round ready to store (its outcome sealed), with its debit (none for a demo round). */
export interface RoundToOpen {
  readonly round: RoundRow;
  readonly debit?: DebitToOpen;
}

/** Builds the round for the seeds it will be played under (called again if the nonce moved). */
export type RoundBuilder = (seeds: ReservedNonce) => Promise<RoundToOpen> | RoundToOpen;

const OPTIMISTIC_ATTEMPTS = 6;

// The debit is stored with its first attempt already counted: it is sent right after this commit, and a
// process that dies in between leaves a row that says one attempt may have gone (recovery retries once).
const FIRST_ATTEMPT = 1;

/**
 * Stores a new round and its debit under the player's next nonce. The fast path is ONE statement:
 * take nonce + 1 only if the pair is still active at the nonce this process last saw, and insert the
 * round and its debit only if that succeeded, so a bet costs one round trip and one commit before
 * its debit is sent, atomically and without nonce gaps. If the pair moved (another process, a
 * rotation) the statement changes nothing and says where the pair is now; after a few misses the
 * slow path locks the pair in a transaction and always succeeds.
 */
export async function openRound(
  deps: RoundOpeningDeps,
  player: FairnessPlayer,
  build: RoundBuilder,
): Promise<RoundToOpen & { seeds: ReservedNonce }> {
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const pair = await deps.fairness.currentPair(player);
    const seeds = { ...pair, nonce: pair.nonce + 1 };
    const opening = await build(seeds);
    const result = await insertTakingNonce(deps, player, pair, opening);
    if (result.inserted) {
      deps.fairness.notePair(player, seeds);
      return { ...opening, seeds };
    }
    deps.fairness.notePair(player, result.current);
  }
  return deps.db.transaction((tx) => insertUnderLock(tx, deps, player, build));
}

/**
 * Stores a new round that first takes something inside the same transaction (a free bet from its
 * grant): what `claim` takes, the nonce, the round and its debit commit together or not at all, so
 * a round that fails to open (a refused rule, a unique index) gives back what it took by rolling
 * back. Every statement runs on the transaction: the embedded database serves one at a time, so a
 * query outside it would wait for it forever.
 */
export async function openRoundClaiming<C>(
  deps: RoundOpeningDeps,
  player: FairnessPlayer,
  claim: (tx: Database) => Promise<C>,
  build: (claimed: C) => RoundBuilder,
): Promise<RoundToOpen & { seeds: ReservedNonce }> {
  return deps.db.transaction(async (tx) => insertUnderLock(tx, deps, player, build(await claim(tx))));
}

// The slow path: the pair's row locked for the nonce, the round and its debit inserted, all in `tx`.
async function insertUnderLock(
  tx: Database,
  deps: RoundOpeningDeps,
  player: FairnessPlayer,
  build: RoundBuilder,
): Promise<RoundToOpen & { seeds: ReservedNonce }> {
  const seeds = await deps.fairness.reserveNonce(tx, player);
  const opening = await build(seeds);
  const { round, debit } = opening;
  const debitRow = debit && { ...debit, roundId: round.id, customerId: round.customerId, createdAt: round.createdAt, attempts: FIRST_ATTEMPT };
  // Issued together so the driver pipelines them in one write; Postgres runs them in order.
  await Promise.all([insertRound(tx, round), debitRow && insertTransaction(tx, debitRow)]);
  return { ...opening, seeds };
}

type InsertResult = { readonly inserted: true } | { readonly inserted: false; readonly current: ReservedNonce | undefined };

interface PairRow {
  readonly inserted: number;
  readonly id: string;
  readonly nonce: number;
  /** Sealed: the pair is active. */
  readonly server_seed: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
}

async function insertTakingNonce(
  { db, sealing }: RoundOpeningDeps,
  player: FairnessPlayer,
  pair: ReservedNonce,
  opening: RoundToOpen,
): Promise<InsertResult> {
  const r = opening.round;
  const d = opening.debit;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const at = (value: Date | null | undefined) => (value ? value.toISOString() : null);
  const statement = d ? OPEN_WITH_DEBIT : OPEN_DEMO;
  const rows = await statement.run<PairRow>(db, {
    seedPairId: pair.seedPairId,
    pairNonce: pair.nonce,
    id: r.id,
    customerId: r.customerId,
    userId: r.userId,
    sessionId: r.sessionId,
    game: r.game,
    lifecycle: r.lifecycle,
    exclusive: r.exclusive,
    opens: r.opens,
    status: r.status,
    version: r.version,
    currency: r.currency,
    amount: r.amount,
    stake: r.stake,
    payout: r.payout,
    multiplier: r.multiplier,
    demo: r.demo,
    freeBet: r.freeBet,
    freeBetId: r.freeBetId,
    freeBetsRemaining: r.freeBetsRemaining,
    params: json(r.params),
    state: json(r.state),
    outcome: json(r.outcome),
    balance: r.balance,
    createdAt: at(r.createdAt),
    updatedAt: at(r.updatedAt),
    closedAt: at(r.closedAt),
    idempotencyKey: r.idempotencyKey ?? null,
    playerCustomerId: player.customerId,
    playerUserId: player.userId,
    ...(d && {
      debitId: d.id,
      debitKind: d.kind,
      debitAmount: d.amount,
      debitStatus: d.status,
      debitPayload: d.payload,
      debitAttempts: FIRST_ATTEMPT,
    }),
  });
  const row = rows[0];
  if (row && Number(row.inserted) > 0) return { inserted: true };
  return {
    inserted: false,
    current: row
      ? {
          seedPairId: row.id,
          nonce: Number(row.nonce),
          serverSeed: sealing.openServerSeed(row.id, row.server_seed),
          serverSeedHash: row.server_seed_hash,
          clientSeed: row.client_seed,
        }
      : undefined,
  };
}

/**
 * The opening statement, built once in each of its two shapes (with the debit, and a demo round's
 * without). The outer SELECT reads the snapshot taken before the updates: the pair as other
 * statements committed it, which is exactly what a retry needs when this one changed nothing. The
 * round records the pair and nonce the statement took, and the debit its round's id, customer and
 * time, from the rows just written: they cannot disagree, and five fewer values are bound per bet.
 */
function openingStatement(withDebit: boolean) {
  return fixedStatement<Record<string, unknown>>(withDebit ? 'open_round_with_debit' : 'open_round_demo', (p) => {
    const debitCte = withDebit
      ? sql`, debit AS (
        INSERT INTO transactions (id, round_id, customer_id, kind, amount, status, payload, attempts, created_at)
        SELECT ${p('debitId')}, round.id, round.customer_id, ${p('debitKind')}, ${p('debitAmount')}::numeric, ${p('debitStatus')}, ${p('debitPayload')}, ${p('debitAttempts')}, round.created_at
        FROM round
        RETURNING id)`
      : sql``;
    return sql`
    WITH pair AS (
      UPDATE seed_pairs SET nonce = nonce + 1
      WHERE id = ${p('seedPairId')} AND status = 'active' AND nonce = ${p('pairNonce')}
      RETURNING id, nonce),
    round AS (
      INSERT INTO rounds (id, customer_id, user_id, session_id, game, lifecycle, exclusive, opens, status, version, currency, amount, stake, payout,
                          multiplier, demo, free_bet, free_bet_id, free_bets_remaining, params, state, outcome, seed_pair_id, nonce, balance,
                          created_at, updated_at, closed_at, idempotency_key)
      SELECT ${p('id')}, ${p('customerId')}, ${p('userId')}, ${p('sessionId')}, ${p('game')}, ${p('lifecycle')}, ${p('exclusive')}, ${p('opens')}, ${p('status')}, ${p('version')},
             ${p('currency')}, ${p('amount')}::numeric, ${p('stake')}::numeric, ${p('payout')}::numeric, ${p('multiplier')}, ${p('demo')}, ${p('freeBet')}, ${p('freeBetId')}, ${p('freeBetsRemaining')}::int,
             ${p('params')}::jsonb, ${p('state')}::jsonb, ${p('outcome')}::jsonb, pair.id, pair.nonce,
             ${p('balance')}::numeric, ${p('createdAt')}::timestamptz, ${p('updatedAt')}::timestamptz, ${p('closedAt')}::timestamptz,
             ${p('idempotencyKey')}
      FROM pair
      RETURNING id, customer_id, created_at)${debitCte}
    SELECT (SELECT count(*) FROM round)::int AS inserted, sp.id, sp.nonce, sp.server_seed, sp.server_seed_hash, sp.client_seed
    FROM seed_pairs sp
    WHERE sp.customer_id = ${p('playerCustomerId')} AND sp.user_id = ${p('playerUserId')} AND sp.status = 'active'`;
  });
}

const OPEN_WITH_DEBIT = openingStatement(true);
const OPEN_DEMO = openingStatement(false);
