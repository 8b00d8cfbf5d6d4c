import type { PlayedRound } from '@rgs/game-kit/ui';
import type { BridgeOutcome, BridgeState } from '../rules';
import { BRIDGE_ROWS, BRIDGE_SPANS, type BridgeDifficulty } from '../span';
import { multiplierAfter } from './bridge-odds';

/** What one glass panel shows: untested glass while the round is open, its true glass once it is over. */
export interface PanelView {
  readonly glass: 'untested' | 'tempered' | 'fragile';
  /** The player stepped on it (and it held, unless `broke`). */
  readonly stepped: boolean;
  /** It broke under the player: the round's end. */
  readonly broke: boolean;
}

/** One row of the bridge. */
export interface RowView {
  /** 0 = row 1, nearest the start. */
  readonly row: number;
  /** What a cashout pays once it is crossed. */
  readonly multiplier: string;
  readonly status: 'crossed' | 'next' | 'ahead' | 'fell';
  readonly panels: readonly PanelView[];
}

/** Where the player stands: on the start platform (row −1), a panel, or the far platform (row 8). */
export interface Standing {
  readonly row: number;
  readonly panel: number | null;
  readonly fell: boolean;
}

function stateOf(round: PlayedRound | null, difficulty: BridgeDifficulty): BridgeState {
  return (round?.state as BridgeState | null | undefined) ?? { difficulty, steps: [], fell: null };
}

/**
 * Every row of the bridge, row 1 first. While the round is open each panel is untested glass but
 * those the player stood on; once it is over (the outcome is public then) every panel shows its
 * glass, tempered or fragile, and the one that broke.
 */
export function rowsOf(round: PlayedRound | null, difficulty: BridgeDifficulty): RowView[] {
  const state = stateOf(round, difficulty);
  const { panels } = BRIDGE_SPANS[state.difficulty];
  const fragile = round?.status === 'CLOSED' ? ((round.outcome as BridgeOutcome | null)?.fragile ?? null) : null;
  const open = round?.status === 'OPEN';
  return Array.from({ length: BRIDGE_ROWS }, (_, row): RowView => {
    const fellHere = state.fell !== null && row === state.steps.length;
    const stepped = state.steps[row] ?? (fellHere ? state.fell : null);
    let status: RowView['status'] = 'ahead';
    if (row < state.steps.length) status = 'crossed';
    else if (fellHere) status = 'fell';
    else if (open && row === state.steps.length) status = 'next';
    return {
      row,
      multiplier: multiplierAfter(state.difficulty, row + 1)!,
      status,
      panels: Array.from({ length: panels }, (_, panel): PanelView => {
        const glass = fragile ? (fragile[row]!.includes(panel) ? 'fragile' : 'tempered') : stepped === panel ? 'tempered' : 'untested';
        const broke = fellHere && panel === state.fell;
        return { glass: broke ? 'fragile' : glass, stepped: stepped === panel, broke };
      }),
    };
  });
}

/** Where the player stands now. */
export function standingOf(round: PlayedRound | null, difficulty: BridgeDifficulty): Standing {
  const state = stateOf(round, difficulty);
  if (state.fell !== null) return { row: state.steps.length, panel: state.fell, fell: true };
  if (state.steps.length === BRIDGE_ROWS) return { row: BRIDGE_ROWS, panel: null, fell: false };
  if (state.steps.length === 0) return { row: -1, panel: null, fell: false };
  return { row: state.steps.length - 1, panel: state.steps.at(-1)!, fell: false };
}
