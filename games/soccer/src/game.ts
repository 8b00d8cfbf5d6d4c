import { GameRuleError, ZERO_MULTIPLIER, defineGame, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { drawKeeper, soccerFloatCount } from './keeper';
import { soccerMultiplier } from './multiplier';
import { KICKS } from './pitch';
import { shootParamsSchema, soccerParamsSchema, type ShootParams, type SoccerOutcome, type SoccerParams, type SoccerState } from './rules';
import { soccerStrings } from './strings';

/** A round as the rules see it. */
type SoccerRound = RoundContext<SoccerParams, SoccerOutcome, SoccerState>;

/** Goals scored so far (every kick but a save). */
export function goalsOf(state: SoccerState): number {
  return state.kicks.filter((kick) => kick.goal).length;
}

/** Throws ROUND_NOT_OPEN once a kick was saved or all 10 went in. */
function assertOpen(state: SoccerState): void {
  if (state.kicks.some((kick) => !kick.goal) || state.kicks.length >= KICKS) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This shoot-out is over');
  }
}

/** The step that ends the round paying the multiplier of `state`'s goals. */
function won(round: SoccerRound, state: SoccerState): RuleStep<SoccerState> {
  const multiplier = soccerMultiplier(state.difficulty, goalsOf(state));
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Takes the next kick at `zone`: a covered zone is a save (the round is lost); the 10th goal wins it; any other goal raises the cashout. */
function shoot(round: SoccerRound, { zone }: ShootParams): RuleStep<SoccerState> {
  const { state } = round;
  assertOpen(state);
  const keeper = round.outcome.keeper[state.kicks.length]!;
  const goal = !keeper.includes(zone);
  const next: SoccerState = { ...state, kicks: [...state.kicks, { zone, keeper: [...keeper], goal }] };
  if (!goal) return { state: next, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  // The last kick leaves nothing to risk, so the round cashes out by itself.
  if (next.kicks.length === KICKS) return won(round, next);
  return { state: next, multiplier: soccerMultiplier(state.difficulty, goalsOf(next)) };
}

/** Soccer: a penalty shoot-out of up to 10 kicks at a 3 × 2 goal; the keeper covers 1–4 zones a kick; cash out any time after a goal. */
export const soccerGame = defineGame({
  key: 'soccer',
  params: soccerParamsSchema,
  floatCount: (params) => soccerFloatCount(params.difficulty),

  start(params, floats) {
    const outcome: SoccerOutcome = { keeper: drawKeeper(params.difficulty, floats) };
    const state: SoccerState = { difficulty: params.difficulty, kicks: [] };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { shoot: { params: shootParamsSchema, play: shoot } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (goalsOf(state) === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Score a goal before cashing out');
    return won(round, state);
  },

  // No `expire`: a round left for 24 hours owes no more than the seam's default (cash out after a goal, else lost).

  strings: soccerStrings,

  // "keeper’s zones, kick by kick: 2+5, 1+3, …": zones numbered 1 … 6 as the goal names them, ascending within a kick.
  describeOutcome({ keeper }, _params, lang) {
    const kicks = keeper.map((zones) => [...zones].sort((a, b) => a - b).map((zone) => String(zone + 1)).join('+'));
    return soccerStrings[lang].keeperOutcome.replace('{kicks}', kicks.join(', '));
  },
});
