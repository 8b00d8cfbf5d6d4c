export type { Database, DatabaseHandle, Transaction } from './database';
export { connectConfiguredDatabase } from './connect';
export { migrateDatabase, openDatabase, type DatabaseTarget } from './open-database';
export * as tables from './schema';
