import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { isRank, isSuit, type CardFace, type Rank, type Suit } from './card';
import { renderBack } from './card-back';
import { renderBlank, renderFace } from './card-face';
import { CARD_HEIGHT, CARD_WIDTH } from './card-geometry';
import { cardLabel } from './card-label';
import { playingCardStyles } from './playing-card.styles';
import { ReducedMotionController } from '../feedback/reduced-motion';

let nextId = 0;

/**
 * One playing card, drawn in SVG: a white face with corner indices, pips as printed for 2–10, a
 * large suit for the ace and drawn court figures; or its back, tinted by the theme accent, with the
 * operator's logo. It scales to its width (5:7). Turning it over (`faceDown`) flips it in 3D; setting
 * `dealt` slides it in from the shoe; neither moves under `prefers-reduced-motion`. A face-down card
 * renders no rank or suit at all, not even hidden.
 *
 * @csspart card - the card's box: the deal animation moves it; a parent may animate it too.
 * @cssprop --rgs-accent - the back's tint (the contract's `buttonColor`, "also the card-back tint").
 * @cssprop --rgs-bg - the plate behind the logo (the page background the logo is made for).
 * @cssprop --rgs-card-width - the card's width (default: its container's).
 * @cssprop --rgs-deal-from-x - where the shoe is, across, relative to the card's width (default 180%).
 * @cssprop --rgs-deal-from-y - where the shoe is, down, relative to the card's height (default -160%).
 * @cssprop --rgs-deal-delay - how long the card waits in the shoe before it is dealt (default 0ms).
 * @cssprop --rgs-motion-scale - the deal and flip's length as a share of their full one (default 1; fast mode 0.25).
 */
export class PlayingCard extends LitElement {
  static override styles = playingCardStyles;

  static override properties = {
    rank: { type: String },
    suit: { type: String },
    faceDown: { type: Boolean, attribute: 'face-down' },
    logoUrl: { type: String, attribute: 'logo-url' },
    lang: { type: String },
    dealt: { type: Boolean },
    flip: { state: true },
    dealing: { state: true },
    logoFailed: { state: true },
  };

  /** 'A', '2'…'10', 'J', 'Q', 'K'. */
  declare rank: Rank | null;
  /** 'S', 'H', 'D' or 'C'. */
  declare suit: Suit | null;
  /** Shows the back; turning it over animates. Without a valid rank and suit the back shows too. */
  declare faceDown: boolean;
  /** The operator's logo for the back (the session's `cardLogoUrl`); null for the pattern alone. */
  declare logoUrl: string | null;
  /** 'en', 'pt' or 'es' (anything else reads English): the language of the card's accessible name. */
  declare lang: string;
  /** Slides the card in from the shoe when it becomes true, or when the card first shows with it true. */
  declare dealt: boolean;
  declare private flip: 'up' | 'down' | null;
  declare private dealing: boolean;
  declare private logoFailed: boolean;
  private readonly motion = new ReducedMotionController(this);
  private readonly drawingId = `rgs-card-${++nextId}`;
  private wasShown = false;

  constructor() {
    super();
    this.rank = null;
    this.suit = null;
    this.faceDown = false;
    this.logoUrl = null;
    this.lang = 'en';
    this.dealt = false;
    this.flip = null;
    this.dealing = false;
    this.logoFailed = false;
  }

  /** The face the player sees, or null when the back shows. */
  get face(): CardFace | null {
    return !this.faceDown && isRank(this.rank) && isSuit(this.suit) ? { rank: this.rank, suit: this.suit } : null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('logoUrl')) this.logoFailed = false;
    const shown = this.face !== null;
    const turned = this.hasUpdated && shown !== this.wasShown;
    const dealNow = changed.has('dealt') && this.dealt;
    this.wasShown = shown;
    if (this.motion.reduced) {
      this.flip = null;
      this.dealing = false;
      return;
    }
    if (dealNow) this.dealing = true;
    if (turned) this.flip = shown ? 'up' : 'down';
    else if (dealNow && shown && !this.hasUpdated) this.flip = 'up';
  }

  private readonly onAnimationEnd = (event: AnimationEvent): void => {
    if (event.animationName === 'rgs-card-flip') this.flip = null;
    if (event.animationName === 'rgs-card-deal') this.dealing = false;
  };

  private side(showFace: CardFace | null, key: string): TemplateResult {
    const back = () => renderBack({ id: `${this.drawingId}-${key}`, logoUrl: this.logoFailed ? null : this.logoUrl, onLogoError: () => (this.logoFailed = true) });
    return html`<svg class=${`side ${key}`} viewBox=${`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false">
      ${showFace ? renderFace(showFace) : key === 'rear' && this.flip === 'down' ? renderBlank() : back()}
    </svg>`;
  }

  override render(): TemplateResult {
    const face = this.face;
    // While turning face up the rear is the back; turning face down it is a blank face (the face
    // already left the page, so nothing can be read from it).
    return html`<div part="card" class=${classMap({ card: true, dealing: this.dealing })} role="img" aria-label=${cardLabel(face, this.lang)}
      data-motion=${this.motion.reduced ? 'reduced' : 'full'} @animationend=${this.onAnimationEnd}>
      <div class=${classMap({ flipper: true, 'flip-up': this.flip === 'up', 'flip-down': this.flip === 'down' })}>
        ${this.side(face, 'front')}
        ${this.flip ? this.side(null, 'rear') : nothing}
      </div>
    </div>`;
  }
}
