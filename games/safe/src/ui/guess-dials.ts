import { html, svg, type TemplateResult } from 'lit';
import { SAFE_DIGITS } from '../paytables';

/** What a key pressed on a dial does: set a digit, step it up or down, or move to a neighbouring dial. */
export type DialMove = { readonly set: number } | { readonly step: 1 | -1 } | { readonly focus: 1 | -1 };

/**
 * A key on a dial (a spinbutton): ↑/↓ (and Page Up/Down) step it round the ten digits, Home and End
 * set 0 and 9, a digit key sets that digit (and the caller moves on, as in a PIN field), ←/→ move
 * to the dial beside. Anything else (Space: Bet, Tab, Escape) is not the dial's: null.
 */
export function dialMove(key: string): DialMove | null {
  if (/^[0-9]$/.test(key)) return { set: Number(key) };
  switch (key) {
    case 'ArrowUp':
    case 'PageUp':
      return { step: 1 };
    case 'ArrowDown':
    case 'PageDown':
      return { step: -1 };
    case 'Home':
      return { set: 0 };
    case 'End':
      return { set: SAFE_DIGITS - 1 };
    case 'ArrowRight':
      return { focus: 1 };
    case 'ArrowLeft':
      return { focus: -1 };
    default:
      return null;
  }
}

/** A digit stepped round the dial: 9 + 1 is 0, 0 − 1 is 9, as a real dial turns. */
export function stepDigit(digit: number, by: number): number {
  return (((digit + by) % SAFE_DIGITS) + SAFE_DIGITS) % SAFE_DIGITS;
}

/** What the dial controls show and how they report back. */
export interface GuessDialsView {
  readonly guess: readonly number[];
  readonly disabled: boolean;
  readonly legend: string;
  /** The accessible names: "Dial 1", "Dial 1 up", "Dial 1 down" (numbered from 1). */
  readonly name: (n: number) => string;
  readonly upName: (n: number) => string;
  readonly downName: (n: number) => string;
  readonly change: (dial: number, digit: number) => void;
  readonly key: (dial: number, event: KeyboardEvent) => void;
  /** The button that sets a random code: its name and what it does. */
  readonly random: { readonly name: string; readonly pick: () => void };
}

const CHEVRON_UP = html`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 10.5L8 5.5L13 10.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" /></svg>`;
const CHEVRON_DOWN = html`<svg viewBox="0 0 16 16" aria-hidden="true"><path d="M3 5.5L8 10.5L13 5.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" /></svg>`;

/** A die showing five: the Random code button's picture. */
const DIE = html`<svg viewBox="0 0 24 24" aria-hidden="true">
  <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" stroke-width="2" />
  ${[[8, 8], [16, 8], [12, 12], [8, 16], [16, 16]].map(([x, y]) => svg`<circle cx=${x} cy=${y} r="1.7" fill="currentColor" />`)}
</svg>`;

/**
 * The player's code, a fieldset: one spinbutton per dial (a tab stop each; the keys of `dialMove`),
 * with an up and a down button for pointers and touch (not tab stops: the spinbutton's arrows do the
 * same), and a button that sets a random code.
 */
export function renderGuessDials(view: GuessDialsView): TemplateResult {
  return html`<fieldset class="guess" ?disabled=${view.disabled}>
    <legend>${view.legend}</legend>
    <div class="guess-row">
    <div class="guess-dials">
    ${view.guess.map((digit, i) => {
      const n = i + 1;
      return html`<div class="dial">
        <button type="button" class="step up" tabindex="-1" aria-label=${view.upName(n)} ?disabled=${view.disabled}
          @click=${() => view.change(i, stepDigit(digit, 1))}>${CHEVRON_UP}</button>
        <div class="digit" role="spinbutton" tabindex="0" data-dial=${i} aria-label=${view.name(n)}
          aria-valuemin="0" aria-valuemax=${SAFE_DIGITS - 1} aria-valuenow=${digit} aria-disabled=${view.disabled ? 'true' : 'false'}
          @keydown=${(event: KeyboardEvent) => view.key(i, event)}>${digit}</div>
        <button type="button" class="step down" tabindex="-1" aria-label=${view.downName(n)} ?disabled=${view.disabled}
          @click=${() => view.change(i, stepDigit(digit, -1))}>${CHEVRON_DOWN}</button>
      </div>`;
    })}
    </div>
    <button type="button" class="random" title=${view.random.name} aria-label=${view.random.name} @click=${view.random.pick}>${DIE}</button>
    </div>
  </fieldset>`;
}
