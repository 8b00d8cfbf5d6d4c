import { html, nothing, type TemplateResult } from 'lit';
import { KENO_NUMBERS } from '../board';
import { gemArt, ringArt } from './keno-art';

/** What one cell shows: not picked, picked (and not drawn), drawn but not picked, or a hit (picked and drawn). */
export type CellKind = 'idle' | 'picked' | 'drawn' | 'hit';

/** One cell of the board. `fresh`: revealed by the ball that came out last, so it animates. */
export interface CellView {
  readonly number: number;
  readonly kind: CellKind;
  readonly fresh: boolean;
}

/** The string key of each kind's accessible name ("7, picked", "7, drawn, hit"). */
export const CELL_LABEL: Readonly<Record<CellKind, 'cell' | 'cellPicked' | 'cellDrawn' | 'cellHit'>> = {
  idle: 'cell',
  picked: 'cellPicked',
  drawn: 'cellDrawn',
  hit: 'cellHit',
};

/** The 40 cells for these picks and the numbers drawn so far (in draw order). */
export function boardOf(picks: readonly number[], drawn: readonly number[]): CellView[] {
  const picked = new Set(picks);
  const out = new Set(drawn);
  const last = drawn.at(-1);
  return Array.from({ length: KENO_NUMBERS }, (_, i): CellView => {
    const number = i + 1;
    const kind: CellKind = out.has(number) ? (picked.has(number) ? 'hit' : 'drawn') : picked.has(number) ? 'picked' : 'idle';
    return { number, kind, fresh: number === last };
  });
}

/**
 * Where a key moves the focus on a board laid out `columns` wide (numbers 1 … 40 row by row), or
 * null for keys the board leaves alone: arrows one cell (stopping at the edges), Home / End the
 * row's ends, with Ctrl the first and last number.
 */
export function movedFocus(key: string, ctrl: boolean, number: number, columns: number): number | null {
  const index = number - 1;
  const column = index % columns;
  const rowStart = index - column;
  switch (key) {
    case 'ArrowRight':
      return column < columns - 1 && number < KENO_NUMBERS ? number + 1 : number;
    case 'ArrowLeft':
      return column > 0 ? number - 1 : number;
    case 'ArrowDown':
      return number + columns <= KENO_NUMBERS ? number + columns : number;
    case 'ArrowUp':
      return number - columns >= 1 ? number - columns : number;
    case 'Home':
      return ctrl ? 1 : rowStart + 1;
    case 'End':
      return ctrl ? KENO_NUMBERS : Math.min(rowStart + columns, KENO_NUMBERS);
    default:
      return null;
  }
}

/** How the board talks to its game. */
export interface BoardOptions {
  readonly label: string;
  /** The one cell in the tab order (roving focus). */
  readonly focus: number;
  readonly cellLabel: (cell: CellView) => string;
  /** Whether clicking the cell now picks or unpicks it. */
  readonly canToggle: (cell: CellView) => boolean;
  /** Whether the cell's number is picked (its pressed state). */
  readonly pressed: (cell: CellView) => boolean;
  readonly describedBy: string;
  readonly onToggle: (number: number) => void;
  readonly onFocus: (number: number) => void;
}

/** How many columns the board is laid out in now (8, or 5 on a narrow screen). */
function columnsOf(grid: HTMLElement): number {
  const template = getComputedStyle(grid).gridTemplateColumns;
  const count = template ? template.split(' ').filter(Boolean).length : 0;
  return count === 5 || count === 8 ? count : 8;
}

function art(cell: CellView): TemplateResult | typeof nothing {
  if (cell.kind === 'hit') return html`<svg class="art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">${gemArt}</svg>`;
  if (cell.kind === 'drawn') return html`<svg class="art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">${ringArt}</svg>`;
  return nothing;
}

/** The 40 numbers: a toggle button each (aria-pressed), arrow keys between them, one tab stop. */
export function renderCells(board: readonly CellView[], options: BoardOptions): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.number);
    const grid = event.currentTarget as HTMLElement;
    const to = Number.isInteger(from) ? movedFocus(event.key, event.ctrlKey, from, columnsOf(grid)) : null;
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    grid.querySelector<HTMLElement>(`[data-number="${to}"]`)?.focus();
  };
  return html`<div class="grid" role="group" aria-label=${options.label} aria-describedby=${options.describedBy} @keydown=${onKey}>
    ${board.map((cell) => {
      const toggles = options.canToggle(cell);
      return html`<button type="button" class="cell ${cell.kind}${cell.fresh ? ' fresh' : ''}${toggles ? ' toggles' : ''}" data-number=${cell.number}
        tabindex=${cell.number === options.focus ? 0 : -1} aria-label=${options.cellLabel(cell)} aria-pressed=${options.pressed(cell) ? 'true' : 'false'}
        aria-disabled=${toggles ? 'false' : 'true'} @focus=${() => options.onFocus(cell.number)}
        @click=${() => toggles && options.onToggle(cell.number)}>${art(cell)}<span class="n">${cell.number}</span></button>`;
    })}
  </div>`;
}
