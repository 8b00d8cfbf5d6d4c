import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { drawFragile } from './draw';
import { bridgeMultiplier } from './multiplier';
import { bridgeParamsSchema, stepParamsSchema, type BridgeOutcome, type BridgeParams, type BridgeState, type StepParams } from './rules';
import { BRIDGE_ROWS, spanOf } from './span';
import { bridgeStrings } from './strings';

/** A round as the rules see it. */
type BridgeRound = RoundContext<BridgeParams, BridgeOutcome, BridgeState>;

/** Throws ROUND_NOT_OPEN once a panel broke or the last row is crossed. */
function assertOpen(state: BridgeState): void {
  if (state.fell !== null || state.steps.length >= BRIDGE_ROWS) throw new GameRuleError('ROUND_NOT_OPEN', 'This bridge round is over');
}

/** The step that ends the round paying the multiplier of the rows `state` has crossed. */
function won(round: BridgeRound, state: BridgeState): RuleStep<BridgeState> {
  const multiplier = bridgeMultiplier(state.difficulty, state.steps.length);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Steps on a panel of the next row: a fragile one breaks and loses the round; a tempered one holds (the last row wins it). */
function step(round: BridgeRound, { panel }: StepParams): RuleStep<BridgeState> {
  const { state } = round;
  assertOpen(state);
  const { panels } = spanOf(state.difficulty);
  if (panel >= panels) throw new GameRuleError('INVALID_ACTION', `A ${state.difficulty} row has ${panels} panels: panel ${panel} does not exist`, { panel });
  if (round.outcome.fragile[state.steps.length]!.includes(panel)) {
    return { state: { ...state, fell: panel }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: BridgeState = { ...state, steps: [...state.steps, panel] };
  // Across the last row there is nothing left to risk: the round cashes out by itself.
  if (next.steps.length === BRIDGE_ROWS) return won(round, next);
  return { state: next, multiplier: bridgeMultiplier(state.difficulty, next.steps.length) };
}

/** Bridge: 8 rows of glass panels, some of which break; step on one panel a row for a growing multiplier, cash out any time after the first. */
export const bridgeGame = defineGame({
  key: 'bridge',
  params: bridgeParamsSchema,
  floatCount: () => BRIDGE_ROWS,

  start(params, floats) {
    const outcome: BridgeOutcome = { fragile: drawFragile(params.difficulty, floats) };
    const state: BridgeState = { difficulty: params.difficulty, steps: [], fell: null };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { step: { params: stepParamsSchema, play: step } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.steps.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Cross a row before cashing out');
    return won(round, state);
  },

  // No `expire`: a round left for 24 hours is cashed out when it may be (a row crossed) and closed
  // as a loss when not, the seam's default, which is all these rules owe.

  strings: bridgeStrings,

  // "breaking panels on rows 1 to 8: left panel, right panel, middle panel + right panel, …", as the board names them.
  describeOutcome({ fragile }, params, lang) {
    const strings = bridgeStrings[lang];
    const count = new Intl.NumberFormat(localeOf(lang));
    const { panels } = spanOf(params.difficulty);
    const sides = panels === 2 ? [strings.left, strings.right] : [strings.left, strings.middle, strings.right];
    const rows = fragile.map((row) => row.map((panel) => sides[panel]).join(' + '));
    return strings.fragileByRow.replace('{rows}', count.format(fragile.length)).replace('{panels}', rows.join(', '));
  },
});
