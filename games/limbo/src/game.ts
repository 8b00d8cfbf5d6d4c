import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { limboMultiplier, limboParamsSchema, limboResultHundredths, limboWins, type LimboOutcome, type LimboState } from './rules';
import { limboStrings } from './strings';

/** Limbo: one result multiplier against the player's target; the bet settles at once (no actions, no cashout). */
export const limboGame = defineGame({
  key: 'limbo',
  params: limboParamsSchema,
  floatCount: () => 1,

  start(params, floats, stake) {
    const hundredths = limboResultHundredths(floatAt(floats, 0));
    const result = hundredths / 100;
    const won = limboWins(hundredths, params.target);
    const state: LimboState = { result, target: params.target, won };
    const outcome: LimboOutcome = { result };
    if (!won) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const multiplier = limboMultiplier(params.target);
    const step: RuleStep<LimboState> = { state, multiplier, end: { payout: payoutOf(stake, multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: limboStrings,

  // "result 2.37×", "resultado 2,37×": the result with its two decimals, in the player's digits.
  describeOutcome: ({ result }, _params, lang) =>
    limboStrings[lang].resultOutcome.replace(
      '{result}',
      new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(result),
    ),
});
