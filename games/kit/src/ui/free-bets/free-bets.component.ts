import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { controls } from '../controls';
import { createMoneyFormat, type MoneyFormat } from '../format/money-format';
import { fill, stringsFor } from '../i18n';
import { freeBetsExpiryWords, freeBetsLeftWords } from './free-bet-words';
import type { FreeBetOffer } from './free-bets-source';
import { freeBetsStyles } from './free-bets.styles';
import { FreeBetsToggleEvent } from './free-bets-toggle-event';

/**
 * The FREE BETS section: the grant being played (its stake in the player's currency, how many are
 * left, when it expires) and a switch that turns free bets on for the next bets. The switch is a
 * button with `role="switch"` and `aria-checked` (Space and Enter flip it), at least 44 px tall with
 * its words inside it; while `disabled` it keeps its focus (`aria-disabled`) and does nothing. It
 * renders nothing without an offer.
 *
 * @fires rgs-free-bets-toggle - `FreeBetsToggleEvent` with the state the player asked for.
 * @csspart section - the section box.
 * @csspart switch - the switch button.
 * @cssprop --rgs-surface, --rgs-surface-raised, --rgs-text, --rgs-text-muted, --rgs-border, --rgs-accent-safe, --rgs-focus - the theme palette.
 */
export class RgsFreeBets extends LitElement {
  static override styles = [controls, freeBetsStyles];

  static override properties = {
    offer: { attribute: false },
    money: { attribute: false },
    on: { type: Boolean },
    disabled: { type: Boolean },
    lang: { type: String },
    timeZone: { type: String, attribute: 'time-zone' },
  };

  /** The grant played next (the oldest usable one); null shows nothing. */
  declare offer: FreeBetOffer | null;
  /** The session's money (display conversion included); the stake as it came when null. */
  declare money: MoneyFormat | null;
  /** Whether the next bets are free bets. */
  declare on: boolean;
  /** Whether the switch cannot be flipped now (a call under way, a round in play, autobet). */
  declare disabled: boolean;
  declare lang: string;
  /** The time zone of the expiry shown; the browser's when empty. */
  declare timeZone: string;

  constructor() {
    super();
    this.offer = null;
    this.money = null;
    this.on = false;
    this.disabled = false;
    this.lang = 'en';
    this.timeZone = '';
  }

  private flip(): void {
    if (this.disabled) return;
    this.dispatchEvent(new FreeBetsToggleEvent(!this.on));
  }

  override render(): TemplateResult | typeof nothing {
    const offer = this.offer;
    if (!offer) return nothing;
    const s = stringsFor(this.lang);
    const money = this.money ?? createMoneyFormat({ lang: this.lang, currency: '' });
    const expiry = offer.expiresAt === null ? null : freeBetsExpiryWords(offer.expiresAt, this.lang, this.timeZone || undefined);
    return html`<section part="section" class="free-bets" aria-labelledby="free-bets-title">
      <div class="head">
        <h2 id="free-bets-title">${s.freeBets}</h2>
        <span class="left">${freeBetsLeftWords(offer.remainingCount, this.lang, money)}</span>
      </div>
      <p class="stake">${fill(s.freeBetStake, { amount: money.amount(offer.stake) })}</p>
      ${expiry === null ? nothing : html`<p class="expires">${expiry}</p>`}
      <button type="button" part="switch" role="switch" aria-checked=${this.on ? 'true' : 'false'} aria-disabled=${this.disabled ? 'true' : 'false'}
        @click=${() => this.flip()}>
        <span class="words">${s.useFreeBets}</span>
        <span class="track" aria-hidden="true"><span class="thumb"></span></span>
      </button>
    </section>`;
  }
}
