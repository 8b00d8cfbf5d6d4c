import type { PlayedRound } from '@rgs/game-kit/ui';
import { fill } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { DOORS_LEVELS } from '../corridor';
import type { DoorsState } from '../rules';
import type { Words } from './doors-labels';
import { multiplierAfter } from './doors-odds';

/** What the strip above the corridor is told. */
export interface StatusView {
  readonly round: PlayedRound | null;
  /** Doors per level of the round, or of the corridor on show. */
  readonly doors: number;
  /** Levels passed. */
  readonly passed: number;
  /** What a cashout pays now, or null when none is allowed. */
  readonly cashout: string | null;
}

/**
 * Above the corridor: a finished round's result (won, with the top level reached or not; trapped), an
 * open round's multiplier, cash-out value and next level with its chance, or, with no round open,
 * what the first and the tenth level pay.
 */
export function renderStatus(words: Words, { round, doors, passed, cashout }: StatusView): TemplateResult {
  if (round?.status === 'CLOSED') {
    const won = /[1-9]/.test(round.payout);
    const top = (round.state as DoorsState).opened.length === DOORS_LEVELS;
    return won
      ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
          <strong>${top ? `${words.t('topReached')} ` : ''}${fill(words.t('youWon'), { amount: words.amount(round.payout) })}</strong> <span class="x">${words.multiplier(round.multiplier)}</span></div>`
      : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span> <strong>${words.t('trappedNoWin')}</strong></div>`;
  }
  const open = round?.status === 'OPEN';
  const next = multiplierAfter(doors, passed + 1);
  const chance = fill(words.t('safeChance'), { safe: words.number(doors - 1), doors: words.number(doors) });
  return html`<dl class="stats">
    ${open
      ? html`<div><dt>${words.t('multiplier')}</dt><dd>${words.multiplier(round.multiplier)}</dd></div>
          <div><dt>${words.t('cashoutValue')}</dt><dd>${cashout === null ? '—' : words.amount(cashout)}</dd></div>`
      : nothing}
    <div><dt>${words.t('nextLevel')}</dt><dd>${next === null ? '—' : words.multiplier(next)} <small>${chance}</small></dd></div>
    ${open ? nothing : html`<div><dt>${words.t('topLevel')}</dt><dd>${words.multiplier(multiplierAfter(doors, DOORS_LEVELS)!)}</dd></div>`}
  </dl>`;
}
