// Numbers and money in the player's language and the session's currency, exact on decimal text.
export { CRYPTO_DECIMALS, CRYPTO_MIN_DECIMALS, WIRE_DECIMALS, currencyDigits, type CurrencyDigits } from './currency-digits';
// The exact decimals themselves live in ../decimal; parseDecimal stays re-exported for history/round-result.ts until it imports ../decimal.
export { parseDecimal } from '../decimal';
export { exactNumberFormat, localeOf, type ExactFormat } from './exact-number-format';
export { MULTIPLIER_DECIMALS, createMoneyFormat, type MoneyFormat, type MoneyFormatOptions } from './money-format';
