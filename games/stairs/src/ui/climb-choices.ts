import { html, nothing, svg, type TemplateResult } from 'lit';
import type { ClimbLength } from '../staircase';

/** One climb button as the player sees it; its name is its words, read in order. */
export interface ChoiceView {
  readonly length: ClimbLength;
  readonly name: string;
  /** "2 stairs". */
  readonly stairs: string;
  /** "50% safe". */
  readonly chance: string;
  /** What the multiplier becomes ("1.98×"), or null for a climb past the top. */
  readonly multiplier: string | null;
  /** Whether pressing it climbs now. */
  readonly enabled: boolean;
}

/** The words a climb button adds to its numbers. */
export interface ChoiceWords {
  /** After the stairs: "up". */
  readonly up: string;
  /** For a climb past the top. */
  readonly pastTop: string;
}

/** Three little stairs, the first `n` in the climb's colour: how far the climb goes. */
function stairsIcon(n: number): TemplateResult {
  const steps = [0, 1, 2].map((i) => svg`<rect class=${i < n ? 'on' : 'off'} x=${2 + i * 11} y=${20 - (i + 1) * 6} width="10" height=${(i + 1) * 6} rx="1" />`);
  return html`<svg class="icon" viewBox="0 0 36 22" aria-hidden="true" focusable="false">${steps}</svg>`;
}

/**
 * The three climbs, each a button with its key, its length, its chance and what it makes the
 * multiplier. Its name is exactly the words it shows ("Step 1 stair up 87.5% safe 1.1314×"), so what
 * is read is what is seen (WCAG 2.5.3); the key and the arrow are pictures.
 */
export function renderChoices(choices: readonly ChoiceView[], label: string, words: ChoiceWords, onClimb: (length: ClimbLength) => void): TemplateResult {
  return html`<div class="choices" role="group" aria-label=${label}>
    ${choices.map(
      (choice) => html`<button type="button" class="choice c${choice.length}" aria-keyshortcuts=${choice.length}
        aria-disabled=${choice.enabled ? 'false' : 'true'} @click=${() => choice.enabled && onClimb(choice.length)}>
        <span class="top" aria-hidden="true"><span class="key">${choice.length}</span>${stairsIcon(choice.length)}</span>
        <span class="name">${choice.name}</span>
        <span class="len">${choice.stairs} ${words.up}</span>
        <span class="chance">${choice.chance}</span>
        ${choice.multiplier === null
          ? html`<span class="pays">${words.pastTop}</span>`
          : html`<span class="pays"><span aria-hidden="true">→ </span>${choice.multiplier}</span>`}
      </button>`,
    )}
  </div>`;
}

/** One climb made, as the log shows it. */
export interface LogEntry {
  readonly name: string;
  readonly roll: string;
  readonly mark: string;
  readonly safe: boolean;
  /** The entry's words for a screen reader. */
  readonly label: string;
}

/** The rolls of the climbs made: each climb's name, its roll against its mark, safe or a fall. */
export function renderLog(entries: readonly LogEntry[], label: string): TemplateResult | typeof nothing {
  if (entries.length === 0) return nothing;
  return html`<ol class="log" aria-label=${label}>
    ${entries.map(
      (entry) =>
        html`<li class=${entry.safe ? 'safe' : 'fell'}><span class="sr">${entry.label}</span><span aria-hidden="true">${entry.name} <b>${entry.roll}</b> ${entry.safe ? '<' : '≥'} ${entry.mark} ${entry.safe ? '✓' : '✗'}</span></li>`,
    )}
  </ol>`;
}
