import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Prefixed names, so the wallet's tables can sit in an operator's existing database.

/** Exact amounts: the wire's 10 decimal places and 28 integer digits, as `parseMoney` allows. */
const money = (name: string) => numeric(name, { precision: 38, scale: 10 });

/** One row per player the wallet knows: the balance the webhooks move. */
export const walletPlayers = pgTable(
  'rgs_wallet_players',
  {
    customerId: text('customer_id').notNull(),
    userId: text('user_id').notNull(),
    balance: money('balance').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rgs_wallet_players_pkey', columns: [t.customerId, t.userId] }),
    // The database's own refusal of an overdraft, whatever the code above it does.
    check('rgs_wallet_players_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Every accepted movement or round close: what replays, second credits and closes are checked against. */
export const walletRecords = pgTable(
  'rgs_wallet_records',
  {
    customerId: text('customer_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    userId: text('user_id').notNull(),
    betId: text('bet_id').notNull(),
    gameKey: text('game_key').notNull(),
    kind: text('kind').$type<'bet' | 'win' | 'close'>().notNull(),
    amount: money('amount').notNull(),
    freeBet: boolean('free_bet').notNull(),
    roundClosed: boolean('round_closed').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Insertion order: records of one millisecond (or of a test's fixed clock) keep the order they were written in. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    // A transactionId is unique per customer (for any player): the database's backstop against replays.
    primaryKey({ name: 'rgs_wallet_records_pkey', columns: [t.customerId, t.transactionId] }),
    index('rgs_wallet_records_round_idx').on(t.customerId, t.userId, t.betId, t.seq),
    foreignKey({ name: 'rgs_wallet_records_player_fkey', columns: [t.customerId, t.userId], foreignColumns: [walletPlayers.customerId, walletPlayers.userId] }),
    check('rgs_wallet_records_kind_check', sql`${t.kind} IN ('bet', 'win', 'close')`),
    check('rgs_wallet_records_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * The same tables as SQL, for `ensureWalletTables`. Kept beside the drizzle definitions above; a
 * test compares the created tables with them column by column.
 */
export const WALLET_TABLES_DDL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS rgs_wallet_players (
    customer_id text NOT NULL,
    user_id text NOT NULL,
    balance numeric(38, 10) NOT NULL,
    CONSTRAINT rgs_wallet_players_pkey PRIMARY KEY (customer_id, user_id),
    CONSTRAINT rgs_wallet_players_balance_check CHECK (balance >= 0)
  )`,
  `CREATE TABLE IF NOT EXISTS rgs_wallet_records (
    customer_id text NOT NULL,
    transaction_id text NOT NULL,
    user_id text NOT NULL,
    bet_id text NOT NULL,
    game_key text NOT NULL,
    kind text NOT NULL,
    amount numeric(38, 10) NOT NULL,
    free_bet boolean NOT NULL,
    round_closed boolean NOT NULL,
    at timestamp with time zone NOT NULL,
    seq bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    CONSTRAINT rgs_wallet_records_pkey PRIMARY KEY (customer_id, transaction_id),
    CONSTRAINT rgs_wallet_records_player_fkey FOREIGN KEY (customer_id, user_id) REFERENCES rgs_wallet_players (customer_id, user_id),
    CONSTRAINT rgs_wallet_records_kind_check CHECK (kind IN ('bet', 'win', 'close')),
    CONSTRAINT rgs_wallet_records_amount_check CHECK (amount >= 0)
  )`,
  `CREATE INDEX IF NOT EXISTS rgs_wallet_records_round_idx ON rgs_wallet_records (customer_id, user_id, bet_id, seq)`,
];
