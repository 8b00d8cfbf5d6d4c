/**
 * Decimal places of every wire amount. It mirrors `MONEY_DECIMALS` of @rgs/schema (a test holds them
 * equal): the schema's main entry would pull zod and decimal.js into the live bundle.
 */
export const WIRE_DECIMALS = 10;

/** The most decimal places shown for a crypto or unknown currency. */
export const CRYPTO_DECIMALS = 8;

/** The fewest decimal places shown for a crypto or unknown currency ("1.00 BTC"). */
export const CRYPTO_MIN_DECIMALS = 2;

// Common crypto codes: not ISO 4217, although some (BTC, ETH) are well-formed enough for Intl to accept
// them as currencies with 2 digits, which would cut satoshis off.
const CRYPTO = new Set(['BTC', 'ETH', 'USDT', 'USDC', 'DAI', 'BUSD', 'LTC', 'BCH', 'DOGE', 'TRX', 'XRP', 'BNB', 'SOL', 'ADA', 'TON', 'XMR', 'DOT', 'MATIC', 'POL', 'SHIB', 'AVAX']);

let iso: ReadonlySet<string> | null | undefined;
const isoCodes = (): ReadonlySet<string> | null => {
  // Engines without Intl.supportedValuesOf (before Safari 15.4) treat every other 3-letter code as ISO.
  if (iso === undefined) iso = typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  return iso;
};

/** How a currency's amounts are shown: ISO 4217 fiat with its own minor digits, or crypto-like up to 8 places. */
export interface CurrencyDigits {
  readonly fiat: boolean;
  /** Decimal places always shown: the ISO minor unit for fiat (USD 2, JPY 0, KWD 3), 2 otherwise. */
  readonly min: number;
}

/** Whether `code` is an ISO 4217 fiat currency, and its decimal places; any unknown code is crypto-like. */
export function currencyDigits(code: string): CurrencyDigits {
  const upper = code.trim().toUpperCase();
  const known = isoCodes();
  if (!/^[A-Z]{3}$/.test(upper) || CRYPTO.has(upper) || (known !== null && !known.has(upper))) return { fiat: false, min: CRYPTO_MIN_DECIMALS };
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: upper }).resolvedOptions().maximumFractionDigits;
  return { fiat: true, min: digits ?? 2 };
}
