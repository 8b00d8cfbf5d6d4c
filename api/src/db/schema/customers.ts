import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Operator accounts (the contract's "Account configuration"). */
export const customers = pgTable('customers', {
  /** The operator-facing `customerId` sent on every webhook. */
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull().unique(),
  webhookUrl: text('webhook_url').notNull(),
  /** AES-256-GCM sealed webhook secret; null means unprovisioned (every authenticated call is refused). */
  secretSealed: text('secret_sealed'),
  /** Customer-level theme defaults: only valid hex colours are stored. */
  theme: jsonb('theme').$type<Record<string, string>>().notNull().default({}),
  logoUrl: text('logo_url'),
  cardLogoUrl: text('card_logo_url'),
  optInRoundClose: boolean('opt_in_round_close').notNull().default(false),
  optInPlayerCurrency: boolean('opt_in_player_currency').notNull().default(false),
  optInUsdRate: boolean('opt_in_usd_rate').notNull().default(false),
  balanceInMutationResponse: boolean('balance_in_mutation_response').notNull().default(true),
  createdAt: instant('created_at').notNull().defaultNow(),
  secretRotatedAt: instant('secret_rotated_at'),
});
