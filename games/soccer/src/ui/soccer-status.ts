import { fill } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import type { Speaker } from './soccer-words';

/** What the status above the pitch tells. */
export interface StatusView {
  /** The round's end, once its last ball has landed: its payout and multiplier ("0" payout: saved). */
  readonly ended: { readonly payout: string; readonly multiplier: string } | null;
  /** While a round is open: its multiplier and what a cashout pays now (null before the first goal). */
  readonly open: { readonly multiplier: string; readonly cashout: string | null } | null;
  /** What the next goal makes the multiplier (null after the 10th) and its chance, in percent. */
  readonly next: string | null;
  readonly chance: string;
}

/** Above the pitch: the open round's numbers, the result of a finished one, or what the first goal pays. */
export function renderStatus(speaker: Speaker, view: StatusView): TemplateResult {
  const { t, money } = speaker;
  if (view.ended) {
    return /[1-9]/.test(view.ended.payout)
      ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
          <strong>${fill(t('youWon'), { amount: money.amount(view.ended.payout) })}</strong> <span class="x">${money.multiplier(view.ended.multiplier)}</span></div>`
      : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span> <strong>${t('savedNoWin')}</strong></div>`;
  }
  const open = view.open;
  return html`<dl class="stats">
    ${open
      ? html`<div><dt>${t('multiplier')}</dt><dd>${money.multiplier(open.multiplier)}</dd></div>
          <div><dt>${t('cashoutValue')}</dt><dd>${open.cashout === null ? '—' : money.amount(open.cashout)}</dd></div>`
      : nothing}
    <div><dt>${t('nextGoal')}</dt><dd>${view.next === null ? '—' : money.multiplier(view.next)}</dd></div>
    <div><dt>${t('goalChance')}</dt><dd>${money.percent(view.chance)}</dd></div>
  </dl>`;
}
