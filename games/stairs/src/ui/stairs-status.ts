import { fill, type MoneyFormat, type PlayedRound } from '@rgs/game-kit/ui';
import { html, type TemplateResult } from 'lit';
import { STAIRS_TOP } from '../staircase';
import { multiplierAfter } from './stairs-odds';

/** What the line above the staircase shows. */
export interface StatusView {
  readonly round: PlayedRound | null;
  /** The stair reached. */
  readonly stair: number;
  /** Whether the round reached the top. */
  readonly top: boolean;
  /** What a cashout pays now; null when none is allowed. */
  readonly cashout: string | null;
  readonly money: MoneyFormat;
  readonly t: (key: string) => string;
}

/** The most any round pays: 8 leaps to the top. */
const TOP_PAYS = multiplierAfter([3, 3, 3, 3, 3, 3, 3, 3]);

/**
 * The stair reached, the multiplier and what a cashout pays now (or, before a round, what the top can
 * pay); once the round is over, what it paid or the fall that ended it.
 */
export function renderStatus({ round, stair, top, cashout, money, t }: StatusView): TemplateResult {
  if (round?.status === 'CLOSED') {
    return /[1-9]/.test(round.payout)
      ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
          <strong>${fill(t(top ? 'topReached' : 'youWon'), { amount: money.amount(round.payout) })}</strong> <span class="x">${money.multiplier(round.multiplier)}</span></div>`
      : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span><strong>${t('fellNoWin')}</strong></div>`;
  }
  const open = round?.status === 'OPEN';
  return html`<dl class="stats">
    <div><dt>${t('stair')}</dt><dd>${fill(t('stairOf'), { stair: money.number(stair), top: money.number(STAIRS_TOP) })}</dd></div>
    ${open
      ? html`<div><dt>${t('multiplier')}</dt><dd>${money.multiplier(round.multiplier)}</dd></div>
          <div><dt>${t('cashoutValue')}</dt><dd>${cashout === null ? '—' : money.amount(cashout)}</dd></div>`
      : html`<div><dt>${t('topPays')}</dt><dd>${money.multiplier(TOP_PAYS)}</dd></div>`}
  </dl>`;
}
