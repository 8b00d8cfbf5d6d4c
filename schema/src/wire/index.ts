export { jsonDecimal, jsonInteger, jsonNumber, moneyAmount, positiveDecimal } from './json-number';
