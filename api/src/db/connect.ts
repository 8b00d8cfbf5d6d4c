import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { lockEmbeddedDatabase } from './embedded-lock';
import { openDatabase } from './open-database';

/** Opens the configured database (locking an embedded one to this process) and migrates it unless told not to. */
export async function connectConfiguredDatabase(config: Config, options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  if (config.database.kind === 'postgres') {
    return openDatabase({ kind: 'postgres', url: config.database.url, maxConnections: config.database.pool }, options);
  }
  const release = lockEmbeddedDatabase(config.database.dataDir);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: config.database.dataDir }, options);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
