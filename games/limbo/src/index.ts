export { limboGame } from './game';
export { limboStrings } from './strings';
export {
  LIMBO_MAX_RESULT_HUNDREDTHS,
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_RESULT_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  LIMBO_WORDS,
  limboMultiplier,
  limboParamsSchema,
  limboResult,
  limboResultHundredths,
  limboTargetHundredths,
  limboWinningWords,
  limboWins,
  limboWord,
  type LimboOutcome,
  type LimboParams,
  type LimboState,
} from './rules';
