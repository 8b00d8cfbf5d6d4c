import { html, nothing, svg, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { fieldText, type LimboField, type Problem } from './limbo-form';

/** What the two linked fields show. */
export interface FieldsView {
  /** The target in hundredths: both fields show it when not being typed in. */
  readonly target: number;
  /** The field being typed in and its raw text, shown as typed. */
  readonly edit: { readonly field: LimboField; readonly text: string } | null;
  readonly problem: Problem | null;
  /** The id of the problem's text, which an invalid field points at. */
  readonly problemId: string;
  readonly disabled: boolean;
  /** Whether the language writes a decimal comma. */
  readonly comma: boolean;
  readonly labels: Readonly<Record<LimboField, string>>;
  /** The − and + buttons' names. */
  readonly lower: string;
  readonly raise: string;
}

/** What the fields tell their game. */
export interface FieldsHandlers {
  readonly onEdit: (field: LimboField, text: string) => void;
  /** The player left a field. */
  readonly onCommit: (field: LimboField) => void;
  /** ↑ / ↓ in the target field (Shift: `fine`), or the − / + buttons. */
  readonly onNudge: (direction: 1 | -1, fine: boolean) => void;
}

const UNITS: Readonly<Record<LimboField, string>> = { target: '×', chance: '%' };

/**
 * The target multiplier between its − and + buttons (touch targets of 44 px) and the win chance:
 * editing either moves the other. The target field takes ↑ and ↓ like a number field, with the
 * game's steps; an invalid field is marked and points at the problem's text.
 */
export function renderFields(view: FieldsView, handlers: FieldsHandlers): TemplateResult {
  const input = (field: LimboField) => {
    // The field shows the language's decimal mark; it reads a point or a comma either way.
    const shown = fieldText(field, view.target);
    const text = view.edit?.field === field ? view.edit.text : view.comma ? shown.replace('.', ',') : shown;
    const invalid = view.problem?.field === field;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      handlers.onNudge(event.key === 'ArrowUp' ? 1 : -1, event.shiftKey);
    };
    return html`<span class="input"><input type="text" inputmode="decimal" autocomplete="off" spellcheck="false" name=${field}
        id=${field === 'target' ? 'limbo-target' : nothing} .value=${live(text)} ?disabled=${view.disabled}
        aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${invalid ? view.problemId : nothing}
        @input=${(e: Event) => handlers.onEdit(field, (e.target as HTMLInputElement).value)}
        @keydown=${field === 'target' ? onKey : nothing} @change=${() => handlers.onCommit(field)} /><span class="unit" aria-hidden="true">${UNITS[field]}</span></span>`;
  };
  const step = (direction: 1 | -1) =>
    html`<button type="button" class="step" aria-label=${direction === 1 ? view.raise : view.lower} ?disabled=${view.disabled}
      @click=${() => handlers.onNudge(direction, false)}>${svg`<svg viewBox="0 0 16 16" aria-hidden="true"><path d=${direction === 1 ? 'M3 8h10M8 3v10' : 'M3 8h10'}></path></svg>`}</button>`;
  return html`<div class="pair">
    <div class="field"><label for="limbo-target">${view.labels.target}</label><span class="stepper">${step(-1)}${input('target')}${step(1)}</span></div>
    <label class="field"><span>${view.labels.chance}</span>${input('chance')}</label>
  </div>`;
}
