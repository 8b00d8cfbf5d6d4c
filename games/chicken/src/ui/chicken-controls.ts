import { fill } from '@rgs/game-kit/ui';
import { html, type TemplateResult } from 'lit';
import { CHICKEN_DIFFICULTIES, laneCount, type ChickenDifficulty } from '../road';
import { multiplierAfter } from './chicken-odds';
import type { ChickenWords } from './chicken-words';

// The game's own controls in the column beside the road: the difficulty, Auto's lanes, and Go.

/**
 * The difficulty as radios, each option's words its name ("Easy up to 24.75× 24 lanes · Lane 1 4%"),
 * or, while a round runs, one line: the choice is made, and Cash out and Go stay near the road on a phone.
 */
export function renderDifficulty(words: ChickenWords, chosen: ChickenDifficulty, state: { open: boolean; off: boolean }, choose: (d: ChickenDifficulty) => void): TemplateResult {
  const { t } = words;
  const lanesOf = (d: ChickenDifficulty) => fill(t('lanesCount'), { n: String(laneCount(d)) });
  if (state.open) return html`<p class="chicken-picked">${t('difficulty')}: <strong>${t(chosen)}</strong> · ${lanesOf(chosen)}</p>`;
  return html`<fieldset class="chicken-settings" ?disabled=${state.off}>
    <legend>${t('difficulty')}</legend>
    <div class="options">
      ${CHICKEN_DIFFICULTIES.map((d) => {
        const max = words.short(multiplierAfter(d, laneCount(d))!);
        return html`<label>
          <input type="radio" name="chicken-difficulty" value=${d} .checked=${d === chosen} @change=${() => choose(d)} />
          <span class="option">
            <span class="name">${t(d)}</span> <strong class="pays">${fill(t('upTo'), { max })}</strong>
            <span class="count">${lanesOf(d)} · ${fill(t('laneN'), { n: '1' })} ${words.risk(d, 0)}</span>
          </span>
        </label>`;
      })}
    </div>
  </fieldset>`;
}

/** Auto: how many lanes each round crosses before it cashes out (also chosen by clicking a lane). */
export function renderAutoLanes(words: ChickenWords, difficulty: ChickenDifficulty, target: number, off: boolean, pick: (lanes: number) => void): TemplateResult {
  const { t } = words;
  const lanes = Array.from({ length: laneCount(difficulty) }, (_, i) => i + 1);
  const pays = (n: number) => words.short(multiplierAfter(difficulty, n)!);
  return html`<div class="chicken-auto">
    <label>${t('lanesPerRound')}
      <select ?disabled=${off} @change=${(e: Event) => pick(Number((e.target as HTMLSelectElement).value))}>
        ${lanes.map((n) => html`<option value=${n} ?selected=${n === target}>${n} · ${pays(n)}</option>`)}
      </select>
    </label>
    <p class="note">${fill(t('autoNote'), { n: String(target), multiplier: pays(target) })}</p>
  </div>`;
}

/** Go, with the lane it crosses and what crossing it makes the multiplier ("Go lane 3 · 1.4785×"); G presses it. */
export function renderGo(words: ChickenWords, lane: number, multiplier: string, locked: boolean, go: () => void): TemplateResult {
  return html`<button type="button" class="go" aria-keyshortcuts="G" aria-disabled=${locked ? 'true' : 'false'} @click=${go}>
    <span class="go-word">${words.t('go')}</span>
    <span class="go-lane">${fill(words.t('goLane'), { n: String(lane), multiplier })}</span>
  </button>`;
}
