import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { spinWheel, wheelLayout, wheelParamsSchema, type WheelOutcome, type WheelParams, type WheelState } from './rules';
import { wheelStrings } from './strings';

/** Wheel: one spin of a wheel of 10–50 equal segments; the bet settles at once (no actions, no cashout). */
export const wheelGame = defineGame<WheelParams, WheelOutcome, WheelState>({
  key: 'wheel',
  params: wheelParamsSchema,
  floatCount: () => 1,

  start(params, floats, stake) {
    const state = spinWheel(params.risk, params.segments, floatAt(floats, 0));
    const outcome: WheelOutcome = { segment: state.segment };
    // A 0× segment is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<WheelState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: wheelStrings,

  // "segment 17 (1.5×)", "segmento 17 (1,5×)": the segment as RULES.md numbers it and what it carries.
  describeOutcome: ({ segment }, params, lang) => {
    const multiplier = Number(wheelLayout(params.risk, params.segments)[segment]);
    const locale = localeOf(lang);
    return wheelStrings[lang].segmentOutcome
      .replace('{segment}', new Intl.NumberFormat(locale).format(segment))
      .replace('{multiplier}', `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(multiplier)}×`);
  },
});
