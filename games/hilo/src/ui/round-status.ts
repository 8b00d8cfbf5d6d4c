import { fill, type MoneyFormat, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { HILO_CARDS, MAX_MULTIPLIER } from '../limits';
import type { HiloView } from './hilo-view';

// What the board says in words: the line above the table, and autobet's setting.

/** What the line above the table tells. */
export interface StatusOptions {
  /** The round it tells (while a card turns, the one before the move), or null before the first. */
  readonly round: PlayedRound | null;
  readonly view: HiloView | null;
  /** What cashing out pays now, wire text; null when it cannot. */
  readonly cashout: string | null;
  readonly money: MoneyFormat;
  readonly t: (key: string) => string;
}

/** Above the table: the open round's numbers, the result of a finished one, or what to do first. */
export function renderStatus({ round, view, cashout, money, t }: StatusOptions): TemplateResult {
  if (!round || !view) return html`<p class="hint">${t('betToStart')}</p>`;
  if (round.status !== 'OPEN') {
    if (view.standing === 'lost') return html`<div class="result loss"><span class="icon" aria-hidden="true">✗</span><strong>${t('wrongGuess')}</strong></div>`;
    const why = round.multiplier === String(MAX_MULTIPLIER) ? t('topMultiplier') : view.run.length >= HILO_CARDS ? t('lastCard') : null;
    return html`<div class="result win"><span class="icon" aria-hidden="true">✓</span>
      <strong>${fill(t('youWon'), { amount: money.amount(round.payout) })}</strong> <span class="x">${money.multiplier(round.multiplier)}</span>
      ${why ? html`<span class="why">${why}</span>` : nothing}</div>`;
  }
  const won = /[1-9]/.test(round.multiplier);
  return html`<dl class="stats">
    <div><dt>${t('multiplier')}</dt><dd>${won ? money.multiplier(round.multiplier) : '—'}</dd></div>
    <div><dt>${t('cashoutValue')}</dt><dd>${cashout === null ? '—' : money.amount(cashout)}</dd></div>
    <div><dt>${t('skipsStat')}</dt><dd>${money.number(view.skipsLeft)}</dd></div>
  </dl>`;
}

/** The right guesses autobet may make before it cashes out. */
const AUTO_GUESSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Autobet's one setting, in the controls column: how many right guesses a round makes before it cashes out. */
export function renderAutoSettings(options: {
  readonly guesses: number;
  readonly disabled: boolean;
  readonly onChange: (guesses: number) => void;
  readonly t: (key: string) => string;
  readonly count: (n: number) => string;
}): TemplateResult {
  return html`<div class="hilo-auto">
    <label>${options.t('autoGuesses')}
      <select ?disabled=${options.disabled} @change=${(e: Event) => options.onChange(Number((e.target as HTMLSelectElement).value))}>
        ${AUTO_GUESSES.map((n) => html`<option value=${n} ?selected=${n === options.guesses}>${options.count(n)}</option>`)}
      </select></label>
    <p class="note">${options.t('autoNote')}</p>
  </div>`;
}
