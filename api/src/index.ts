export { loadConfig, type Config } from './config';
export { openDatabase, migrateDatabase, type Database, type DatabaseHandle } from './db';
export { createService, type Service, type ServiceOptions } from './service';
