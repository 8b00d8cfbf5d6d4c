import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { customers } from './customers';

/** How the session's currency was given (the contract's currency modes). */
export type CurrencyMode = 'none' | 'wallet' | 'display';

/** Player sessions created by `POST /session`; fixed at creation. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').notNull(),
    currencyMode: text('currency_mode').$type<CurrencyMode>().notNull(),
    /** The one wire currency of every amount of this session. */
    wireCurrency: text('wire_currency').notNull(),
    /** The currency shown to the player (`cur`): the wallet currency, or the legacy display code. */
    displayCurrency: text('display_currency'),
    displayPrefix: text('display_prefix'),
    /** USD → display-currency rate fixed at launch (legacy `rate`, or 1/usdRate in wallet mode). */
    displayRate: money('display_rate'),
    language: text('language').notNull(),
    theme: jsonb('theme').$type<Record<string, string>>().notNull(),
    logoUrl: text('logo_url'),
    cardLogoUrl: text('card_logo_url'),
    /** The operator's own session reference, echoed as `sessionToken`. */
    operatorToken: text('operator_token'),
    showBalance: boolean('show_balance').notNull(),
    showRules: boolean('show_rules').notNull(),
    userName: text('user_name'),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_customer_user_idx').on(t.customerId, t.userId)],
);
