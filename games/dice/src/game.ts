import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { diceMultiplier, diceParamsSchema, diceRollHundredths, diceWins, type DiceOutcome, type DiceState } from './rules';
import { diceStrings } from './strings';

/** Dice: one roll of 0.00 … 100.00 against the player's target; the bet settles at once (no actions, no cashout). */
export const diceGame = defineGame({
  key: 'dice',
  params: diceParamsSchema,
  floatCount: () => 1,

  start(params, floats, stake) {
    const hundredths = diceRollHundredths(floatAt(floats, 0));
    const roll = hundredths / 100;
    const won = diceWins(hundredths, params.target, params.condition);
    const state: DiceState = { roll, target: params.target, condition: params.condition, won };
    const outcome: DiceOutcome = { roll };
    if (!won) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const multiplier = diceMultiplier(params.target, params.condition);
    const step: RuleStep<DiceState> = { state, multiplier, end: { payout: payoutOf(stake, multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: diceStrings,

  // "roll 42.17", "resultado 42,17": the roll with its two decimals, in the player's digits.
  describeOutcome: ({ roll }, _params, lang) =>
    diceStrings[lang].rollOutcome.replace(
      '{roll}',
      new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(roll),
    ),
});
