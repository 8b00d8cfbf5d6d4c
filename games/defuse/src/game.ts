import { defineGame, localeOf, payoutOf, ZERO_MULTIPLIER, type RuleStep } from '@rgs/game-kit';
import { defuseMultiplier, defuseParamsSchema, firstLiveCut, playDefuse, type DefuseOutcome, type DefuseParams, type DefuseState } from './rules';
import { OUTCOME_WORDS } from './outcome-words';
import { defuseStrings } from './strings';

/** Defuse: cut the marked wires of a bomb with 1–3 live wires; the bet settles at once (no actions, no cashout). */
export const defuseGame = defineGame<DefuseParams, DefuseOutcome, DefuseState>({
  key: 'defuse',
  params: defuseParamsSchema,
  // One float per live wire drawn.
  floatCount: (params) => params.live,

  start(params, floats, stake) {
    const { outcome, state } = playDefuse(params, floats);
    // A live wire cut is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<DefuseState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: defuseStrings,

  // "live wires 9, 6, 7, defused (5.9399×)", "fio vivo 4, explodiu no fio 4": the draw as RULES.md orders it, and what it did to the cut.
  describeOutcome: ({ liveWires }, params, lang) => {
    const words = OUTCOME_WORDS[lang];
    const live = (liveWires.length === 1 ? words.liveOne : words.liveMany).replace('{wires}', liveWires.join(', '));
    const blewAt = firstLiveCut(params.cut, liveWires);
    const multiplier = `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(defuseMultiplier(params.live, params.cut.length)))}×`;
    const result = blewAt === null ? words.defused.replace('{multiplier}', multiplier) : words.blew.replace('{wire}', String(blewAt));
    return `${live}, ${result}`;
  },
});
