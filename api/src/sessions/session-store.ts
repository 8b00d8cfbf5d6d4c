import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { sessions } from '../db/schema';

/** Inserts a session row. */
export async function insertSession(tx: Database, row: typeof sessions.$inferInsert): Promise<typeof sessions.$inferSelect> {
  const [inserted] = await tx.insert(sessions).values(row).returning().prepare('insert_session').execute();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** The session with that id, if any. */
export async function findSession(tx: Database, id: string): Promise<typeof sessions.$inferSelect | undefined> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).limit(1).prepare('find_session').execute();
  return row;
}
