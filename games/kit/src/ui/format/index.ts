// Numbers and money in the player's language and the session's currency, exact on decimal text.
export { CRYPTO_DECIMALS, CRYPTO_MIN_DECIMALS, WIRE_DECIMALS, currencyDigits, type CurrencyDigits } from './currency-digits';
export { exactNumberFormat, localeOf, type ExactFormat } from './exact-number-format';
export { MULTIPLIER_DECIMALS, createMoneyFormat, type MoneyFormat, type MoneyFormatOptions } from './money-format';
