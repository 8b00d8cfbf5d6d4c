import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Every amount: exact, 28 integer digits and the wire's 10 decimal places; read back as text. */
export const money = (name: string) => numeric(name, { precision: 38, scale: 10 });

/** Every instant, with its zone, as a JS Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
