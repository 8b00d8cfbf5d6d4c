import { Decimal, checkMoney, parseMoney } from '@rgs/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { checkOptions, rule, type OptionRule } from '../options/check-options';
import { WALLET_TABLES_DDL, walletPlayers, walletRecords } from './postgres-tables';
import type { PlayerUnit, WalletRecord, WalletStorage } from './wallet-storage';

/**
 * Any drizzle Postgres database (postgres.js, node-postgres, PGlite …), with or without the
 * caller's own schema (hence the `any`s: the storage only uses the query builder and its own tables).
 */
export type WalletDatabase = PgDatabase<PgQueryResultHKT, any, any>;

/** Options of {@link createPostgresStorage}. */
export interface PostgresStorageOptions {
  /** A drizzle database whose tables were created by {@link ensureWalletTables} (or the caller's migrations). */
  readonly db: WalletDatabase;
  /** Create unknown players on first contact with `openingBalance`. Default false. */
  readonly autoCreatePlayers?: boolean;
  /** Decimal text, default "0". Also the starting point of a deposit to an unknown player. */
  readonly openingBalance?: string;
}

/** The Postgres storage, with admin helpers for back offices, demos and tests. */
export interface PostgresStorage extends WalletStorage {
  getPlayer(customerId: string, userId: string): Promise<{ balance: Decimal } | undefined>;
  /** Sets the balance, creating the player if needed. */
  setBalance(customerId: string, userId: string, balance: string | Decimal): Promise<void>;
  /** Adds to the balance (an unknown player starts from `openingBalance`) and answers the new balance. */
  deposit(customerId: string, userId: string, amount: string | Decimal): Promise<Decimal>;
  listPlayers(customerId: string): Promise<{ userId: string; balance: Decimal }[]>;
  /** Accepted records, oldest first. */
  listTransactions(customerId: string, userId?: string): Promise<(WalletRecord & { userId: string })[]>;
}


// Advisory-lock classes (the two-key form, so they never meet a caller's one-key locks).
const TRANSACTION_LOCK_CLASS = 0x52475354; // "RGST"
const DDL_LOCK_CLASS = 0x52475344; // "RGSD"

// Read as text in SQL, so an exact value reaches Decimal even if the caller's client parses numeric as a float.
const balanceText = sql<string>`${walletPlayers.balance}::text`;
const recordColumns = {
  userId: walletRecords.userId,
  transactionId: walletRecords.transactionId,
  betId: walletRecords.betId,
  gameKey: walletRecords.gameKey,
  kind: walletRecords.kind,
  amount: sql<string>`${walletRecords.amount}::text`,
  freeBet: walletRecords.freeBet,
  roundClosed: walletRecords.roundClosed,
  at: walletRecords.at,
};

type RecordRow = Omit<typeof walletRecords.$inferSelect, 'amount' | 'customerId' | 'seq'> & { amount: string };

const toRecord = (row: RecordRow): WalletRecord => ({
  transactionId: row.transactionId,
  betId: row.betId,
  gameKey: row.gameKey,
  kind: row.kind,
  amount: new Decimal(row.amount),
  freeBet: row.freeBet,
  roundClosed: row.roundClosed,
  at: row.at.getTime(),
});

const asMoney = (value: string | Decimal, field: string) => (typeof value === 'string' ? parseMoney(value, { field }) : checkMoney(value, field));

/**
 * Creates the wallet's tables and index if they are missing (idempotent). Operators who manage
 * their schema with drizzle-kit can instead include `walletPlayers` and `walletRecords` in their migrations.
 */
export async function ensureWalletTables(db: WalletDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    // CREATE … IF NOT EXISTS is not safe against itself: two processes starting at once could both create.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DDL_LOCK_CLASS}::integer, 0)`);
    for (const statement of WALLET_TABLES_DDL) await tx.execute(sql.raw(statement));
  });
}

const drizzleDatabase: OptionRule = (value) =>
  typeof (value as WalletDatabase | undefined)?.transaction === 'function' && typeof (value as WalletDatabase).select === 'function'
    ? undefined
    : 'must be a drizzle Postgres database';

/**
 * Balances and records in Postgres. Each unit of work is one READ COMMITTED transaction that first
 * locks the player's row (`SELECT … FOR UPDATE`), so one player's units run one after another and
 * each sees everything the previous one committed; it commits when the work returns and rolls back
 * when it throws.
 */
