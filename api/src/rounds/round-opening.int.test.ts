import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../common/clock';
import { SealedBox } from '../common/sealed-box';
import { rounds, transactions } from '../db/schema';
import { FairnessSealing, createFairnessService, type FairnessService } from '../fairness';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { openRound, type RoundBuilder } from './round-opening';
import { uniqueViolationOf } from './unique-violation';
import type { RoundRow } from './round-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sealing = new FairnessSealing(new SealedBox(randomBytes(32)));
const fairnessService = () => createFairnessService({ db: database.db, clock: systemClock, sealing });

let seq = 0;
const roundFor = (player: { customerId: string; userId: string }, seeds: { seedPairId: string; nonce: number }): RoundRow => {
  const at = new Date();
  return {
    id: `rnd_test_${++seq}`,
    customerId: player.customerId,
    userId: player.userId,
    sessionId: 'ses_test',
    game: 'dice',
    lifecycle: 'instant',
    exclusive: false,
    opens: false,
    stake: '0',
    status: 'closed',
    version: 0,
    currency: 'USD',
    amount: '0',
    payout: '0',
    multiplier: '0',
    demo: true,
    freeBet: false,
    freeBetId: null,
    freeBetsRemaining: null,
    params: { target: 50, condition: 'over' },
    state: null,
    outcome: { roll: 1 },
    seedPairId: seeds.seedPairId,
    nonce: seeds.nonce,
    balance: null,
    createdAt: at,
    updatedAt: at,
    closedAt: at,
    idempotencyKey: null,
  };
};

const noncesOf = async (player: { customerId: string; userId: string }) =>
  (await database.db.select({ nonce: rounds.nonce }).from(rounds).where(and(eq(rounds.customerId, player.customerId), eq(rounds.userId, player.userId))).orderBy(asc(rounds.nonce))).map((r) => r.nonce);

describe('opening rounds under the next nonce', () => {
  it('two processes with their own (stale) view of the pair still give consecutive nonces, without gaps', async () => {
    const player = { customerId: 'cus_t', userId: 'two-processes' };
    const a = fairnessService();
    const b = fairnessService();
    const open = (fairness: FairnessService) => openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    for (let i = 0; i < 6; i++) await open(i % 2 ? a : b);
    await Promise.all(Array.from({ length: 12 }, (_, i) => open(i % 2 ? a : b)));
    expect(await noncesOf(player)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect((await a.view(player)).nonce).toBe(18);
  });

  it('a rotation between two rounds moves the next round to the new pair at nonce 1', async () => {
    const player = { customerId: 'cus_t', userId: 'rotating' };
    const fairness = fairnessService();
    const other = fairnessService();
    const first = await openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    await other.rotate(player); // another process: this one's cached pair is now revealed
    const second = await openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    expect(second.seeds.seedPairId).not.toBe(first.seeds.seedPairId);
    expect(second.seeds.nonce).toBe(1);
  });

  it('falls back to locking the pair when the fast path keeps missing', async () => {
    const player = { customerId: 'cus_t', userId: 'contended' };
    const real = fairnessService();
    await openRound({ db: database.db, fairness: real, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    // A view that never catches up: every optimistic attempt misses.
    const stale = { ...real, currentPair: async () => ({ ...(await real.currentPair(player)), nonce: 0 }), notePair: () => undefined };
    const opened = await openRound({ db: database.db, fairness: stale, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    expect(opened.seeds.nonce).toBe(2);
    expect(await noncesOf(player)).toEqual([1, 2]);
  });

  it('a failed insert takes no nonce', async () => {
    const player = { customerId: 'cus_t', userId: 'failing' };
    const fairness = fairnessService();
    const ok = await openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    await expect(
      openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: { ...roundFor(player, seeds), id: ok.round.id } })),
    ).rejects.toThrow();
    const next = await openRound({ db: database.db, fairness, sealing }, player, (seeds) => ({ round: roundFor(player, seeds) }));
    expect(next.seeds.nonce).toBe(2);
  });

  it('both paths store the idempotency key, and a second round with the key is refused by the key index, naming it', async () => {
    const player = { customerId: 'cus_t', userId: 'keyed' };
    const fairness = fairnessService();
    const keyed = (key: string) => (seeds: { seedPairId: string; nonce: number }) => ({ round: { ...roundFor(player, seeds), idempotencyKey: key } });
    const fast = await openRound({ db: database.db, fairness, sealing }, player, keyed('fast-path-key'));
    const stale = { ...fairness, currentPair: async () => ({ ...(await fairness.currentPair(player)), nonce: 0 }), notePair: () => undefined };
    const slow = await openRound({ db: database.db, fairness: stale, sealing }, player, keyed('slow-path-key'));
    const stored = await database.db.select({ id: rounds.id, key: rounds.idempotencyKey }).from(rounds).where(eq(rounds.userId, player.userId)).orderBy(asc(rounds.nonce));
    expect(stored).toEqual([
      { id: fast.round.id, key: 'fast-path-key' },
      { id: slow.round.id, key: 'slow-path-key' },
    ]);
    const refused = await openRound({ db: database.db, fairness, sealing }, player, keyed('fast-path-key')).catch((error: unknown) => error);
    expect(uniqueViolationOf(refused)).toBe('rounds_idempotency_idx');
    expect(await noncesOf(player)).toEqual([1, 2]);
  });

  it("both paths store the debit under its round's id, customer and time, with its first attempt counted", async () => {
    const player = { customerId: 'cus_debits', userId: 'debits' };
    const fairness = fairnessService();
    const withDebit = (debitId: string): RoundBuilder => (seeds) => ({
      // A minute ago, so a time taken anywhere but from the round would show.
      round: { ...roundFor(player, seeds), demo: false, createdAt: new Date(Date.now() - 60_000) },
      debit: { id: debitId, kind: 'bet', amount: '1.5', status: 'pending', payload: '{"event":"dice_bet"}' },
    });
    const fast = await openRound({ db: database.db, fairness, sealing }, player, withDebit('txn_fast_path'));
    const stale = { ...fairness, currentPair: async () => ({ ...(await fairness.currentPair(player)), nonce: 0 }), notePair: () => undefined };
    const slow = await openRound({ db: database.db, fairness: stale, sealing }, player, withDebit('txn_slow_path'));
    const stored = await database.db
      .select({ id: transactions.id, roundId: transactions.roundId, customerId: transactions.customerId, createdAt: transactions.createdAt, attempts: transactions.attempts, amount: transactions.amount })
      .from(transactions)
      .where(eq(transactions.customerId, player.customerId))
      .orderBy(asc(transactions.createdAt), asc(transactions.id));
    expect(stored).toEqual(
      [
        { id: 'txn_fast_path', round: fast.round },
        { id: 'txn_slow_path', round: slow.round },
      ]
        .map(({ id, round }) => ({ id, roundId: round.id, customerId: player.customerId, createdAt: round.createdAt, attempts: 1, amount: '1.5000000000' }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
    );
    expect(await noncesOf(player)).toEqual([1, 2]);
  });
});
