export { Decimal, isDecimal, type DecimalInput } from './decimal';
export {
  MONEY_DECIMALS,
  checkMoney,
  convertMoney,
  formatMoney,
  formatMoneyFixed,
  parseMoney,
  type ParseMoneyOptions,
} from './money';
export { LosslessNumber, isJsonNumber, jsonNumberToDecimal, parseExact, stringifyExact } from './exact-json';
