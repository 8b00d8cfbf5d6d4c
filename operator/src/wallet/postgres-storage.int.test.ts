import { Decimal, DomainError } from '@rgs/schema';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { InvalidOptionError } from '../options/check-options';
import { createPostgresStorage, ensureWalletTables, type PostgresStorage, type WalletDatabase } from './postgres-storage';
import { walletPlayers, walletRecords } from './postgres-tables';
import { createWalletTestDatabase, type WalletTestDatabase } from './postgres-test-database';
import { describeStorageContract } from './storage-contract';
import type { WalletRecord } from './wallet-storage';

const serverUrl = process.env.DATABASE_URL;
const CUSTOMER = 'cus_pg';
let database: WalletTestDatabase;

// Both drivers the storage promises to take, with or without a caller's schema (checked by the typecheck).
expectTypeOf<PostgresJsDatabase>().toExtend<WalletDatabase>();
expectTypeOf<PostgresJsDatabase<{ walletPlayers: typeof walletPlayers }>>().toExtend<WalletDatabase>();
expectTypeOf<PgliteDatabase>().toExtend<WalletDatabase>();

describe.runIf(serverUrl)('the Postgres wallet storage', () => {
  beforeAll(async () => {
    database = await createWalletTestDatabase(serverUrl!);
  });
  afterAll(() => database?.close());

  describeStorageContract('postgres', (options) => createPostgresStorage({ db: database.db, ...options }));

  const storage = () => createPostgresStorage({ db: database.db });
  const record = (transactionId: string, amount: string, extra: Partial<WalletRecord> = {}): WalletRecord => ({
    transactionId,
    betId: 'rnd_1',
    gameKey: 'dice',
    kind: 'bet',
    amount: new Decimal(amount),
    freeBet: false,
    roundClosed: false,
    at: Date.UTC(2025, 5, 6, 7, 8, 9, 10),
    ...extra,
  });
  const state = async (s: PostgresStorage, userId: string) => ({
    balance: (await s.getPlayer(CUSTOMER, userId))?.balance.toFixed(),
    records: (await s.listTransactions(CUSTOMER, userId)).map((r) => `${r.transactionId} ${r.kind} ${r.amount.toFixed()}`),
  });

  describe('a unit of work is one transaction', () => {
    it('rolls back everything when the work throws', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'rb', '10');
      const failure = new Error('the work failed');
      const run = s.withPlayer(CUSTOMER, 'rb', async (unit) => {
        await unit.setBalance(new Decimal('4'));
        await unit.record(record('txn_rb', '6'));
        expect(unit.balance?.toFixed()).toBe('4');
        expect(await unit.hasTransaction('txn_rb')).toBe(true);
        throw failure;
      });
      await expect(run).rejects.toBe(failure);
      expect(await state(s, 'rb')).toEqual({ balance: '10', records: [] });
    });

    it('commits when the work returns, and answers what it returned', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'ok', '10');
      const answer = await s.withPlayer(CUSTOMER, 'ok', async (unit) => {
        await unit.setBalance(unit.balance!.minus('6'));
        await unit.record(record('txn_ok', '6'));
        return 'done';
      });
      expect(answer).toBe('done');
      expect(await state(s, 'ok')).toEqual({ balance: '4', records: ['txn_ok bet 6'] });
    });

    it('refuses a negative balance or an 11th decimal before the database (which would round it), and rolls back', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'neg', '1');
      for (const bad of ['-0.5', '0.00000000001']) {
        const balanceRun = s.withPlayer(CUSTOMER, 'neg', async (unit) => {
          await unit.record(record(`txn_neg_${bad}`, '1'));
          await unit.setBalance(new Decimal(bad));
        });
        await expect(balanceRun).rejects.toMatchObject({ code: 'INVALID_AMOUNT', details: { field: 'balance' } });
        const recordRun = s.withPlayer(CUSTOMER, 'neg', async (unit) => {
          await unit.setBalance(new Decimal('0.5'));
          await unit.record(record(`txn_neg_${bad}`, bad));
        });
        await expect(recordRun).rejects.toMatchObject({ code: 'INVALID_AMOUNT', details: { field: 'amount' } });
      }
      expect(await state(s, 'neg')).toEqual({ balance: '1', records: [] });
    });

    it('the database itself refuses a negative balance and a replayed transactionId', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'db', '1');
      await expect(database.client`UPDATE rgs_wallet_players SET balance = -1 WHERE user_id = 'db'`).rejects.toMatchObject({ constraint_name: 'rgs_wallet_players_balance_check' });
      await s.withPlayer(CUSTOMER, 'db', (unit) => unit.record(record('txn_db', '0')));
      // A unit that skips hasTransaction meets the primary key, and its other writes roll back with it.
      const replay = s.withPlayer(CUSTOMER, 'db', async (unit) => {
        await unit.setBalance(new Decimal(0));
        await unit.record(record('txn_db', '0'));
      });
      await expect(replay).rejects.toMatchObject({ cause: { constraint_name: 'rgs_wallet_records_pkey' } });
      expect(await state(s, 'db')).toEqual({ balance: '1', records: ['txn_db bet 0'] });
    });

    it('a unit cannot be used after its transaction ended, and an unknown player cannot be written', async () => {
      const s = storage();
      const unit = await s.withPlayer(CUSTOMER, 'ghost', (u) => u);
      expect(unit.balance).toBeUndefined();
      await expect(unit.hasTransaction('txn_late')).rejects.toThrow('hasTransaction after the unit of work ended');
      await expect(s.withPlayer(CUSTOMER, 'ghost', (u) => u.record(record('txn_ghost', '1')))).rejects.toThrow('record on an unknown player');
      await expect(s.withPlayer(CUSTOMER, 'ghost', (u) => u.createIfAllowed())).resolves.toBe(false);
      expect(await s.getPlayer(CUSTOMER, 'ghost')).toBeUndefined();
    });
  });

  describe('amounts stay exact', () => {
    it('keeps 28 integer digits and 10 decimal places through the unit, the tables and the helpers', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'exact', '12345678901234.1234567891');
      await s.withPlayer(CUSTOMER, 'exact', async (unit) => {
        expect(unit.balance?.toFixed()).toBe('12345678901234.1234567891');
        await unit.setBalance(unit.balance!.minus('0.0000000001'));
        await unit.record(record('txn_exact', '0.0000000001', { at: 1_750_000_000_123 }));
      });
      expect(await database.client`SELECT balance::text AS b FROM rgs_wallet_players WHERE user_id = 'exact'`).toEqual([{ b: '12345678901234.1234567890' }]);
      const [stored] = await s.listTransactions(CUSTOMER, 'exact');
      expect({ ...stored, amount: stored?.amount.toFixed() }).toEqual({ ...record('txn_exact', '0.0000000001', { at: 1_750_000_000_123 }), amount: '0.0000000001', userId: 'exact' });
      await s.setBalance(CUSTOMER, 'exact', '9999999999999999999999999999.9999999999');
      expect((await s.deposit(CUSTOMER, 'exact', '0')).toFixed()).toBe('9999999999999999999999999999.9999999999');
    });

    it('stays exact over a client that parses numeric into floats', async () => {
      const floaty = postgres(database.url, { max: 2, onnotice: () => {}, types: { numeric: { to: 1700, from: [1700], serialize: String, parse: Number.parseFloat } } });
      try {
        const s = createPostgresStorage({ db: drizzle(floaty) });
        await s.setBalance(CUSTOMER, 'floaty', '12345678901234.1234567891');
        expect(await floaty`SELECT balance FROM rgs_wallet_players WHERE user_id = 'floaty'`).toEqual([{ balance: 12345678901234.123 }]);
        const seen = await s.withPlayer(CUSTOMER, 'floaty', async (unit) => {
          await unit.setBalance(unit.balance!.minus('123456789.1234567891'));
          await unit.record(record('txn_floaty', '123456789.1234567891'));
          return (await unit.roundRecords('rnd_1')).map((r) => r.amount.toFixed());
        });
        expect(seen).toEqual(['123456789.1234567891']);
        expect((await s.getPlayer(CUSTOMER, 'floaty'))?.balance.toFixed()).toBe('12345555444445');
        expect((await s.listTransactions(CUSTOMER, 'floaty')).map((r) => r.amount.toFixed())).toEqual(['123456789.1234567891']);
        expect((await s.listPlayers(CUSTOMER)).find((p) => p.userId === 'floaty')?.balance.toFixed()).toBe('12345555444445');
        expect((await s.deposit(CUSTOMER, 'floaty', '0.0000000002')).toFixed()).toBe('12345555444445.0000000002');
      } finally {
        await floaty.end();
      }
    });

    it('the admin helpers refuse bad amounts and change nothing', async () => {
      const s = storage();
      await s.setBalance(CUSTOMER, 'admin', '5');
      for (const bad of ['-1', '1.00000000001', '1e3', 'ten', '99999999999999999999999999999']) {
        await expect(s.setBalance(CUSTOMER, 'admin', bad)).rejects.toBeInstanceOf(DomainError);
        await expect(s.deposit(CUSTOMER, 'admin', bad)).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
      }
      await expect(s.setBalance(CUSTOMER, 'admin', new Decimal('-2'))).rejects.toMatchObject({ code: 'INVALID_AMOUNT' });
      expect(await state(s, 'admin')).toEqual({ balance: '5', records: [] });
    });
  });

  describe('admin helpers', () => {
    it('deposit starts an unknown player from the opening balance; listPlayers answers in user order', async () => {
      const s = createPostgresStorage({ db: database.db, openingBalance: '2.5' });
      const customer = 'cus_admin_list';
      expect((await s.deposit(customer, 'zed', '1.25')).toFixed()).toBe('3.75');
      expect((await s.deposit(customer, 'zed', '0.0000000001')).toFixed()).toBe('3.7500000001');
      await s.setBalance(customer, 'amy', '0');
      expect((await s.listPlayers(customer)).map((p) => `${p.userId} ${p.balance.toFixed()}`)).toEqual(['amy 0', 'zed 3.7500000001']);
      expect(await s.listPlayers('cus_nobody')).toEqual([]);
    });
  });

  describe('options and tables', () => {
    // The options both storages take are checked by the storage contract; this is the database's own.
    it('refuses a db that is not a drizzle Postgres database', () => {
      expect(() => createPostgresStorage({ db: {} as never })).toThrow('createPostgresStorage: option db must be a drizzle Postgres database');
      expect(() => createPostgresStorage({ db: {} as never })).toThrow(InvalidOptionError);
    });

    it('ensureWalletTables is idempotent, also when run concurrently, and keeps the rows', async () => {
      await storage().setBalance(CUSTOMER, 'kept', '3');
      const count = () => database.client`SELECT (SELECT count(*) FROM rgs_wallet_players)::int AS players, (SELECT count(*) FROM rgs_wallet_records)::int AS records`;
      const before = await count();
      await Promise.all([ensureWalletTables(database.db), ensureWalletTables(database.db), ensureWalletTables(database.db)]);
      expect(await count()).toEqual(before);
      expect((await storage().getPlayer(CUSTOMER, 'kept'))?.balance.toFixed()).toBe('3');
    });

    it('creates exactly the columns, keys and index the drizzle tables declare', async () => {
      for (const table of [walletPlayers, walletRecords]) {
        const config = getTableConfig(table);
        const columns = await database.client<{ name: string; type: string; notNull: boolean }[]>`
          SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
          FROM pg_attribute a WHERE a.attrelid = ${config.name}::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`;
        const declared = config.columns.map((c) => ({ name: c.name, type: c.getSQLType().replace('numeric(38, 10)', 'numeric(38,10)'), notNull: c.notNull }));
        expect(columns).toEqual(declared);
        const constraints = await database.client<{ name: string }[]>`SELECT conname AS name FROM pg_constraint WHERE conrelid = ${config.name}::regclass AND contype <> 'n' ORDER BY conname`;
        const names = [...config.primaryKeys.map((k) => k.getName()), ...config.checks.map((c) => c.name), ...config.foreignKeys.map((f) => f.getName())];
        expect(constraints.map((c) => c.name)).toEqual(names.sort());
        const indexes = await database.client<{ name: string }[]>`SELECT indexname AS name FROM pg_indexes WHERE tablename = ${config.name} AND indexname NOT LIKE '%_pkey' ORDER BY indexname`;
        expect(indexes.map((i) => i.name)).toEqual(config.indexes.map((i) => i.config.name));
      }
      const [index] = await database.client`SELECT indexdef FROM pg_indexes WHERE indexname = 'rgs_wallet_records_round_idx'`;
      expect(index?.indexdef).toBe('CREATE INDEX rgs_wallet_records_round_idx ON public.rgs_wallet_records USING btree (customer_id, user_id, bet_id, seq)');
    });
  });
});
