import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { faceOf, type HandCard } from './card';
import { cardHandStyles } from './card-hand.styles';
import { handLabel, totalText, type HandState, type HandTotal } from './hand-total';
import './playing-card';

/** Milliseconds between two cards dealt to the same hand at once. */
export const DEAL_STAGGER_MS = 240;

/**
 * A hand of cards, overlapped and fanned slightly, as wide as its container allows (up to
 * `--rgs-card-width` per card), with an optional total badge and a highlight for its state. Cards
 * added to the end are dealt (slide in from the shoe, one after another); a face-down card that gets
 * its face turns over; any other change is a new deal. Screen readers hear one label: the hand's
 * name, its cards, its total and its state.
 *
 * @csspart hand - the whole hand; it also carries `hand-active`, `hand-won`, `hand-lost` or `hand-push`.
 * @csspart cards - the row of cards (outlined while active or settled).
 * @csspart badge - the total badge; also `badge-total`, `badge-blackjack`, `badge-bust` or `badge-text`.
 * @csspart card - each card's box (exported from `<rgs-playing-card>`).
 * @cssprop --rgs-card-width - the largest a card may be (default 88px); smaller when the hand is narrow.
 * @cssprop --rgs-hand-overlap - how much of a card the next one covers (default 0.56).
 * @cssprop --rgs-hand-fan - the turn between neighbouring cards (default 3deg).
 * @cssprop --rgs-accent - the active hand's outline, and the card backs' tint.
 * @cssprop --rgs-motion-scale - how long dealing and turning take, as a share of their full length (the shell's fast mode sets 0.25).
 */
export class CardHand extends LitElement {
  static override styles = cardHandStyles;

  static override properties = {
    cards: { attribute: false },
    total: { attribute: false },
    state: { type: String, reflect: true },
    label: { type: String },
    lang: { type: String },
    logoUrl: { type: String, attribute: 'logo-url' },
    deal: { type: Boolean },
    dealDelay: { type: Number, attribute: 'deal-delay' },
  };

  /** The cards, first dealt first. */
  declare cards: readonly HandCard[];
  /** The badge (the game computes it); null for none. */
  declare total: HandTotal | null;
  /** The highlight: 'active' (being played), 'won', 'lost', 'push', or 'idle' for none. */
  declare state: HandState;
  /** The hand's name for screen readers ("Dealer", "Hand 2"); the localised "Hand" when empty. */
  declare label: string;
  /** 'en', 'pt' or 'es'. */
  declare lang: string;
  /** The card backs' logo (the session's `cardLogoUrl`). */
  declare logoUrl: string | null;
  /** Whether new cards slide in; false shows them in place (a round resumed after a reload). */
  declare deal: boolean;
  /** How long the first new card waits, in ms (to alternate with another hand's deal). */
  declare dealDelay: number;
  private previous: readonly HandCard[] = [];
  /** Index of the first card of the latest deal; cards before it are already on the table. */
  private dealFrom = 0;
  /** Bumped on a new deal, so every card element is new (and dealt) rather than repainted. */
  private generation = 0;

  constructor() {
    super();
    this.cards = [];
    this.total = null;
    this.state = 'idle';
    this.label = '';
    this.lang = 'en';
    this.logoUrl = null;
    this.deal = true;
    this.dealDelay = 0;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('cards')) {
      // Dealing switched on (a resumed table's first move) deals the next cards, not those already shown.
      if (changed.has('deal')) this.dealFrom = this.cards.length;
      return;
    }
    if (continues(this.previous, this.cards)) {
      if (this.cards.length > this.previous.length) this.dealFrom = this.previous.length;
      else if (changed.has('deal')) this.dealFrom = this.cards.length;
    } else if (isPrefix(this.cards, this.previous)) {
      // Cards taken off the end (a pair split into two hands): the ones left stay where they lie.
      this.dealFrom = this.cards.length;
    } else {
      this.generation += 1;
      this.dealFrom = 0;
    }
    this.previous = this.cards;
  }

  override render(): TemplateResult {
    const state = this.state || 'idle';
    const n = this.cards.length;
    return html`<div part=${`hand hand-${state}`} class=${`hand hand-${state}`} role="img"
      aria-label=${handLabel({ label: this.label, cards: this.cards, total: this.total, state }, this.lang)}>
      <div part="cards" class="cards" style=${`--n: ${Math.max(n, 1)}`}>
        ${repeat(
          this.cards,
          (_, i) => `${this.generation}:${i}`,
          (card, i) => {
            const face = faceOf(card);
            const fresh = i >= this.dealFrom;
            const delay = fresh ? this.dealDelay + (i - this.dealFrom) * DEAL_STAGGER_MS : 0;
            return html`<rgs-playing-card class="slot" exportparts="card" style=${`--i: ${i}; --rgs-deal-delay: calc(${delay}ms * var(--rgs-motion-scale, 1))`}
              .rank=${face?.rank ?? null} .suit=${face?.suit ?? null} .faceDown=${face === null}
              .logoUrl=${this.logoUrl} .lang=${this.lang} .dealt=${this.deal && fresh}></rgs-playing-card>`;
          },
        )}
      </div>
      ${this.total
        ? html`<span part=${`badge badge-${this.total.kind}`} class=${`badge ${this.total.kind}`} aria-hidden="true">${totalText(this.total, this.lang)}</span>`
        : nothing}
    </div>`;
  }
}

/** Whether `shorter` is the first cards of `longer`, face for face. */
function isPrefix(shorter: readonly HandCard[], longer: readonly HandCard[]): boolean {
  return shorter.length < longer.length && shorter.every((card, i) => sameFace(card, longer[i]!));
}

function sameFace(a: HandCard, b: HandCard): boolean {
  const x = faceOf(a);
  const y = faceOf(b);
  return x === null ? y === null : y !== null && x.rank === y.rank && x.suit === y.suit;
}

/** Whether `next` is `previous` with cards added or hole cards turned: the same deal, going on. */
function continues(previous: readonly HandCard[], next: readonly HandCard[]): boolean {
  if (next.length < previous.length) return false;
  return previous.every((card, i) => {
    const before = faceOf(card);
    const after = faceOf(next[i]!);
    return before === null || (after !== null && after.rank === before.rank && after.suit === before.suit);
  });
}