export function createPostgresStorage(options: PostgresStorageOptions): PostgresStorage {
  checkOptions('createPostgresStorage', options, {
    db: { rule: drizzleDatabase, required: true },
    autoCreatePlayers: { rule: rule.boolean },
    openingBalance: { rule: rule.text },
  });
  const { db } = options;
  const autoCreate = options.autoCreatePlayers ?? false;
  const opening = parseMoney(options.openingBalance ?? '0', { field: 'openingBalance' });
  const player = (customerId: string, userId: string) => and(eq(walletPlayers.customerId, customerId), eq(walletPlayers.userId, userId));

  return {
    withPlayer(customerId, userId, work) {
      return db.transaction(
        async (tx) => {
          const { unit, lock, end } = openUnit(tx, customerId, userId, autoCreate ? opening : undefined);
          await lock();
          try {
            return await work(unit);
          } finally {
            end();
          }
        },
        // Explicit: under REPEATABLE READ or SERIALIZABLE (a database default some operators set), a
        // unit waiting for the row lock would fail with a serialization error instead of going next.
        { isolationLevel: 'read committed' },
      );
    },

    async getPlayer(customerId, userId) {
      const [row] = await db.select({ balance: balanceText }).from(walletPlayers).where(player(customerId, userId));
      return row ? { balance: new Decimal(row.balance) } : undefined;
    },

    async setBalance(customerId, userId, balance) {
      const value = asMoney(balance, 'balance').toFixed();
      await db
        .insert(walletPlayers)
        .values({ customerId, userId, balance: value })
        .onConflictDoUpdate({ target: [walletPlayers.customerId, walletPlayers.userId], set: { balance: value } });
    },

    async deposit(customerId, userId, amount) {
      const value = asMoney(amount, 'amount');
      // One statement: the update takes the player's row lock, so it queues behind a running unit.
      const [row] = await db
        .insert(walletPlayers)
        .values({ customerId, userId, balance: opening.plus(value).toFixed() })
        .onConflictDoUpdate({
          target: [walletPlayers.customerId, walletPlayers.userId],
          set: { balance: sql`${walletPlayers.balance} + ${value.toFixed()}::numeric` },
        })
        .returning({ balance: balanceText });
      return new Decimal(row!.balance);
    },

    async listPlayers(customerId) {
      const rows = await db
        .select({ userId: walletPlayers.userId, balance: balanceText })
        .from(walletPlayers)
        .where(eq(walletPlayers.customerId, customerId))
        .orderBy(asc(walletPlayers.userId));
      return rows.map((row) => ({ userId: row.userId, balance: new Decimal(row.balance) }));
    },

    async listTransactions(customerId, userId) {
      const rows = await db
        .select(recordColumns)
        .from(walletRecords)
        .where(and(eq(walletRecords.customerId, customerId), userId === undefined ? undefined : eq(walletRecords.userId, userId)))
        .orderBy(asc(walletRecords.seq));
      return rows.map((row) => ({ ...toRecord(row), userId: row.userId }));
    },
  };
}

/** A unit's view of one player inside its transaction; `opening` is set when players may be auto-created. */
function openUnit(tx: WalletDatabase, customerId: string, userId: string, opening: Decimal | undefined) {
  let balance: Decimal | undefined;
  let ended = false;
  const player = and(eq(walletPlayers.customerId, customerId), eq(walletPlayers.userId, userId));
  const live = (method: string) => {
    if (ended) throw new Error(`${method} after the unit of work ended`);
  };
  const known = (method: string) => {
    live(method);
    if (!balance) throw new Error(`${method} on an unknown player`);
  };

  const lock = async () => {
    const [row] = await tx.select({ balance: balanceText }).from(walletPlayers).where(player).for('update');
    balance = row ? new Decimal(row.balance) : undefined;
  };

  const unit: PlayerUnit = {
    get balance() {
      return balance;
    },
    async createIfAllowed() {
      live('createIfAllowed');
      if (balance) return true;
      if (!opening) return false;
      // A concurrent unit creating the same player makes this insert wait for its commit and then do
      // nothing; the lock that follows then reads the balance that unit left.
      await tx.insert(walletPlayers).values({ customerId, userId, balance: opening.toFixed() }).onConflictDoNothing();
      await lock();
      return balance !== undefined;
    },
    async setBalance(next) {
      known('setBalance');
      const value = checkMoney(next, 'balance');
      await tx.update(walletPlayers).set({ balance: value.toFixed() }).where(player);
      balance = value;
    },
    async hasTransaction(transactionId) {
      live('hasTransaction');
      // The row lock serialises one player's units, but a transactionId is unique per customer, so
      // two players' units could both find it free and both insert it (the second would then fail
      // on the primary key: an error where the handler owes the replay refusal). This lock, held until commit, makes the
      // check and the insert one step per (customer, transactionId): the later unit waits here and
      // then sees the earlier one's record. A hash collision only makes an unrelated unit wait.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRANSACTION_LOCK_CLASS}::integer, hashtext(${customerId}::text || '/' || ${transactionId}::text))`);
      const rows = await tx
        .select({ found: sql<number>`1` })
        .from(walletRecords)
        .where(and(eq(walletRecords.customerId, customerId), eq(walletRecords.transactionId, transactionId)))
        .limit(1);
      return rows.length > 0;
    },
    async roundRecords(betId) {
      live('roundRecords');
      const rows = await tx
        .select(recordColumns)
        .from(walletRecords)
        .where(and(eq(walletRecords.customerId, customerId), eq(walletRecords.userId, userId), eq(walletRecords.betId, betId)))
        .orderBy(asc(walletRecords.seq));
      return rows.map(toRecord);
    },
    async record(record) {
      known('record');
      const amount = checkMoney(record.amount, 'amount');
      await tx.insert(walletRecords).values({
        customerId,
        transactionId: record.transactionId,
        userId,
        betId: record.betId,
        gameKey: record.gameKey,
        kind: record.kind,
        amount: amount.toFixed(),
        freeBet: record.freeBet,
        roundClosed: record.roundClosed,
        at: new Date(record.at),
      });
    },
  };
  return { unit, lock, end: () => void (ended = true) };
}
