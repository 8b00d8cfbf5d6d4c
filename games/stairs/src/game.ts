import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { stairsMultiplier } from './multiplier';
import { drawRolls, isSafe } from './rolls';
import { climbParamsSchema, stairsParamsSchema, type ClimbParams, type StairsOutcome, type StairsParams, type StairsState } from './rules';
import { MAX_CLIMBS, STAIRS_TOP } from './staircase';
import { stairsStrings } from './strings';

/** A round as the rules see it. */
type StairsRound = RoundContext<StairsParams, StairsOutcome, StairsState>;

/** Throws ROUND_NOT_OPEN once the climber fell or stands on the top stair. */
function assertOpen(state: StairsState): void {
  if (state.fell || state.stair >= STAIRS_TOP) throw new GameRuleError('ROUND_NOT_OPEN', 'This stairs round is over');
}

/** The multiplier of `state`'s safe climbs. */
const multiplierOf = (state: StairsState) => stairsMultiplier(state.climbs.map((climb) => climb.stairs));

/** The step that ends the round paying the multiplier of `state`'s climbs. */
function won(round: StairsRound, state: StairsState): RuleStep<StairsState> {
  const multiplier = multiplierOf(state);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Climbs `stairs` on the next roll: under the climb's mark it is safe (the top wins), otherwise a fall loses. */
function climb(round: StairsRound, { stairs }: ClimbParams): RuleStep<StairsState> {
  const { state } = round;
  assertOpen(state);
  if (state.stair + stairs > STAIRS_TOP) {
    throw new GameRuleError('INVALID_ACTION', `From stair ${state.stair} a climb may take at most ${STAIRS_TOP - state.stair} stairs`, { stairs });
  }
  const roll = round.outcome.rolls[state.climbs.length]!;
  if (!isSafe(roll, stairs)) {
    return { state: { ...state, climbs: [...state.climbs, { stairs, roll }], fell: true }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: StairsState = { stair: state.stair + stairs, climbs: [...state.climbs, { stairs, roll }], fell: false };
  // The top stair leaves nothing to climb, so the round cashes out by itself.
  if (next.stair === STAIRS_TOP) return won(round, next);
  return { state: next, multiplier: multiplierOf(next) };
}

/** Stairs: climb 24 stairs a step, a stride or a leap at a time, each riskier and richer; cash out any time after the first. */
export const stairsGame = defineGame({
  key: 'stairs',
  params: stairsParamsSchema,
  floatCount: () => MAX_CLIMBS,

  start(_params, floats) {
    const outcome: StairsOutcome = { rolls: drawRolls(floats) };
    const state: StairsState = { stair: 0, climbs: [], fell: false };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { climb: { params: climbParamsSchema, play: climb } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.climbs.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Climb before cashing out');
    return won(round, state);
  },

  // No `expire`: the seam's default is what the rules owe (a cashout after a climb, else a loss).

  strings: stairsStrings,

  // "rolls of climbs 1 to 24: 43.95, 61.48, …", in the player's number format.
  describeOutcome({ rolls }, _params, lang) {
    const format = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return stairsStrings[lang].rollsFrom.replace('{rolls}', rolls.map((roll) => format.format(roll)).join(' · '));
  },
});
