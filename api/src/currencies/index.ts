export { RATES_REFRESH_MS, createCurrencyRates, type CurrencyRates } from './currency-rates';
