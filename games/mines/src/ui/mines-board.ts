import type { PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { MINES_TILES } from '../board';
import type { MinesOutcome, MinesState } from '../rules';
import { burstArt, gemArt, mineArt } from './tile-art';

/** Tiles per row (and rows) of the 5 × 5 board. */
export const SIDE = 5;

/** What one tile shows. `picked`: the player chose it (a revealed gem, or the mine hit). */
export interface TileView {
  readonly kind: 'hidden' | 'gem' | 'mine';
  readonly picked: boolean;
}

/** The state key of a tile's label: hidden, gem, mine hit, or, once the round is over, what was under an unpicked tile. */
export type TileStateKey = 'hidden' | 'gem' | 'mineHit' | 'gemUnpicked' | 'mineUnpicked';

/**
 * Every tile of `round`'s board. While it is open only the revealed gems show; once it is closed
 * the outcome's mines are known, and every tile is turned over, those the player did not pick dimmed.
 */
export function boardOf(round: PlayedRound | null): TileView[] {
  const state = round?.state as MinesState | null | undefined;
  const revealed = new Set(state?.revealed ?? []);
  const hit = state?.hit ?? null;
  const mines = round?.status === 'CLOSED' ? new Set((round.outcome as MinesOutcome | null)?.mines ?? []) : null;
  return Array.from({ length: MINES_TILES }, (_, tile): TileView => {
    if (tile === hit) return { kind: 'mine', picked: true };
    if (revealed.has(tile)) return { kind: 'gem', picked: true };
    if (!mines) return { kind: 'hidden', picked: false };
    return { kind: mines.has(tile) ? 'mine' : 'gem', picked: false };
  });
}

/** Which label a tile gets. */
export function stateKey(view: TileView): TileStateKey {
  if (view.kind === 'hidden') return 'hidden';
  if (view.picked) return view.kind === 'gem' ? 'gem' : 'mineHit';
  return view.kind === 'gem' ? 'gemUnpicked' : 'mineUnpicked';
}

/**
 * Where a key moves the focus in the grid (tiles 0 … 24, row by row), or null for keys the grid
 * leaves alone: arrows one tile (stopping at the edges), Home / End the row's ends, with Ctrl the
 * board's first and last tile.
 */
export function movedFocus(key: string, ctrl: boolean, tile: number): number | null {
  const row = Math.floor(tile / SIDE);
  const column = tile % SIDE;
  switch (key) {
    case 'ArrowRight':
      return column < SIDE - 1 ? tile + 1 : tile;
    case 'ArrowLeft':
      return column > 0 ? tile - 1 : tile;
    case 'ArrowDown':
      return row < SIDE - 1 ? tile + SIDE : tile;
    case 'ArrowUp':
      return row > 0 ? tile - SIDE : tile;
    case 'Home':
      return ctrl ? 0 : row * SIDE;
    case 'End':
      return ctrl ? MINES_TILES - 1 : row * SIDE + SIDE - 1;
    default:
      return null;
  }
}

/** How the grid talks to its game. */
export interface GridOptions {
  readonly label: string;
  /** The one tile in the tab order (roving focus). */
  readonly focus: number;
  /** The tile's accessible name. */
  readonly tileLabel: (tile: number, view: TileView) => string;
  /** Whether clicking the tile now reveals it. */
  readonly canPick: (tile: number, view: TileView) => boolean;
  /** Whether a tile is picked for autobet; null when nothing is being picked (the cells then carry no selection state). */
  readonly selected?: ((tile: number) => boolean) | null;
  readonly onPick: (tile: number) => void;
  readonly onFocus: (tile: number) => void;
}

function art(view: TileView): TemplateResult | typeof nothing {
  if (view.kind === 'hidden') return nothing;
  const picture = view.kind === 'gem' ? gemArt : view.picked ? svg`${burstArt}${mineArt}` : mineArt;
  return html`<svg class="art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">${picture}</svg>`;
}

/** The 5 × 5 grid: a real button per tile (role gridcell), arrow keys between them, one tab stop. */
export function renderGrid(board: readonly TileView[], options: GridOptions): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.tile);
    const to = Number.isInteger(from) ? movedFocus(event.key, event.ctrlKey, from) : null;
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-tile="${to}"]`)?.focus();
  };
  const rows = Array.from({ length: SIDE }, (_, row) => board.slice(row * SIDE, row * SIDE + SIDE));
  return html`<div class="grid" role="grid" aria-label=${options.label} @keydown=${onKey}>
    ${rows.map(
      (views, row) => html`<div role="row" class="row">
        ${views.map((view, column) => {
          const tile = row * SIDE + column;
          const pickable = options.canPick(tile, view);
          const selected = options.selected ? options.selected(tile) : null;
          const classes = `tile ${view.kind}${view.picked ? ' picked' : ''}${pickable ? ' pickable' : ''}${selected ? ' selected' : ''}`;
          return html`<button type="button" role="gridcell" class=${classes} data-tile=${tile} style="--i:${tile}"
            tabindex=${tile === options.focus ? 0 : -1} aria-label=${options.tileLabel(tile, view)} aria-disabled=${pickable ? 'false' : 'true'}
            aria-selected=${selected === null ? nothing : selected ? 'true' : 'false'}
            @focus=${() => options.onFocus(tile)} @click=${() => pickable && options.onPick(tile)}>${art(view)}</button>`;
        })}
      </div>`,
    )}
  </div>`;
}
