export { customers } from './customers';
export { currencyRates } from './currency-rates';
export { freeBetGrants } from './free-bet-grants';
export { reconciliationCases, type ReconciliationKind } from './reconciliation-cases';
export { rateLimits } from './rate-limits';
export { rounds, type RoundStatus } from './rounds';
export { seedPairs } from './seed-pairs';
export { sessions, type CurrencyMode } from './sessions';
export { transactions, type ExtraDebitEffect, type TransactionKind, type TransactionStatus } from './transactions';
