import { GameRuleError, ZERO_MULTIPLIER, defineGame, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { DIFFICULTIES } from './difficulty';
import { drawPop } from './draw';
import { balloonMultiplier } from './multiplier';
import { balloonParamsSchema, pumpParamsSchema, type BalloonOutcome, type BalloonParams, type BalloonState } from './rules';
import { balloonStrings } from './strings';

/** A round as the rules see it. */
type BalloonRound = RoundContext<BalloonParams, BalloonOutcome, BalloonState>;

/** Throws ROUND_NOT_OPEN once the balloon popped or every pump of the cap held. */
function assertOpen(state: BalloonState): void {
  if (state.popped || state.pumps >= DIFFICULTIES[state.difficulty].pumps) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This balloon round is over');
  }
}

/** The step that ends the round paying the multiplier of `state`'s pumps. */
function won(round: BalloonRound, state: BalloonState): RuleStep<BalloonState> {
  const multiplier = balloonMultiplier(state.difficulty, state.pumps);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** One pump: the pop pump loses the round; the cap's last pump wins it; any other raises the cashout. */
function pump(round: BalloonRound): RuleStep<BalloonState> {
  const { state } = round;
  assertOpen(state);
  if (round.outcome.popAt === state.pumps + 1) {
    return { state: { ...state, popped: true }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: BalloonState = { ...state, pumps: state.pumps + 1 };
  // The cap's last pump leaves nothing to risk: the round cashes out by itself.
  if (next.pumps === DIFFICULTIES[state.difficulty].pumps) return won(round, next);
  return { state: next, multiplier: balloonMultiplier(state.difficulty, next.pumps) };
}

/** Balloon: pump a balloon that pops with a fixed chance each pump; cash out any time after the first. */
export const balloonGame = defineGame({
  key: 'balloon',
  params: balloonParamsSchema,
  floatCount: (params) => DIFFICULTIES[params.difficulty].pumps,

  start(params, floats) {
    const outcome: BalloonOutcome = { popAt: drawPop(params.difficulty, floats) };
    const state: BalloonState = { difficulty: params.difficulty, pumps: 0, popped: false };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { pump: { params: pumpParamsSchema, play: pump } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.pumps === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Pump at least once before cashing out');
    return won(round, state);
  },

  strings: balloonStrings,

  // "pops on pump 7" or "holds all 24 pumps", in the player's language.
  describeOutcome({ popAt }, params, lang) {
    const strings = balloonStrings[lang];
    if (popAt === null) return strings.holdsAll.replace('{n}', String(DIFFICULTIES[params.difficulty].pumps));
    return strings.popsOn.replace('{n}', String(popAt));
  },
});
