export { voltGame } from './game';
export { voltStrings } from './strings';
export {
  VOLT_LADDERS,
  VOLT_MAX_MULTIPLIER,
  VOLT_RISKS,
  VOLT_RUNGS,
  VOLT_WORDS,
  climbVolt,
  ladderReturn,
  levelChance,
  levelWords,
  voltLevel,
  voltParamsSchema,
  type VoltLadder,
  type VoltOutcome,
  type VoltParams,
  type VoltRisk,
  type VoltState,
} from './rules';
