import { defineGame, localeOf, payoutOf, type RuleStep } from '@rgs/game-kit';
import { KENO_FLOAT_COUNT, kenoHits, kenoParamsSchema, playKeno, type KenoOutcome, type KenoParams, type KenoState } from './rules';
import { kenoStrings } from './strings';

/**
 * Keno: 1 to 10 numbers picked of 40, 10 drawn; the paytable of the chosen risk pays by how many of
 * the picks were drawn. The bet settles at once (no actions, no cashout); the whole draw is the outcome.
 */
export const kenoGame = defineGame<KenoParams, KenoOutcome, KenoState>({
  key: 'keno',
  params: kenoParamsSchema,
  floatCount: () => KENO_FLOAT_COUNT,

  start(params, floats, stake) {
    const { state, multiplier } = playKeno(params, floats);
    const outcome: KenoOutcome = { drawn: state.drawn };
    const step: RuleStep<KenoState> = { state, multiplier, end: { payout: payoutOf(stake, multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: kenoStrings,

  // "drawn 4, 17, 23, … (2 hits)": the numbers in draw order, and how many of the picks they hit.
  describeOutcome({ drawn }, params, lang) {
    const strings = kenoStrings[lang];
    const count = new Intl.NumberFormat(localeOf(lang));
    const hits = kenoHits(params.picks, drawn).length;
    return strings.drawnOutcome
      .replace('{drawn}', drawn.map((n) => count.format(n)).join(', '))
      .replace('{hits}', (hits === 1 ? strings.oneHit : strings.hitsCount).replace('{n}', count.format(hits)));
  },
});
