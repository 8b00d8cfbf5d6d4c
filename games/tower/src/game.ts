import { GameRuleError, ZERO_MULTIPLIER, defineGame, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { TOWER_LAYOUTS, TOWER_ROWS } from './board';
import { drawTowerBombs, towerFloatCount } from './draw';
import { towerMultiplier } from './multiplier';
import { pickParamsSchema, towerParamsSchema, type PickParams, type TowerOutcome, type TowerParams, type TowerState } from './rules';
import { towerStrings } from './strings';

/** A round as the rules see it. */
type TowerRound = RoundContext<TowerParams, TowerOutcome, TowerState>;

/** Throws ROUND_NOT_OPEN once a bomb was hit or the top floor is cleared. */
function assertOpen(state: TowerState): void {
  if (state.hit !== null || state.picks.length >= TOWER_ROWS) throw new GameRuleError('ROUND_NOT_OPEN', 'This tower round is over');
}

/** The step that ends the round paying the multiplier of `state`'s floors cleared. */
function won(round: TowerRound, state: TowerState): RuleStep<TowerState> {
  const multiplier = towerMultiplier(state.difficulty, state.picks.length);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Picks a tile on the floor the player stands on: a bomb loses; a safe tile climbs a floor, and the top floor wins. */
function pick(round: TowerRound, { tile }: PickParams): RuleStep<TowerState> {
  const { state } = round;
  assertOpen(state);
  const { tiles } = TOWER_LAYOUTS[state.difficulty];
  if (tile >= tiles) throw new GameRuleError('INVALID_ACTION', `A ${state.difficulty} floor has tiles 0 to ${tiles - 1}`, { tile });
  const floor = state.picks.length;
  if (round.outcome.bombs[floor]!.includes(tile)) {
    return { state: { ...state, hit: tile }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: TowerState = { ...state, picks: [...state.picks, tile] };
  // The top floor leaves nothing to climb, so the round cashes out by itself.
  if (next.picks.length === TOWER_ROWS) return won(round, next);
  return { state: next, multiplier: towerMultiplier(state.difficulty, next.picks.length) };
}

/** Tower: 9 floors of 2–4 tiles hiding 1–3 bombs each; pick a safe tile to climb, cash out any time after floor 1. */
export const towerGame = defineGame({
  key: 'tower',
  params: towerParamsSchema,
  floatCount: (params) => towerFloatCount(params.difficulty),

  start(params, floats) {
    const outcome: TowerOutcome = { bombs: drawTowerBombs(params.difficulty, floats) };
    const state: TowerState = { difficulty: params.difficulty, picks: [], hit: null };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { pick: { params: pickParamsSchema, play: pick } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.picks.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Clear a floor before cashing out');
    return won(round, state);
  },

  // No `expire`: the seam's default is what the rules owe (a cashout after a floor, else a loss).

  strings: towerStrings,

  // "bombs on floors 1 to 9, tiles counted from the left: 2 · 2 · 1+3 · …", as the board numbers them.
  describeOutcome({ bombs }, _params, lang) {
    const floors = bombs.map((row) => [...row].sort((a, b) => a - b).map((tile) => tile + 1).join('+'));
    return towerStrings[lang].bombsByFloor.replace('{floors}', floors.join(' · '));
  },
});
