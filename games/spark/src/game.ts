import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import type { GameLanguage } from '@rgs/game-kit/ui';
import { insideWindow, playSpark, sparkMultiplier, sparkParamsSchema, type SparkOutcome, type SparkParams, type SparkState } from './rules';
import { sparkStrings } from './strings';

/** Spark: one spark along a 0–100 fuse against the player's window; the bet settles at once (no actions, no cashout). */
export const sparkGame = defineGame<SparkParams, SparkOutcome, SparkState>({
  key: 'spark',
  params: sparkParamsSchema,
  floatCount: () => 1,

  start(params, floats, stake) {
    const state = playSpark(params, floatAt(floats, 0));
    const outcome: SparkOutcome = { point: state.point };
    // Outside the window is a loss: the seam closes the round on its debit.
    if (!state.won) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<SparkState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: sparkStrings,

  // "spark at 44.46, inside 30.00–55.00 (3.96×)": the point and the window on the fuse's scale, and what it paid.
  describeOutcome: ({ point }, params, lang) => {
    const won = insideWindow(point, params);
    const at = (hundredths: number) => onFuse(hundredths, lang);
    const multiplier = won ? Number(sparkMultiplier(params.width)) : 0;
    return sparkStrings[lang].pointOutcome
      .replace('{point}', at(point))
      .replace('{where}', sparkStrings[lang][won ? 'inside' : 'outside'])
      .replace('{from}', at(params.start))
      .replace('{to}', at(params.start + params.width))
      .replace('{multiplier}', `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(multiplier)}×`);
  },
});


/** Hundredths as a place on the fuse, with two decimals in the player's digits: 4446 → "44.46", "44,46". */
function onFuse(hundredths: number, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
}
