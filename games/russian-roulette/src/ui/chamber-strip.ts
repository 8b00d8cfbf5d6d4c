import { html, type TemplateResult } from 'lit';
import type { ChamberKind } from './cylinder-scene';

/** One chamber in the strip under the cylinder. */
export interface StripCell {
  /** The chamber's number, as shown. */
  readonly chamber: string;
  /** What a cashout pays once it clicked ("4.95×"); null for a chamber the round never reaches. */
  readonly multiplier: string | null;
  readonly kind: ChamberKind;
  /** Whether it fires next. */
  readonly next: boolean;
  /** What the cell says to a screen reader ("Chamber 2: 4.95× if empty, fires next"). */
  readonly label: string;
}

/** The marks beside a chamber's number: not colour alone. */
const MARKS: Readonly<Record<ChamberKind, string>> = { hidden: '', click: '✓', bang: '✗', bullet: '●', empty: '○' };

/** The six chambers in firing order: each with what surviving it pays, marked as they fire and, at the end, with what they held. */
export function renderStrip(cells: readonly StripCell[], label: string): TemplateResult {
  return html`<ol class="strip" aria-label=${label}>
    ${cells.map(
      (cell) => html`<li class="${cell.kind}${cell.next ? ' next' : ''}" aria-current=${cell.next ? 'step' : 'false'}>
        <span class="sr">${cell.label}</span>
        <span class="n" aria-hidden="true">${cell.next ? '▸' : MARKS[cell.kind]} ${cell.chamber}</span>
        <span class="m" aria-hidden="true">${cell.multiplier ?? '—'}</span>
      </li>`,
    )}
  </ol>`;
}
