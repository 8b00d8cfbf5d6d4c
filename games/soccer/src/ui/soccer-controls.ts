import { fill } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { COVERED, KICKS, SOCCER_DIFFICULTIES, type SoccerDifficulty } from '../pitch';
import { goalPercent } from './soccer-odds';
import type { Speaker } from './soccer-words';

/** The controls column's soccer settings: what is chosen, what may change, and where choices go. */
export interface SettingsView {
  readonly difficulty: SoccerDifficulty;
  /** The difficulty is fixed (a round is open, or a call is under way). */
  readonly locked: boolean;
  /** Autobet's goals before each cashout, while the Auto tab is chosen; null in Manual. */
  readonly autoGoals: number | null;
  readonly autoLocked: boolean;
  readonly onDifficulty: (difficulty: SoccerDifficulty) => void;
  readonly onAutoGoals: (goals: number) => void;
}

/**
 * The difficulty radio group (one real radio per difficulty, with the chosen one's odds under it) and,
 * in Auto, after how many goals each round cashes out.
 */
export function renderSettings(speaker: Speaker, view: SettingsView): TemplateResult {
  const { t, money } = speaker;
  const hint = fill(t('difficultyHint'), { covered: money.number(COVERED[view.difficulty]), chance: money.percent(goalPercent(view.difficulty)) });
  return html`<div class="soccer-settings">
      <fieldset class="choice difficulty" ?disabled=${view.locked} aria-describedby="difficulty-hint">
        <legend>${t('difficulty')}</legend>
        <div class="options">
          ${SOCCER_DIFFICULTIES.map(
            (d) => html`<label><input type="radio" name="soccer-difficulty" value=${d} .checked=${live(d === view.difficulty)}
              @change=${() => view.onDifficulty(d)} /><span>${t(d)}</span></label>`,
          )}
        </div>
      </fieldset>
      <p class="hint" id="difficulty-hint">${hint}</p>
    </div>
    ${view.autoGoals === null ? nothing : renderAutoGoals(speaker, view.autoGoals, view)}`;
}

function renderAutoGoals(speaker: Speaker, goals: number, view: SettingsView): TemplateResult {
  const { t, money } = speaker;
  const choices = Array.from({ length: KICKS }, (_, i) => i + 1);
  return html`<div class="soccer-auto">
    <label class="count">${t('autoGoals')}
      <select ?disabled=${view.autoLocked} @change=${(e: Event) => view.onAutoGoals(Number((e.target as HTMLSelectElement).value))}>
        ${choices.map((n) => html`<option value=${n} ?selected=${n === goals}>${fill(t(n === 1 ? 'oneGoal' : 'goalsCount'), { n: money.number(n) })}</option>`)}
      </select></label>
    <p class="note">${fill(t('autoNote'), { n: money.number(goals) })}</p>
  </div>`;
}
