import { CRYPTO_DECIMALS, WIRE_DECIMALS, currencyDigits } from './currency-digits';
import { decimalParts, decimalText, divideDecimals, multiplyDecimals, parseDecimal, truncateDecimal, type ExactDecimal } from '../decimal';
import { exactNumberFormat, localeOf } from './exact-number-format';

/**
 * Decimal places of a multiplier. It mirrors `MULTIPLIER_DECIMALS` of the kit's `multiplier.ts` (a
 * test holds them equal), which imports decimal.js and so stays out of the live bundle.
 */
export const MULTIPLIER_DECIMALS = 4;

/** What a session says about its currency (see the contract's "Currency object" and "Modes"). */
export interface MoneyFormatOptions {
  /** The game language (`en`, `pt`, `es`; anything else is English). */
  readonly lang: string | null | undefined;
  /** The currency shown: the wire currency, or in display-conversion mode the display code (`cur`, session `currency`). */
  readonly currency: string;
  /** The operator's display symbol (`curPrefix`, session `currencyPrefix`), shown instead of the code's own. */
  readonly prefix?: string | null;
  /**
   * Display-conversion mode only (session `displayRate`): shown amount = wire amount × rate. Absent
   * or null in wallet-currency mode, where the wire currency is shown as it is.
   */
  readonly rate?: string | null;
}

/** Amounts, multipliers and percentages in the player's language and currency. */
export interface MoneyFormat {
  /** The Intl locale used (`en`, `pt-BR`, `es`). */
  readonly locale: string;
  /** Whether shown amounts are wire amounts converted by the display rate. */
  readonly converts: boolean;
  /**
   * The most decimal places a stake may be typed with, in the shown currency: the wire's 10 in
   * wallet-currency mode; in display-conversion mode the places shown (a fiat's minor unit, 8 for crypto).
   */
  readonly inputPlaces: number;
  /** The currency's sign as amounts show it: the operator's prefix, the code's narrow symbol ("$", "R$"), else the code. */
  readonly sign: string;
  /** A wire amount (decimal text) as the player sees it: converted, cut to the shown places, with the currency sign. */
  amount(wireText: string): string;
  /** A wire amount as plain decimal text in the shown currency (for an input's value); null when not decimal text. */
  toDisplay(wireText: string): string | null;
  /**
   * An amount the player typed in the shown currency, as the wire amount to send: ÷ rate in
   * display-conversion mode, cut toward zero to `places` (the wire's 10, or a game's stake precision)
   * so a stake never exceeds what the player typed. Null unless non-negative plain decimal text.
   */
  toWire(displayText: string, places?: number): string | null;
  /** A multiplier ("2.0000" → "2.00×", "1.0102" → "1,0102×" in pt). */
  multiplier(text: string): string;
  /** Percentage points ("49.5" or 49.5 → "49.5%", "49,5 %" in es), cut to `maxDecimals` (2). */
  percent(value: number | string, maxDecimals?: number): string;
  /** A plain number in the locale (grouping, decimal comma), cut to `maxDecimals` (10) with trailing zeros trimmed. */
  number(value: number | string | bigint, maxDecimals?: number): string;
  /** A plain number in the locale with exactly `places` decimals, cut (never rounded up): "75.00", "75,00". */
  fixed(value: number | string | bigint, places: number): string;
}

// U+00A0: a code after its number never wraps onto its own line.
const NBSP = '\u00a0';

/**
 * A formatter for one session's money. Digits never pass through a JS float: amounts are decimal
 * text, converted with exact BigInt arithmetic, and cut toward zero (never showing more than there is).
 *
 * Places shown: fiat (ISO 4217) at least its minor unit (USD 2, JPY 0) and, in wallet-currency mode,
 * every further digit the API sent (up to its 10), trailing zeros trimmed; in display-conversion mode
 * exactly its minor unit, since the operator's rate carries no more precision than that. Crypto and
 * unknown codes: 2 to 8 places.
 *
 * Sign: the operator's prefix when given, placed where the locale places currency signs ("R$ 10,00"
 * in pt, "10,00 R$" in es); else the code's narrow symbol when Intl has one ("$", "€", "R$"); else the
 * code after the number ("0.00012345 BTC").
 *
 * Conversion direction: wire → shown multiplies by the rate (`amount`, `toDisplay`); shown → wire
 * divides by it (`toWire`). Stakes are always sent in the wire currency.
 */
