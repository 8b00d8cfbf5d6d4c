import { ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { countMatches, crackSafe, safeMultiplier, safeParamsSchema, type SafeOutcome, type SafeParams, type SafeState } from './rules';
import { safeStrings } from './strings';

/** Safe: set a guess on 2, 3 or 4 dials, the code is drawn one float per dial; the bet settles at once (no actions, no cashout). */
export const safeGame = defineGame<SafeParams, SafeOutcome, SafeState>({
  key: 'safe',
  params: safeParamsSchema,
  floatCount: (params) => params.dials,

  start(params, floats, stake) {
    const state = crackSafe(params, floats);
    const outcome: SafeOutcome = { code: state.code };
    // Fewer than all but one match is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<SafeState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: safeStrings,

  // "code 7 5 9 1, 3 of 4 match (100×)": the code as RULES.md writes it, what it matched and paid.
  describeOutcome: ({ code }, params, lang) => {
    const matches = countMatches(params.guess, code);
    const locale = localeOf(lang);
    const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(safeMultiplier(params.dials, matches)));
    return safeStrings[lang].codeOutcome
      .replace('{code}', code.join(' '))
      .replace('{matches}', String(matches))
      .replace('{dials}', String(params.dials))
      .replace('{multiplier}', `${multiplier}×`);
  },
});
