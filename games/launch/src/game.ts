import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { DESTINATION_MULTIPLIERS, flyTo, launchParamsSchema, stagesTo, type LaunchOutcome, type LaunchParams, type LaunchState } from './rules';
import { launchStrings } from './strings';

/** Launch: one flight of a rocket of 1–5 stages; the bet settles at once (no actions, no cashout). */
export const launchGame = defineGame<LaunchParams, LaunchOutcome, LaunchState>({
  key: 'launch',
  params: launchParamsSchema,
  // One float per stage, drawn even for the stages after a failure, so a round's floats never depend on its result.
  floatCount: (params) => stagesTo(params.destination),

  start(params, floats, stake) {
    const stages = stagesTo(params.destination);
    const state = flyTo(params.destination, Array.from({ length: stages }, (_, i) => floatAt(floats, i)));
    const outcome: LaunchOutcome = { fired: state.fired };
    // A failed stage is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<LaunchState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: launchStrings,

  // "3 of 5 stages fired (0×)", "3 de 3 estágios dispararam (4,224×)": what the fairness panel recomputed.
  describeOutcome: ({ fired }, params, lang) => {
    const stages = stagesTo(params.destination);
    const multiplier = fired === stages ? Number(DESTINATION_MULTIPLIERS[params.destination]) : 0;
    const locale = localeOf(lang);
    return launchStrings[lang].flightOutcome
      .replace('{fired}', String(fired))
      .replace('{stages}', String(stages))
      .replace('{multiplier}', `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(multiplier)}×`);
  },
});