export function createMoneyFormat(options: MoneyFormatOptions): MoneyFormat {
  const locale = localeOf(options.lang);
  const code = options.currency.trim().toUpperCase();
  const prefix = options.prefix?.trim() || undefined;
  const rate = options.rate === undefined || options.rate === null ? null : parseDecimal(options.rate);
  if (options.rate !== undefined && options.rate !== null && (rate === null || rate.units <= 0n)) {
    throw new RangeError(`the display rate must be a positive decimal, not "${options.rate}"`);
  }
  const digits = currencyDigits(code);
  const min = digits.min;
  const max = digits.fiat ? (rate ? digits.min : WIRE_DECIMALS) : CRYPTO_DECIMALS;

  const intlCode = /^[A-Z]{3}$/.test(code) ? code : null;
  const currencyFormat = (currency: string) => exactNumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  const narrowSymbol = intlCode
    ? new Intl.NumberFormat(locale, { style: 'currency', currency: intlCode, currencyDisplay: 'narrowSymbol' }).formatToParts(1).find((p) => p.type === 'currency')?.value
    : undefined;
  const plain = exactNumberFormat(locale, {});
  // XXX ("no currency") lends its layout to a prefix whose code Intl cannot take.
  const money = prefix ? currencyFormat(intlCode ?? 'XXX') : narrowSymbol && narrowSymbol !== code ? currencyFormat(intlCode!) : null;
  const show = (value: ExactDecimal) => {
    const parts = decimalParts(value, min, max);
    return money ? money(parts, prefix) : code ? `${plain(parts)}${NBSP}${code}` : plain(parts);
  };
  const shown = (wireText: string) => {
    const wire = parseDecimal(wireText);
    if (wire === null) return null;
    return rate ? truncateDecimal(multiplyDecimals(wire, rate), max) : wire;
  };

  const percentFormat = exactNumberFormat(locale, { style: 'unit', unit: 'percent' });

  return {
    locale,
    converts: rate !== null,
    inputPlaces: rate ? max : WIRE_DECIMALS,
    sign: prefix ?? (narrowSymbol && narrowSymbol !== code ? narrowSymbol : code),
    // Text that is not a decimal is shown as it came rather than as a made-up number.
    amount: (wireText) => {
      const value = shown(wireText);
      return value === null ? wireText : show(value);
    },
    toDisplay: (wireText) => {
      const value = shown(wireText);
      return value === null ? null : decimalText(value);
    },
    toWire: (displayText, places = WIRE_DECIMALS) => {
      const value = /^\d+(\.\d+)?$/.test(displayText.trim()) ? parseDecimal(displayText) : null;
      if (value === null) return null;
      return decimalText(rate ? divideDecimals(value, rate, places) : truncateDecimal(value, places));
    },
    multiplier: (text) => {
      const value = parseDecimal(text);
      return value === null ? text : `${plain(decimalParts(value, 2, MULTIPLIER_DECIMALS))}×`;
    },
    percent: (value, maxDecimals = 2) => {
      const parsed = parseDecimal(value);
      return parsed === null ? String(value) : percentFormat(decimalParts(parsed, 0, maxDecimals));
    },
    number: (value, maxDecimals = WIRE_DECIMALS) => {
      const parsed = parseDecimal(value);
      return parsed === null ? String(value) : plain(decimalParts(parsed, 0, maxDecimals));
    },
    fixed: (value, places) => {
      const parsed = parseDecimal(value);
      return parsed === null ? String(value) : plain(decimalParts(parsed, places, places));
    },
  };
}
