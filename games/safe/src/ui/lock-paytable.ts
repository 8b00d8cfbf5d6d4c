import { html, nothing, type TemplateResult } from 'lit';
import { SAFE_DIGITS, paytableLines, type SafeDials } from '../paytables';

/** What the paytable beside the safe shows, in the player's words. */
export interface LockPaytableView {
  readonly dials: SafeDials;
  /** The matches of the round just landed (its line is marked); null before one lands. */
  readonly hit: number | null;
  readonly label: string;
  /** "4 of 4", "0–2 of 4": the matches a line covers. */
  readonly line: (fewest: number, most: number) => string;
  /** The line as one sentence for screen readers. */
  readonly entry: (line: string, multiplier: string, chance: string) => string;
  readonly multiplier: (multiplier: string) => string;
  readonly chance: (share: number) => string;
}

/**
 * The lock's paytable, top prize first: what "all", "all but one" and the rest pay, each with its
 * chance and a row of little lamps (lit for the dials that match); the line of the round just
 * landed is marked (and `aria-current`).
 */
export function renderLockPaytable(view: LockPaytableView): TemplateResult {
  const codes = SAFE_DIGITS ** view.dials;
  return html`<ul class="paytable" aria-label=${view.label}>
    ${paytableLines(view.dials).map(({ fewest, most, multiplier, codes: count }) => {
      const hit = view.hit !== null && view.hit >= fewest && view.hit <= most;
      const line = view.line(fewest, most);
      const shownMultiplier = view.multiplier(multiplier);
      const chance = view.chance(count / codes);
      return html`<li class="${hit ? 'hit' : ''} ${multiplier === '0' ? 'zero' : 'pays'}" aria-current=${hit ? 'true' : nothing}>
        <span class="lamps" aria-hidden="true">${Array.from({ length: view.dials }, (_, i) => html`<i class=${multiplier !== '0' && i < most ? 'on' : ''}></i>`)}</span>
        <span class="line" aria-hidden="true">${line}</span>
        <strong aria-hidden="true">${shownMultiplier}</strong>
        <span class="odds" aria-hidden="true">${chance}</span>
        <span class="sr">${view.entry(line, shownMultiplier, chance)}</span>
      </li>`;
    })}
  </ul>`;
}
