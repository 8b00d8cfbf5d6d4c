import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { DOORS_LEVELS } from './corridor';
import { drawTraps } from './draw';
import { doorsMultiplier } from './multiplier';
import { doorsParamsSchema, openParamsSchema, type DoorsOutcome, type DoorsParams, type DoorsState, type OpenParams } from './rules';
import { doorsStrings } from './strings';

/** A round as the rules see it. */
type DoorsRound = RoundContext<DoorsParams, DoorsOutcome, DoorsState>;

/** Throws ROUND_NOT_OPEN once a trap was opened or the last level is passed. */
function assertOpen(state: DoorsState): void {
  if (state.hit !== null || state.opened.length >= DOORS_LEVELS) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This doors round is over');
  }
}

/** The step that ends the round paying the multiplier of the levels `state` has passed. */
function won(round: DoorsRound, state: DoorsState): RuleStep<DoorsState> {
  const multiplier = doorsMultiplier(state.doors, state.opened.length);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Opens a door of the current level: the trap loses the round, any other door passes the level (the last one wins it). */
function open(round: DoorsRound, { door }: OpenParams): RuleStep<DoorsState> {
  const { state } = round;
  assertOpen(state);
  if (door >= state.doors) {
    throw new GameRuleError('INVALID_ACTION', `This corridor has ${state.doors} doors per level: door ${door} does not exist`, { door });
  }
  const level = state.opened.length;
  if (round.outcome.traps[level] === door) {
    return { state: { ...state, hit: door }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: DoorsState = { ...state, opened: [...state.opened, door] };
  // Past the last level there is nothing left to risk: the round cashes out by itself.
  if (next.opened.length === DOORS_LEVELS) return won(round, next);
  return { state: next, multiplier: doorsMultiplier(state.doors, next.opened.length) };
}

/** Doors: a corridor of 10 levels of 2–5 doors, one trapped on each; pass levels for a growing multiplier, cash out any time after the first. */
export const doorsGame = defineGame({
  key: 'doors',
  params: doorsParamsSchema,
  floatCount: () => DOORS_LEVELS,

  start(params, floats) {
    const outcome: DoorsOutcome = { traps: drawTraps(params.doors, floats) };
    const state: DoorsState = { doors: params.doors, opened: [], hit: null };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { open: { params: openParamsSchema, play: open } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.opened.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Pass a level before cashing out');
    return won(round, state);
  },

  // No `expire`: a round left for 24 hours is cashed out when it may be (a level passed) and closed
  // as a loss when not, the seam's default, which is all these rules owe.

  strings: doorsStrings,

  // "trap doors on levels 1 to 10: 2, 3, 1, …": doors numbered 1 … n from the left, as the board names them.
  describeOutcome({ traps }, _params, lang) {
    const count = new Intl.NumberFormat(localeOf(lang));
    const doors = traps.map((door) => count.format(door + 1)).join(', ');
    return doorsStrings[lang].trapsByLevel.replace('{levels}', count.format(traps.length)).replace('{doors}', doors);
  },
});
