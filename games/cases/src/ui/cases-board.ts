import type { PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { CASE_COUNT, CASE_VALUES } from '../board';
import type { CasesOutcome, CasesState } from '../rules';
import { caseDefs, closedCase, openCase } from './case-art';
import { centsOf } from './cases-odds';

/** Cases per row of the board (and 3 rows). */
export const COLUMNS = 4;

/**
 * What one case shows. `opened`: the player opened it. `revealed`: the round is over and it opens
 * by itself (the player's case, and any case left closed at a cashout).
 */
export interface CaseView {
  readonly kind: 'closed' | 'opened' | 'revealed';
  readonly yours: boolean;
  /** The value it holds, once shown. */
  readonly value: string | null;
}

/** The key of a case's state in its label. */
export type CaseStateKey = 'closed' | 'yours' | 'openedValue' | 'yoursValue' | 'unopenedValue';

/**
 * Every case of the board: the player's own (`pick`, or the open round's), those opened with their
 * values, and once the round is closed every case open, with what it held.
 */
export function boardOf(round: PlayedRound | null, pick: number): CaseView[] {
  const state = round?.state as CasesState | null | undefined;
  const yours = state?.pick ?? pick;
  const opened = new Map((state?.opened ?? []).map((o) => [o.case, o.value]));
  const cases = round?.status === 'CLOSED' ? ((round.outcome as CasesOutcome | null)?.cases ?? null) : null;
  return Array.from({ length: CASE_COUNT }, (_, index): CaseView => {
    const value = opened.get(index);
    if (value !== undefined) return { kind: 'opened', yours: false, value };
    if (cases) return { kind: 'revealed', yours: index === yours, value: cases[index]! };
    return { kind: 'closed', yours: index === yours, value: null };
  });
}

/** Which words a case's label uses. */
export function stateKey(view: CaseView): CaseStateKey {
  if (view.kind === 'closed') return view.yours ? 'yours' : 'closed';
  if (view.kind === 'opened') return 'openedValue';
  return view.yours ? 'yoursValue' : 'unopenedValue';
}

/**
 * Where a key moves the focus on the 4 × 3 board, or null for keys it leaves alone: arrows one case
 * (stopping at the edges), Home / End the row's ends, with Ctrl the first and last case.
 */
export function movedFocus(key: string, ctrl: boolean, index: number): number | null {
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  switch (key) {
    case 'ArrowRight':
      return column < COLUMNS - 1 ? index + 1 : index;
    case 'ArrowLeft':
      return column > 0 ? index - 1 : index;
    case 'ArrowDown':
      return index + COLUMNS < CASE_COUNT ? index + COLUMNS : index;
    case 'ArrowUp':
      return row > 0 ? index - COLUMNS : index;
    case 'Home':
      return ctrl ? 0 : row * COLUMNS;
    case 'End':
      return ctrl ? CASE_COUNT - 1 : row * COLUMNS + COLUMNS - 1;
    default:
      return null;
  }
}

/** How the board talks to its game. */
export interface BoardOptions {
  readonly label: string;
  /** The one case in the tab order (roving focus). */
  readonly focus: number;
  /** The case's accessible name. */
  readonly caseLabel: (index: number, view: CaseView) => string;
  /** Whether clicking the case does something now (choose it before a bet, open it during a round). */
  readonly canPick: (index: number, view: CaseView) => boolean;
  /** Before a bet: whether the case is the one chosen (null while a round is on: no selection then). */
  readonly selected: ((index: number) => boolean) | null;
  /** The tag on the player's case ("your case"). */
  readonly yoursTag: string;
  /** A value as the case's card shows it ("0.5×", "0,5×"). */
  readonly valueText: (value: string) => string;
  /** The case opened last, which plays its opening (the others that open at the end come in a wave). */
  readonly fresh: number | null;
  readonly onPick: (index: number) => void;
  readonly onFocus: (index: number) => void;
}

function art(index: number, view: CaseView, options: BoardOptions): TemplateResult {
  const picture = view.value === null ? closedCase(String(index + 1), view.yours) : openCase(String(index + 1), options.valueText(view.value), centsOf(view.value), view.yours);
  return html`<svg class="art" viewBox="0 0 100 80" aria-hidden="true" focusable="false">${picture}</svg>`;
}

/** The 4 × 3 board of cases: a real button per case (role gridcell), arrow keys between them, one tab stop. */
export function renderCases(board: readonly CaseView[], options: BoardOptions): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.case);
    const to = Number.isInteger(from) ? movedFocus(event.key, event.ctrlKey, from) : null;
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-case="${to}"]`)?.focus();
  };
  const rows = Array.from({ length: CASE_COUNT / COLUMNS }, (_, row) => board.slice(row * COLUMNS, row * COLUMNS + COLUMNS));
  let wave = 0;
  return html`<svg class="defs" aria-hidden="true" focusable="false">${caseDefs}</svg>
    <div class="cases-grid" role="grid" aria-label=${options.label} @keydown=${onKey}>
      ${rows.map(
        (views, row) => html`<div role="row" class="row">
          ${views.map((view, column) => {
            const index = row * COLUMNS + column;
            const pickable = options.canPick(index, view);
            const selected = options.selected ? options.selected(index) : null;
            const fresh = view.kind === 'opened' && index === options.fresh;
            // At the end the cases left closed open one after another, the player's last of all.
            const delay = view.kind === 'revealed' ? (view.yours ? CASE_COUNT : wave++) : 0;
            const classes = `case ${view.kind}${view.yours ? ' yours' : ''}${pickable ? ' pickable' : ''}${selected ? ' selected' : ''}${fresh ? ' fresh' : ''}`;
            return html`<button type="button" role="gridcell" class=${classes} data-case=${index} style="--i:${delay}"
              tabindex=${index === options.focus ? 0 : -1} aria-label=${options.caseLabel(index, view)} aria-disabled=${pickable ? 'false' : 'true'}
              aria-selected=${selected === null ? nothing : selected ? 'true' : 'false'}
              @focus=${() => options.onFocus(index)} @click=${() => pickable && options.onPick(index)}>
              ${art(index, view, options)}${view.yours ? html`<span class="tag" aria-hidden="true">${options.yoursTag}</span>` : nothing}
            </button>`;
          })}
        </div>`,
      )}
    </div>`;
}

/**
 * The board of values, lowest first: those opened struck out (one 0 per 0 opened), and once the round
 * is over the player's own circled. A list with a name; each struck value says "opened" to a screen reader.
 */
export function renderValues(label: string, opened: readonly string[], yours: string | null, text: (value: string) => string, openedText: (value: string) => string): TemplateResult {
  const struck = [...opened];
  let yoursLeft = yours;
  return html`<ul class="values" aria-label=${label}>
    ${CASE_VALUES.map((value, slot) => {
      const at = struck.indexOf(value);
      if (at >= 0) struck.splice(at, 1);
      const mine = at < 0 && yoursLeft === value;
      if (mine) yoursLeft = null;
      const tier = slot >= CASE_VALUES.length - 1 ? 'top' : centsOf(value) >= 100 ? 'high' : 'low';
      return html`<li class="value ${tier}${at >= 0 ? ' struck' : ''}${mine ? ' mine' : ''}">${at >= 0
        ? html`<s aria-hidden="true">${text(value)}</s><span class="sr">${openedText(text(value))}</span>`
        : text(value)}</li>`;
    })}
  </ul>`;
}

/** A tiny picture of the banker's phone for the offer. */
export const phoneArt = svg`<path d="M6 9 Q6 5 10 5 H14 L16 10 L13 12 Q15 17 20 19 L22 16 L27 18 V22 Q27 26 23 26 Q8 24 6 9 Z" fill="currentColor" />`;
