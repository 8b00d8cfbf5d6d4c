import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { MINES_TILES } from './board';
import { drawMines } from './draw';
import { minesMultiplier } from './multiplier';
import { minesParamsSchema, revealParamsSchema, type MinesOutcome, type MinesParams, type MinesState, type RevealParams } from './rules';
import { minesStrings } from './strings';

/** A round as the rules see it. */
type MinesRound = RoundContext<MinesParams, MinesOutcome, MinesState>;

/** Throws ROUND_NOT_OPEN once a mine was hit or every safe tile is revealed. */
function assertOpen(state: MinesState): void {
  if (state.hit !== null || state.revealed.length >= MINES_TILES - state.mines) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This mines round is over');
  }
}

/** The step that ends the round paying the multiplier of `state`'s safe tiles. */
function won(round: MinesRound, state: MinesState): RuleStep<MinesState> {
  const multiplier = minesMultiplier(state.mines, state.revealed.length);
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Reveals one tile: a mine loses the round; the last safe tile wins it; any other safe tile raises the cashout. */
function reveal(round: MinesRound, { tile }: RevealParams): RuleStep<MinesState> {
  const { state } = round;
  assertOpen(state);
  if (state.revealed.includes(tile)) throw new GameRuleError('ALREADY_REVEALED', `Tile ${tile} is already revealed`, { tile });
  if (round.outcome.mines.includes(tile)) {
    return { state: { ...state, hit: tile }, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  }
  const next: MinesState = { ...state, revealed: [...state.revealed, tile] };
  // The last safe tile leaves nothing to risk, so the round cashes out by itself.
  if (next.revealed.length === MINES_TILES - state.mines) return won(round, next);
  return { state: next, multiplier: minesMultiplier(state.mines, next.revealed.length) };
}

/** Mines: a 5 × 5 board hiding 1–24 mines; reveal safe tiles for a growing multiplier, cash out any time after the first. */
export const minesGame = defineGame({
  key: 'mines',
  params: minesParamsSchema,
  floatCount: (params) => params.mines,

  start(params, floats) {
    const outcome: MinesOutcome = { mines: drawMines(params.mines, floats) };
    const state: MinesState = { mines: params.mines, revealed: [], hit: null };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { reveal: { params: revealParamsSchema, play: reveal } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.revealed.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Reveal a safe tile before cashing out');
    return won(round, state);
  },

  strings: minesStrings,

  // "mines on tiles 4, 8, and 20": numbered 1 … 25 row by row, as the board's tiles are named, ascending.
  describeOutcome({ mines }, _params, lang) {
    const strings = minesStrings[lang];
    const tiles = [...mines].sort((a, b) => a - b).map((tile) => String(tile + 1));
    const list = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(tiles);
    return (tiles.length === 1 ? strings.mineOnTile : strings.minesOnTiles).replace('{tiles}', list);
  },
});
