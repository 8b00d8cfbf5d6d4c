import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ShellStrings } from '../i18n';

/** Everything the amount field shows. */
export interface AmountView {
  readonly strings: ShellStrings;
  /** The text in the field, as typed (the shown currency). */
  readonly value: string;
  /** The currency sign shown in the field ("$", "R$", "BTC"). */
  readonly sign: string;
  readonly disabled: boolean;
  /** Why the amount is locked to a stake (a free bet's), already in words; null when the player sets it. */
  readonly locked: string | null;
  /** "Min $0.10 · Max $1,000.00", or null when the limits are not known. */
  readonly limits: string | null;
  /** Why the amount cannot be bet, already in words; null when it can. */
  readonly problem: string | null;
  /** Whether ½, 2× and Max can do anything (a number is typed, limits or a balance are known). */
  readonly canScale: boolean;
  readonly canMax: boolean;
  /** The question Max asks before it first sets the maximum ("Bet the maximum, $50.00?"); null when not asking. */
  readonly confirm: string | null;
}

/** What the amount field's controls do. */
export interface AmountHandlers {
  readonly input: (text: string) => void;
  readonly half: () => void;
  readonly double: () => void;
  readonly max: () => void;
  readonly confirmMax: () => void;
  readonly cancelMax: () => void;
}

/** The id of the reason under the field: the field and the primary button point at it with `aria-describedby`. */
export const AMOUNT_PROBLEM_ID = 'amount-problem';
/** The id of the note saying why the amount is locked. */
export const AMOUNT_LOCKED_ID = 'amount-locked';

/**
 * The bet amount: a decimal field with the currency sign, ½, 2× and Max beside it, the game's limits
 * under it, and, while it cannot be bet, the reason (before any request is sent). Max asks once,
 * inline, before it bets the maximum. Locked (a free bet), the field is read-only (still focusable,
 * so its reason is heard), ½, 2× and Max are off, and the reason stands under it.
 */
export function renderAmount(view: AmountView, handlers: AmountHandlers): TemplateResult {
  const { strings: s } = view;
  const invalid = view.problem !== null;
  const locked = view.locked !== null;
  const described = [locked ? AMOUNT_LOCKED_ID : '', view.limits && !locked ? 'amount-limits' : '', invalid ? AMOUNT_PROBLEM_ID : ''].join(' ').trim();
  return html`<div class="amount" part="amount">
    <label class="amount-label" for="amount">${s.amount}</label>
    <div class="amount-row">
      <span class="amount-field">
        ${view.sign ? html`<span class="sign" aria-hidden="true">${view.sign}</span>` : nothing}
        <input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" spellcheck="false" .value=${live(view.value)}
          ?disabled=${view.disabled} ?readonly=${locked} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${described || nothing}
          @input=${(e: Event) => handlers.input((e.target as HTMLInputElement).value)} />
      </span>
      <button type="button" class="step" aria-label=${s.halfName} title=${s.halfName} ?disabled=${view.disabled || locked || !view.canScale} @click=${handlers.half}>${s.half}</button>
      <button type="button" class="step" title=${s.doubleName} ?disabled=${view.disabled || locked || !view.canScale} @click=${handlers.double}>${s.double}</button>
      <button type="button" class="step" aria-label=${s.maxName} title=${s.maxName} ?disabled=${view.disabled || locked || !view.canMax} @click=${handlers.max}>${s.max}</button>
    </div>
    ${view.confirm
      ? html`<div class="confirm" role="group" aria-label=${s.maxName}>
          <span>${view.confirm}</span>
          <button type="button" class="primary confirm-max" @click=${handlers.confirmMax}>${s.confirm}</button>
          <button type="button" @click=${handlers.cancelMax}>${s.cancel}</button>
        </div>`
      : nothing}
    ${locked
      ? html`<p class="limits locked" id=${AMOUNT_LOCKED_ID}>${view.locked}</p>`
      : view.limits
        ? html`<p class="limits" id="amount-limits">${view.limits}</p>`
        : nothing}
    <p class="problem" id=${AMOUNT_PROBLEM_ID} aria-live="polite">${invalid ? html`<span aria-hidden="true">⚠</span> ${view.problem}` : nothing}</p>
  </div>`;
}
