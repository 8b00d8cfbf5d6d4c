import { html, nothing, type TemplateResult } from 'lit';
import type { Card } from '../deck';
import type { SlotView } from './hand-view';

/** Milliseconds between two cards dealt at once (the kit's hands use 240; five in a row want less). */
export const DEAL_STAGGER_MS = 110;

/** What one place on the table needs to draw itself. */
export interface CardSlotOptions {
  readonly slot: SlotView;
  /** 0 … 4, left to right. */
  readonly index: number;
  /** Its turn among the cards dealt at once (the deal's stagger). */
  readonly order: number;
  /** Left out of the hand paid: it steps back. */
  readonly kicker: boolean;
  /** Whether a click toggles its hold now. */
  readonly holdable: boolean;
  /** Whether the card slides in from the deck. */
  readonly fresh: boolean;
  /** The tag's word: "Hold" or "Held". */
  readonly word: string;
  /** The button's name: the tag's words first, then the card ("Held 3: Ace of clubs, suggested hold"). */
  readonly label: string;
  readonly logoUrl: string | null;
  readonly lang: string;
  readonly onToggle: () => void;
}

/**
 * One of the five places: the card, and its hold button under it. The card is the picture (hidden
 * from screen readers, which have the button), the tag the button, named after the card; a click on
 * either toggles (the button's click reaches the place).
 */
export function renderCardSlot(o: CardSlotOptions): TemplateResult {
  const { slot } = o;
  const face = slot.card;
  const classes = ['slot', slot.held && 'held', slot.suggested && 'suggested', slot.replaced && 'replaced', !face && 'back', o.holdable && 'holdable', o.kicker && 'kicker'];
  return html`<div class=${classes.filter(Boolean).join(' ')} data-slot=${o.index} @click=${() => o.holdable && o.onToggle()}>
    <rgs-playing-card aria-hidden="true" style=${`--rgs-deal-delay: calc(${o.order * DEAL_STAGGER_MS}ms * var(--rgs-motion-scale, 1))`} .rank=${face?.rank ?? null}
      .suit=${face?.suit ?? null} .faceDown=${face === null} .logoUrl=${o.logoUrl} .lang=${o.lang} .dealt=${o.fresh}></rgs-playing-card>
    <button type="button" class="tag" aria-label=${o.label} aria-pressed=${face ? (slot.held ? 'true' : 'false') : nothing}
      aria-disabled=${o.holdable ? 'false' : 'true'} aria-keyshortcuts=${String(o.index + 1)}>${o.word} <kbd>${o.index + 1}</kbd></button>
  </div>`;
}

/** Under the cards once a hand is over: the cards of its deck never drawn, and what the suggested holds would have made instead. */
export function renderAfterDraw(o: { readonly undrawn: readonly Card[]; readonly undrawnLabel: string; readonly comparison: string | null; readonly lang: string }): TemplateResult {
  return html`<div class="after">
    ${o.undrawn.length > 0
      ? html`<div class="undrawn"><span>${o.undrawnLabel}</span>
          <ul>${o.undrawn.map((card) => html`<li><rgs-playing-card class="small" .rank=${card.rank} .suit=${card.suit} .lang=${o.lang}></rgs-playing-card></li>`)}</ul></div>`
      : nothing}
    ${o.comparison ? html`<p class="advice">${o.comparison}</p>` : nothing}
  </div>`;
}
