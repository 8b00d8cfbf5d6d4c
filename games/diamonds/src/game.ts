import { defineGame, payoutOf, ZERO_MULTIPLIER, type RuleStep } from '@rgs/game-kit';
import { DIAMONDS_PAYTABLE, GEM_COUNT, diamondsParamsSchema, drawGems, handOf, type DiamondsOutcome, type DiamondsParams, type DiamondsState } from './rules';
import { timesText } from './format';
import { diamondsStrings } from './strings';

/** Diamonds: five gems of seven colours, paid by the hand they form; the bet settles at once (no actions, no cashout). */
export const diamondsGame = defineGame<DiamondsParams, DiamondsOutcome, DiamondsState>({
  key: 'diamonds',
  params: diamondsParamsSchema,
  floatCount: () => GEM_COUNT,

  start(_params, floats, stake) {
    // floatAt's checks, for all five: drawGems refuses a missing float or one outside [0, 1).
    const state = drawGems(floats.slice(0, GEM_COUNT));
    const outcome: DiamondsOutcome = { gems: state.gems };
    // "No match" pays 0×: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<DiamondsState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: diamondsStrings,

  // "purple, red, red, red, green: Three of a kind (3×)": the colours in RULES.md's order, the hand and what it pays.
  describeOutcome: ({ gems }, _params, lang) => {
    const table = diamondsStrings[lang];
    const hand = handOf(gems);
    return table.gemsOutcome
      .replace('{gems}', gems.map((gem) => table[`colour${gem}` as keyof typeof table]).join(', '))
      .replace('{hand}', table[hand])
      .replace('{multiplier}', timesText(DIAMONDS_PAYTABLE[hand], lang));
  },
});
