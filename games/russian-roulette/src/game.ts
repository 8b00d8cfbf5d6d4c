import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { CHAMBERS } from './cylinder';
import { drawLoaded } from './draw';
import { russianRouletteMultiplier } from './multiplier';
import { pullParamsSchema, russianRouletteParamsSchema, type RussianRouletteOutcome, type RussianRouletteParams, type RussianRouletteState } from './rules';
import { russianRouletteStrings } from './strings';

/** A round as the rules see it. */
type RouletteRound = RoundContext<RussianRouletteParams, RussianRouletteOutcome, RussianRouletteState>;

/** Throws ROUND_NOT_OPEN once a bullet fired or every empty chamber has. */
function assertOpen(state: RussianRouletteState): void {
  if (state.bang || state.survived >= CHAMBERS - state.bullets) throw new GameRuleError('ROUND_NOT_OPEN', 'This russian roulette round is over');
}

/** The step that ends the round paying the multiplier of `state`'s empty chambers. */
function won(round: RouletteRound, state: RussianRouletteState): RuleStep<RussianRouletteState> {
  const multiplier = russianRouletteMultiplier(state.bullets, state.survived);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Fires the next chamber: a bullet loses the round; the last empty chamber wins it; any other raises the cashout. */
function pull(round: RouletteRound): RuleStep<RussianRouletteState> {
  const { state } = round;
  assertOpen(state);
  if (round.outcome.loaded.includes(state.survived + 1)) {
    return { state: { ...state, bang: true }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: RussianRouletteState = { ...state, survived: state.survived + 1 };
  // The last empty chamber leaves only bullets to fire: the round cashes out by itself.
  if (next.survived === CHAMBERS - state.bullets) return won(round, next);
  return { state: next, multiplier: russianRouletteMultiplier(state.bullets, next.survived) };
}

/** Russian Roulette: a six-chamber cylinder holding 1–5 bullets; pull for a growing multiplier, cash out any time after the first click. */
export const russianRouletteGame = defineGame({
  key: 'russianRoulette',
  params: russianRouletteParamsSchema,
  floatCount: (params) => params.bullets,

  start(params, floats) {
    const outcome: RussianRouletteOutcome = { loaded: drawLoaded(params.bullets, floats) };
    const state: RussianRouletteState = { bullets: params.bullets, survived: 0, bang: false };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { pull: { params: pullParamsSchema, play: pull } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.survived === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Pull the trigger once before cashing out');
    return won(round, state);
  },

  strings: russianRouletteStrings,

  // "bullets in chambers 3 and 5": ascending, as the cylinder numbers them.
  describeOutcome({ loaded }, _params, lang) {
    const strings = russianRouletteStrings[lang];
    const chambers = [...loaded].sort((a, b) => a - b).map(String);
    const list = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(chambers);
    return (chambers.length === 1 ? strings.bulletInChamber : strings.bulletsInChambers).replace('{chambers}', list);
  },
});
