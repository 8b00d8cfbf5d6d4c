export { safeGame } from './game';
export { safeStrings } from './strings';
export {
  SAFE_DEFAULT_GUESS,
  SAFE_DIAL_COUNTS,
  SAFE_DIGITS,
  SAFE_MAX_MULTIPLIER,
  SAFE_PAYTABLES,
  codeDigit,
  codesWithMatches,
  hundredths,
  nominalReturn,
  countMatches,
  crackSafe,
  paytableLines,
  safeMultiplier,
  safeParamsSchema,
  type PaytableLine,
  type SafeDials,
  type SafeOutcome,
  type SafeParams,
  type SafeState,
} from './rules';
