import { fill, type MoneyFormat, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { bombArt } from './tile-art';

/** What the line above the tower shows. */
export interface StatusView {
  readonly round: PlayedRound | null;
  /** Whether the round climbed to the top. */
  readonly top: boolean;
  /** What the next floor pays; null past the top. */
  readonly next: string | null;
  /** What a cashout pays now; null when none is allowed. */
  readonly cashout: string | null;
  /** The chance a pick is safe, in percent. */
  readonly chance: number;
  readonly money: MoneyFormat;
  readonly t: (key: string) => string;
}

/**
 * The open round's multiplier and cash-out value, the next floor's multiplier and its chance; or, once
 * the round is over, what it paid (a win, the top of the tower) or the bomb that ended it.
 */
export function renderStatus({ round, top, next, cashout, chance, money, t }: StatusView): TemplateResult {
  if (round?.status === 'CLOSED') {
    return /[1-9]/.test(round.payout)
      ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
          <strong>${fill(t(top ? 'topReached' : 'youWon'), { amount: money.amount(round.payout) })}</strong> <span class="x">${money.multiplier(round.multiplier)}</span></div>`
      : html`<div class="banner loss"><svg class="icon" viewBox="0 0 64 64" aria-hidden="true">${bombArt}</svg><strong>${t('bombNoWin')}</strong></div>`;
  }
  return html`<dl class="stats">
    ${round?.status === 'OPEN'
      ? html`<div><dt>${t('multiplier')}</dt><dd>${money.multiplier(round.multiplier)}</dd></div>
          <div><dt>${t('cashoutValue')}</dt><dd>${cashout === null ? '—' : money.amount(cashout)}</dd></div>`
      : nothing}
    <div><dt>${t('nextFloor')}</dt><dd>${next === null ? '—' : money.multiplier(next)}</dd></div>
    <div><dt>${t('chance')}</dt><dd>${money.percent(chance)}</dd></div>
  </dl>`;
}
