export {
  DICE_ROLL_OUTCOMES,
  diceMultiplier,
  diceParamsSchema,
  diceRoll,
  diceRollHundredths,
  diceRules,
  diceWins,
  type DiceCondition,
  type DiceOutcome,
  type DiceParams,
  type DiceState,
} from './rules';
