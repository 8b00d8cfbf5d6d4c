import { ZERO_MULTIPLIER, defineGame, floatAt, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { VOLT_LADDERS, climbVolt, voltParamsSchema, type VoltOutcome, type VoltParams, type VoltState } from './rules';
import { voltStrings } from './strings';

/** Volt: one climb of the charge up a ten-rung coil; the bet settles at once (no actions, no cashout). */
export const voltGame = defineGame<VoltParams, VoltOutcome, VoltState>({
  key: 'volt',
  params: voltParamsSchema,
  floatCount: () => 1,

  start(params, floats, stake) {
    const state = climbVolt(params.risk, floatAt(floats, 0));
    const outcome: VoltOutcome = { level: state.level };
    // Fizzled at the base: a loss, and the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<VoltState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: voltStrings,

  // "rung 6 (3×)", "degrau 6 (3×)", "fizzled at the base (0×)": the level as RULES.md numbers it and what it pays.
  describeOutcome: ({ level }, params, lang) => {
    const strings = voltStrings[lang];
    if (level === 0) return strings.baseOutcome;
    const locale = localeOf(lang);
    const multiplier = Number(VOLT_LADDERS[params.risk].multipliers[level]);
    return strings.rungOutcome
      .replace('{rung}', new Intl.NumberFormat(locale).format(level))
      .replace('{multiplier}', `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(multiplier)}×`);
  },
});
