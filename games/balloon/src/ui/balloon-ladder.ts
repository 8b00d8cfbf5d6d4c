import { html, svg, type TemplateResult } from 'lit';

/** One pump in the strip under the scene. */
export interface LadderCell {
  /** The pump's number, as shown. */
  readonly pump: string;
  /** What a cashout pays once it held ("3.12×"). */
  readonly multiplier: string;
  /** held: made and survived; next: the one a Pump makes; popped: it popped; would-pop: revealed after a cashout; ahead: later. */
  readonly kind: 'held' | 'next' | 'ahead' | 'popped' | 'would-pop';
  /** What the cell says to a screen reader ("Pump 4: 3.12×, held"). */
  readonly label: string;
}

/** The marks beside a pump's number: not colour alone. */
const MARKS: Readonly<Record<LadderCell['kind'], string>> = { held: '✓', next: '▸', ahead: '', popped: '✗', 'would-pop': '✗' };

/** A small burst, for the pump that popped (or would have). */
const BURST = html`<svg class="burst-icon" viewBox="-25 -25 50 50" aria-hidden="true" focusable="false">${svg`<polygon fill="#ffb020" stroke="#7a3d00" stroke-width="2.5" stroke-linejoin="round"
  points="0,-23 5,-9 19,-17 11,-4 25,1 10,5 17,19 3,10 -2,24 -6,10 -20,17 -11,3 -25,-3 -10,-6 -18,-19 -4,-10" />`}</svg>`;

/** The strip of pumps around the current one: each with its multiplier, marked held, next, popped or would-pop. */
export function renderLadder(cells: readonly LadderCell[], label: string): TemplateResult {
  return html`<ol class="ladder" aria-label=${label}>
    ${cells.map(
      (cell) => html`<li class=${cell.kind} aria-current=${cell.kind === 'next' ? 'step' : 'false'}>
        <span class="sr">${cell.label}</span>
        <span class="n" aria-hidden="true">${MARKS[cell.kind]} ${cell.pump}</span>
        <span class="m" aria-hidden="true">${cell.kind === 'popped' || cell.kind === 'would-pop' ? BURST : cell.multiplier}</span>
      </li>`,
    )}
  </ol>`;
}
