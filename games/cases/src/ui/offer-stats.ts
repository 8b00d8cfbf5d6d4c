import type { MoneyFormat } from '@rgs/game-kit/ui';
import { fill } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import type { OpenedCase } from '../rules';
import { phoneArt } from './cases-board';
import { closedCents, nextCase, unitsText } from './cases-odds';

/** What the figures above the board are drawn from. */
export interface OfferView {
  /** The cases opened so far (none before a round). */
  readonly opened: readonly OpenedCase[];
  /** The offer now, when a cashout is allowed (the round's multiplier), and what it pays; null otherwise. */
  readonly offer: { readonly multiplier: string; readonly amount: string } | null;
  readonly t: (key: string) => string;
  readonly money: MoneyFormat;
  /** A case value as the board shows it ("0.5×"). */
  readonly valueText: (value: string) => string;
}

/**
 * The banker's offer (multiplier and money), the range of offers the next case can bring and the
 * chance it raises the offer; with two cases closed, what the player's case may pay instead.
 */
export function renderOfferStats({ opened, offer, t, money, valueText }: OfferView): TemplateResult {
  const next = nextCase(closedCents(opened.map((o) => o.value)));
  const chance = money.percent(Math.round((next.rises / next.values.length) * 1000) / 10, 1);
  // A break may fall after the dash: on a phone the range takes two lines rather than overflow.
  const range = next.offers
    ? `${money.multiplier(unitsText(next.offers.low))}–\u200b${money.multiplier(unitsText(next.offers.high))}`
    : next.values.map((cents) => valueText(unitsText(cents * 100))).join(` ${t('or')} `);
  const shown = offer
    ? fill(t('offerValue'), { multiplier: money.multiplier(offer.multiplier), amount: money.amount(offer.amount) })
    : opened.length === 0
      ? html`<span class="muted">${t('noOffer')}</span>`
      : money.multiplier('0');
  return html`<dl class="stats">
    <div class="offer"><dt><svg viewBox="0 0 32 32" aria-hidden="true">${phoneArt}</svg>${t('offer')}</dt><dd>${shown}</dd></div>
    <div><dt>${next.offers ? t('nextOffer') : t('yourCasePays')}</dt><dd class="range">${range}</dd></div>
    ${next.offers ? html`<div><dt>${t('rises')}</dt><dd>${chance}</dd></div>` : nothing}
  </dl>`;
}
