import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SparkWindow } from '../odds';
import { fieldRange, keyedValue, withField, type Problem, type WindowField } from './window-edit';

/** What the charge zone's fields show. */
export interface ZoneFieldsView {
  readonly window: SparkWindow;
  /** The field being typed in and its raw text, kept as typed until the player leaves it. */
  readonly edit: { readonly field: WindowField; readonly text: string } | null;
  readonly problem: Problem | null;
  readonly problemText: string;
  readonly disabled: boolean;
  readonly legend: string;
  /** Each field's name ("Window start", "Window width"). */
  readonly label: (field: WindowField) => string;
  /** What a slider's value says to a screen reader ("from 30.00 to 55.00"). */
  readonly valueText: (field: WindowField) => string;
  /** Hundredths as a field shows them, in the player's digits: 3000 → "30.00", "30,00". */
  readonly shown: (hundredths: number) => string;
}

/** What the fields tell their game. */
export interface ZoneFieldsHandlers {
  /** A slider moved the window (by a key or by the pointer). */
  readonly onWindow: (window: SparkWindow) => void;
  /** The player typed in a field. */
  readonly onEdit: (field: WindowField, text: string) => void;
  /** The player left a field. */
  readonly onCommit: (field: WindowField) => void;
}

const FIELDS: readonly WindowField[] = ['start', 'width'];

/** The id of the problem text the invalid field points at. */
export const PROBLEM_ID = 'spark-problem';

/**
 * The charge zone in the controls column: for its start and its width, a native slider (arrows move
 * one point, Shift + arrows a hundredth, Page Up / Down ten, Home / End to the ends) and a field to
 * type the exact value in; anything unplayable is explained under them.
 */
export function renderZoneFields(view: ZoneFieldsView, handlers: ZoneFieldsHandlers): TemplateResult {
  return html`<fieldset class="zone-fields" ?disabled=${view.disabled}>
    <legend>${view.legend}</legend>
    ${FIELDS.map((field) => renderRow(field, view, handlers))}
    ${view.problem
      ? html`<p class="problem" id=${PROBLEM_ID} role="alert"><span aria-hidden="true">⚠</span> ${view.problemText}</p>`
      : nothing}
  </fieldset>`;
}

function renderRow(field: WindowField, view: ZoneFieldsView, handlers: ZoneFieldsHandlers): TemplateResult {
  const { window } = view;
  const value = window[field];
  const range = fieldRange(field, window);
  const label = view.label(field);
  const text = view.edit?.field === field ? view.edit.text : view.shown(value);
  const invalid = view.problem?.field === field;
  const id = `spark-${field}`;
  const onKey = (event: KeyboardEvent) => {
    const next = keyedValue(event.key, event.shiftKey, value, range);
    if (next === null) return;
    event.preventDefault();
    handlers.onWindow(withField(field, next, window));
  };
  return html`<div class="zone-row ${field}">
    <label for=${id}>${label}</label>
    <input class="slider" type="range" min=${range[0]} max=${range[1]} step="1" .value=${live(String(value))} aria-label=${label}
      aria-valuetext=${view.valueText(field)} @keydown=${onKey}
      @input=${(event: Event) => handlers.onWindow(withField(field, Number((event.target as HTMLInputElement).value), window))} />
    <span class="input"><input id=${id} type="text" inputmode="decimal" autocomplete="off" spellcheck="false" .value=${live(text)}
      aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${invalid ? PROBLEM_ID : nothing}
      @input=${(event: Event) => handlers.onEdit(field, (event.target as HTMLInputElement).value)}
      @change=${() => handlers.onCommit(field)} />${field === 'width' ? html`<span class="unit" aria-hidden="true">%</span>` : nothing}</span>
  </div>`;
}
