import { html, type TemplateResult } from 'lit';
import { COIN_MAX_STREAK, COIN_MIN_STREAK } from '../sides';

/** What the streak control shows, in the player's words. */
export interface StreakControlView {
  readonly streak: number;
  readonly disabled: boolean;
  /** "Streak", "3 flips", "One flip fewer", "One flip more". */
  readonly label: string;
  readonly flips: string;
  readonly fewer: string;
  readonly more: string;
  /** What the slider says of its value: "3 flips: win chance 1 in 8, multiplier 7.92×". */
  readonly valueText: string;
  /** The profit a win would bring, with its label. */
  readonly profitLabel: string;
  readonly profit: string;
}

/**
 * The streak length, 1 … 10: a labelled slider (arrows, Home, End) between − and + buttons of 44 px,
 * its value in words beside the label, and the profit a win would bring under it.
 */
export function renderStreakControl(view: StreakControlView, onStreak: (streak: number) => void): TemplateResult {
  const { streak, disabled } = view;
  return html`<div class="coin-settings">
    <div class="streak-head"><label for="streak">${view.label}</label><output for="streak">${view.flips}</output></div>
    <div class="streak-row">
      <button type="button" class="step" aria-label=${view.fewer} ?disabled=${disabled || streak <= COIN_MIN_STREAK} @click=${() => onStreak(streak - 1)}>−</button>
      <input id="streak" name="streak" type="range" min=${COIN_MIN_STREAK} max=${COIN_MAX_STREAK} step="1" .value=${String(streak)}
        aria-valuetext=${view.valueText} ?disabled=${disabled} @input=${(e: Event) => onStreak(Number((e.target as HTMLInputElement).value))} />
      <button type="button" class="step" aria-label=${view.more} ?disabled=${disabled || streak >= COIN_MAX_STREAK} @click=${() => onStreak(streak + 1)}>+</button>
    </div>
    <div class="coin-profit"><span>${view.profitLabel}</span><strong>${view.profit}</strong></div>
  </div>`;
}
