import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { chickenMultiplier } from './multiplier';
import { laneCount } from './road';
import { chickenParamsSchema, crossParamsSchema, type ChickenOutcome, type ChickenParams, type ChickenState, type CrossParams } from './rules';
import { outcomeStrings } from './outcome-strings';
import { chickenStrings } from './strings';
import { drawCars } from './traffic';

/** A round as the rules see it. */
type ChickenRound = RoundContext<ChickenParams, ChickenOutcome, ChickenState>;

/** Throws ROUND_NOT_OPEN once a car hit or the whole road is crossed. */
function assertOpen(state: ChickenState): void {
  if (state.hit !== null || state.crossed >= laneCount(state.difficulty)) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This chicken round is over');
  }
}

/** The step that ends the round paying the multiplier of `state`'s lanes crossed. */
function won(round: ChickenRound, state: ChickenState): RuleStep<ChickenState> {
  const multiplier = chickenMultiplier(state.difficulty, state.crossed);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Steps into the next lane: a car loses the round; the last lane wins it; any other lane raises the cashout. */
function cross(round: ChickenRound, { lane }: CrossParams): RuleStep<ChickenState> {
  const { state } = round;
  assertOpen(state);
  if (lane < state.crossed) throw new GameRuleError('ALREADY_REVEALED', `Lane ${lane} is already crossed`, { lane });
  // Naming the lane makes a repeated request harmless: it can never cross a second lane.
  if (lane > state.crossed) throw new GameRuleError('INVALID_ACTION', `Cross the lanes in order: the next lane is ${state.crossed}`, { lane, next: state.crossed });
  if (round.outcome.cars.includes(lane)) {
    return { state: { ...state, hit: lane }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: ChickenState = { ...state, crossed: state.crossed + 1 };
  // The far kerb: nothing left to risk, so the round cashes out by itself.
  if (next.crossed === laneCount(state.difficulty)) return won(round, next);
  return { state: next, multiplier: chickenMultiplier(state.difficulty, next.crossed) };
}

/** Chicken: cross a road lane by lane, each lane riskier and worth more than the last; cash out any time after the first. */
export const chickenGame = defineGame({
  key: 'chicken',
  params: chickenParamsSchema,
  floatCount: (params) => laneCount(params.difficulty),

  start(params, floats) {
    const outcome: ChickenOutcome = { cars: drawCars(params.difficulty, floats) };
    const state: ChickenState = { difficulty: params.difficulty, crossed: 0, hit: null };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { cross: { params: crossParamsSchema, play: cross } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.crossed === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Cross a lane before cashing out');
    return won(round, state);
  },

  // No `expire`: a round left open is cashed out when a lane was crossed, else closed as a loss (RULES.md).

  // The page's strings and the outcome's, in every language.
  strings: {
    en: { ...chickenStrings.en, ...outcomeStrings.en },
    pt: { ...chickenStrings.pt, ...outcomeStrings.pt },
    es: { ...chickenStrings.es, ...outcomeStrings.es },
  },

  // "cars in lanes 8, 19, and 21": numbered from 1 as the board names them.
  describeOutcome({ cars }, _params, lang) {
    const strings = outcomeStrings[lang];
    if (cars.length === 0) return strings.noCars;
    const lanes = cars.map((lane) => String(lane + 1));
    const list = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(lanes);
    return (lanes.length === 1 ? strings.carInLane : strings.carsInLanes).replace('{lanes}', list);
  },
});
