// The `@rgs/operator/postgres` entry: the wallet storage in Postgres through drizzle. A separate
// entry, so operators who keep the memory storage (or their own) never load drizzle or a driver.
export {
  createPostgresStorage,
  ensureWalletTables,
  type PostgresStorage,
  type PostgresStorageOptions,
  type WalletDatabase,
} from './wallet/postgres-storage';
export { walletPlayers, walletRecords } from './wallet/postgres-tables';
