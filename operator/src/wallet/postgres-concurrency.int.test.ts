import { Decimal, sign, stringifyExact } from '@rgs/schema';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresStorage, type PostgresStorage } from './postgres-storage';
import { createWalletTestDatabase, type WalletTestDatabase } from './postgres-test-database';
import { createWalletHandler } from './wallet-handler';
import type { WalletRecord } from './wallet-storage';

const serverUrl = process.env.DATABASE_URL;
const SECRET = 'whsec_postgres_concurrency_secret';
let database: WalletTestDatabase;
let customerSeq = 0;

/** A handler over the Postgres storage for a customer of its own. */
function wallet(options: { autoCreatePlayers?: boolean; openingBalance?: string } = {}) {
  const customerId = `cus_conc_${++customerSeq}`;
  const storage = createPostgresStorage({ db: database.db, ...options });
  const handler = createWalletHandler({ customerId, webhookSecret: SECRET, storage });
  const bet = async (userId: string, betId: string, transactionId: string, amount: string) => {
    const rawBody = stringifyExact({ event: 'dice_bet', customerId, userId, betId, transactionId, roundClosed: false, actions: [{ type: 'bet', amount: new Decimal(amount) }] });
    return handler.handle({ headers: { 'x-service-signature': sign({ secret: SECRET, payload: rawBody }) }, rawBody });
  };
  return { customerId, storage, bet };
}

const statuses = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** Resolves once `predicate` holds, checking every few milliseconds (fails the test after `timeoutMs`). */
async function until(predicate: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const backendsWaitingForLocks = async () => {
  const [row] = await database.client<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return row!.n;
};

const record = (transactionId: string): WalletRecord => ({ transactionId, betId: 'rnd_1', gameKey: 'dice', kind: 'bet', amount: new Decimal(1), freeBet: false, roundClosed: false, at: Date.now() });

describe.runIf(serverUrl)('the Postgres wallet storage under concurrency', () => {
  beforeAll(async () => {
    // A pool of 10 connections, so units really run side by side in the server.
    database = await createWalletTestDatabase(serverUrl!, 10);
  });
  afterAll(() => database?.close());

  it('200 concurrent debits of 1.00 against 100.00: exactly 100 accepted, 100 refused, balance 0', async () => {
    const w = wallet();
    await w.storage.setBalance(w.customerId, 'alice', '100.00');
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => w.bet('alice', `rnd_${i}`, `txn_${i}`, '1.00')));
    expect(statuses(answers)).toEqual({ 200: 100, 402: 100 });
    expect(answers.filter((a) => a.status === 402).every((a) => a.body === '{"success":false,"message":"Insufficient funds"}')).toBe(true);
    // Every accepted answer carries a distinct post-debit balance: 99 down to 0, each once.
    const balances = answers.filter((a) => a.status === 200).map((a) => (JSON.parse(a.body) as { balance: number }).balance);
    expect(balances.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect((await w.storage.getPlayer(w.customerId, 'alice'))?.balance.toFixed()).toBe('0');
    const rows = await database.client`SELECT kind, count(*)::int AS n, sum(amount)::text AS total FROM rgs_wallet_records WHERE customer_id = ${w.customerId} GROUP BY kind`;
    expect(rows).toEqual([{ kind: 'bet', n: 100, total: '100.0000000000' }]);
  });

  it("a second player's unit checking the same transactionId waits for the first to commit, then sees it", async () => {
    const w = wallet();
    await w.storage.setBalance(w.customerId, 'first', '5');
    await w.storage.setBalance(w.customerId, 'second', '5');
    const hold = gate();
    let firstRecorded = false;
    const first = w.storage.withPlayer(w.customerId, 'first', async (unit) => {
      expect(await unit.hasTransaction('txn_x')).toBe(false);
      await unit.record(record('txn_x'));
      firstRecorded = true;
      await hold.opened;
    });
    await until(async () => firstRecorded);
    let secondAnswered = false;
    const second = w.storage.withPlayer(w.customerId, 'second', async (unit) => {
      const seen = await unit.hasTransaction('txn_x');
      secondAnswered = true;
      return seen;
    });
    await until(async () => (await backendsWaitingForLocks()) > 0);
    expect(secondAnswered).toBe(false);
    hold.open();
    await first;
    expect(await second).toBe(true);
  });

  it("one player's running unit does not hold up another player's", async () => {
    const w = wallet();
    await w.storage.setBalance(w.customerId, 'slow', '1');
    await w.storage.setBalance(w.customerId, 'fast', '1');
    const hold = gate();
    let slowLocked = false;
    const slow = w.storage.withPlayer(w.customerId, 'slow', async () => {
      slowLocked = true;
      await hold.opened;
    });
    await until(async () => slowLocked);
    const fast = await w.storage.withPlayer(w.customerId, 'fast', async (unit) => {
      await unit.setBalance(new Decimal(0));
      return unit.balance?.toFixed();
    });
    expect(fast).toBe('0');
    hold.open();
    await slow;
  });

  it('20 concurrent debits for a player auto-created on first contact take exactly the opening balance', async () => {
    const w = wallet({ autoCreatePlayers: true, openingBalance: '5' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => w.bet('newcomer', `rnd_${i}`, `txn_${i}`, '1')));
    expect(statuses(answers)).toEqual({ 200: 5, 402: 15 });
    expect((await w.storage.getPlayer(w.customerId, 'newcomer'))?.balance.toFixed()).toBe('0');
    expect(await w.storage.listTransactions(w.customerId)).toHaveLength(5);
  });

  it('keeps its locking order when the database defaults to SERIALIZABLE', async () => {
    const strict = postgres(database.url, { max: 10, onnotice: () => {}, connection: { default_transaction_isolation: 'serializable' } });
    try {
      const [setting] = await strict`SHOW default_transaction_isolation`;
      expect(setting).toEqual({ default_transaction_isolation: 'serializable' });
      const storage = createPostgresStorage({ db: drizzle(strict) });
      const customerId = `cus_conc_${++customerSeq}`;
      await storage.setBalance(customerId, 'strict', '30');
      const debit = (i: number) =>
        storage.withPlayer(customerId, 'strict', async (unit) => {
          if (unit.balance!.lt(1) || (await unit.hasTransaction(`txn_${i}`))) return false;
          await unit.setBalance(unit.balance!.minus(1));
          await unit.record({ ...record(`txn_${i}`), betId: `rnd_${i}` });
          return true;
        });
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => debit(i)));
      expect(results.filter(Boolean)).toHaveLength(30);
      expect((await storage.getPlayer(customerId, 'strict'))?.balance.toFixed()).toBe('0');
    } finally {
      await strict.end();
    }
  });

  it('a deposit made while a unit holds the player waits for it and adds to what it left', async () => {
    const w = wallet();
    const storage: PostgresStorage = w.storage;
    await storage.setBalance(w.customerId, 'dep', '10');
    const hold = gate();
    let locked = false;
    const unit = storage.withPlayer(w.customerId, 'dep', async (u) => {
      await u.setBalance(new Decimal(4));
      locked = true;
      await hold.opened;
    });
    await until(async () => locked);
    const deposit = storage.deposit(w.customerId, 'dep', '1.5');
    await until(async () => (await backendsWaitingForLocks()) > 0);
    hold.open();
    await unit;
    expect((await deposit).toFixed()).toBe('5.5');
  });
});
