import { GameRuleError, ZERO_MULTIPLIER, type GameRules, type RoundStep, type RoundView } from '@rgs/game-kit';
import { z } from 'zod';
import { MAX_MINES, MIN_MINES, MINES_TILES } from './board';
import { drawMines } from './draw';
import { minesMultiplier } from './multiplier';

/** `placeBet` params of mines (INTERFACES §5). */
export const minesParamsSchema = z.strictObject({
  mines: z.number().int().min(MIN_MINES).max(MAX_MINES),
});

/** Params of the `reveal` action. */
export const revealParamsSchema = z.strictObject({
  tile: z.number().int().min(0).max(MINES_TILES - 1),
});

/** Validated mines params. */
export type MinesParams = z.infer<typeof minesParamsSchema>;

/** Validated `reveal` params. */
export type RevealParams = z.infer<typeof revealParamsSchema>;

/** The hidden outcome: mine tiles in draw order. Never in the state; shown only once the round is closed. */
export interface MinesOutcome {
  readonly mines: readonly number[];
}

/** What the player sees: the mine count, safe tiles in reveal order, and the mine hit, if any. */
export interface MinesState {
  readonly mines: number;
  readonly revealed: readonly number[];
  readonly hit: number | null;
}

/** A round as the rules see it. */
type MinesRound = RoundView<MinesParams, MinesOutcome, MinesState>;

/** Throws ROUND_NOT_OPEN once a mine was hit or every safe tile is revealed. */
function assertOpen(state: MinesState): void {
  if (state.hit !== null || state.revealed.length >= MINES_TILES - state.mines) {
    throw new GameRuleError('ROUND_NOT_OPEN', 'This mines round is over');
  }
}

function reveal(round: MinesRound, actionParams: unknown): RoundStep<MinesState> {
  const parsed = revealParamsSchema.safeParse(actionParams);
  if (!parsed.success) {
    throw new GameRuleError('INVALID_ACTION', 'reveal needs { tile: integer 0–24 }', { action: 'reveal' });
  }
  const { tile } = parsed.data;
  const { state } = round;
  assertOpen(state);
  if (state.revealed.includes(tile)) throw new GameRuleError('ALREADY_REVEALED', `Tile ${tile} is already revealed`, { tile });
  if (round.outcome.mines.includes(tile)) {
    return { status: 'lost', state: { ...state, hit: tile }, multiplier: ZERO_MULTIPLIER };
  }
  const revealed = [...state.revealed, tile];
  const multiplier = minesMultiplier(state.mines, revealed.length);
  // The last safe tile leaves nothing to risk, so the round cashes out by itself.
  const status = revealed.length === MINES_TILES - state.mines ? 'won' : 'open';
  return { status, state: { ...state, revealed }, multiplier };
}

/** Mines: a 5 × 5 board hiding 1–24 mines; reveal safe tiles for a growing multiplier, cash out any time after the first. */
export const minesRules: GameRules<MinesParams, MinesOutcome, MinesState> = {
  key: 'mines',
  lifecycle: 'stateful',
  paramsSchema: minesParamsSchema,
  actionSchemas: { reveal: revealParamsSchema },

  floatCount: (params) => params.mines,

  start(params, floats) {
    const outcome: MinesOutcome = { mines: drawMines(params.mines, floats) };
    return { outcome, step: { status: 'open', state: { mines: params.mines, revealed: [], hit: null }, multiplier: ZERO_MULTIPLIER } };
  },

  act(round, action, actionParams) {
    if (action === 'reveal') return reveal(round, actionParams);
    throw new GameRuleError('INVALID_ACTION', `Mines has no action "${action}"; use reveal`, { action });
  },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.revealed.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Reveal a safe tile before cashing out');
    return { status: 'won', state, multiplier: minesMultiplier(state.mines, state.revealed.length) };
  },
};
