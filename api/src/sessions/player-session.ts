import { Decimal, type Language, type Theme } from '@rgs/schema';
import type { CurrencyMode } from '../db/schema';
import type { sessions } from '../db/schema';
import type { PayloadSession } from '../wallet/webhook-payload';

/** A player session as the services use it; fixed at creation. */
export interface PlayerSession extends PayloadSession {
  readonly id: string;
  readonly currencyMode: CurrencyMode;
  readonly displayPrefix: string | null;
  readonly language: Language;
  readonly theme: Theme;
  readonly logoUrl: string | null;
  readonly cardLogoUrl: string | null;
  readonly showBalance: boolean;
  readonly showRules: boolean;
  readonly userName: string | null;
  readonly expiresAt: Date;
}

/** Maps a stored row to the session object. */
export function toPlayerSession(row: typeof sessions.$inferSelect): PlayerSession {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    operatorToken: row.operatorToken,
    currencyMode: row.currencyMode,
    hasCurrency: row.currencyMode !== 'none',
    wireCurrency: row.wireCurrency,
    displayCurrency: row.displayCurrency,
    displayPrefix: row.displayPrefix,
    displayRate: row.displayRate === null ? null : new Decimal(row.displayRate),
    language: row.language as Language,
    theme: row.theme as unknown as Theme,
    logoUrl: row.logoUrl,
    cardLogoUrl: row.cardLogoUrl,
    showBalance: row.showBalance,
    showRules: row.showRules,
    userName: row.userName,
    expiresAt: row.expiresAt,
  };
}
