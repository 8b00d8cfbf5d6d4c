export { diceGame } from './game';
export { diceStrings } from './strings';
export {
  DICE_ROLL_OUTCOMES,
  diceMultiplier,
  diceParamsSchema,
  diceRoll,
  diceRollHundredths,
  diceWins,
  type DiceCondition,
  type DiceOutcome,
  type DiceParams,
  type DiceState,
} from './rules';
