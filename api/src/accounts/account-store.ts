import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { customers } from '../db/schema';

/** A stored customer row. */
export type CustomerRow = typeof customers.$inferSelect;

/** Inserts a customer; throws on a duplicate client id (unique constraint). */
export async function insertCustomer(tx: Database, row: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [inserted] = await tx.insert(customers).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** The customer with that client id, if any. */
export async function findCustomerByClientId(tx: Database, clientId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.clientId, clientId)).limit(1).prepare('find_customer_by_client_id').execute();
  return row;
}

/** The customer with that customer id, if any. */
export async function findCustomerById(tx: Database, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).limit(1).prepare('find_customer_by_id').execute();
  return row;
}

/** Replaces the sealed secret; returns the updated row or undefined when the client is unknown. */
export async function updateCustomerSecret(
  tx: Database,
  clientId: string,
  secretSealed: string,
  rotatedAt: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ secretSealed, secretRotatedAt: rotatedAt })
    .where(eq(customers.clientId, clientId))
    .returning();
  return row;
}
