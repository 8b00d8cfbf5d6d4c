import { LitElement, html, nothing, svg, type PropertyValues, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { compareDecimal, isDecimalText } from '../decimal';
import { ReducedMotionController } from './reduced-motion';
import { feedbackStrings } from './feedback-strings';
import { browserTimers, type Timers } from './frame-clock';
import { motionDuration } from './motion';
import { resultBannerStyles } from './result-banner.styles';

/** How a round ended for the player: more back than staked, exactly the stake, some of it, or nothing. */
export type BannerOutcome = 'win' | 'even' | 'partial' | 'loss';

/** A settled round as the banner shows it: the outcome and the texts the shell has already formatted. */
export interface BannerResult {
  /** `even`: the round paid back exactly its stake (a push), neither won nor lost; `partial`: some of it (a pair at 0.1×, Banker's 1.95 of 2 chips). */
  readonly outcome: BannerOutcome;
  /** As shown: "2.5×". */
  readonly multiplier: string;
  /** As shown, in the player's currency: "US$ 5.00". */
  readonly payout: string;
  /** A mark of what kind of round it was, already in words ("Free bet"); none when absent or null. */
  readonly tag?: string | null;
}

/** How long the banner slides in for, before fast mode or reduced motion shorten it. */
export const BANNER_ENTER_MS = 250;
/** Whatever shortens it, the banner stays at least this long: long enough to read. */
export const BANNER_MIN_MS = 1200;

const WIN_ICON = svg`<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" /><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" />`;
const EVEN_ICON = svg`<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" /><path d="M8 10h8M8 14h8" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />`;
const LOSS_ICON = svg`<circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" stroke-width="2" /><path d="M8 12h8" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" />`;

const OUTCOMES = {
  win: { icon: WIN_ICON, words: 'won' },
  even: { icon: EVEN_ICON, words: 'even' },
  partial: { icon: EVEN_ICON, words: 'partial' },
  loss: { icon: LOSS_ICON, words: 'noWin' },
} as const;

/** How a round ended, from its `amount` and `payout` (exact decimal text; anything else reads as a loss). */
export function outcomeOf(amount: string, payout: string): BannerOutcome {
  if (!isDecimalText(amount) || !isDecimalText(payout)) return 'loss';
  const order = compareDecimal(payout, amount);
  if (order > 0) return 'win';
  if (compareDecimal(payout, '0') <= 0) return 'loss';
  return order === 0 ? 'even' : 'partial';
}

/**
 * The result of a round: "You won", "Stake back" or "No win" with the multiplier and the payout (and its `tag`, a free bet's mark), told by an icon and
 * words, never by colour alone, and announced politely to screen readers (the region is always on the
 * page, and each result replaces its nodes, so even a repeat of the same result is announced). It
 * shows when `result` is given a new object and hides by itself after `duration`, which fast mode and
 * reduced motion shorten (never below {@link BANNER_MIN_MS}); a null result hides it at once.
 *
 * @csspart banner - the banner box (carries the class `win`, `even` or `loss`).
 * @cssprop --rgs-surface-raised, --rgs-text, --rgs-border - the banner, its text and edge (the theme palette).
 * @cssprop --rgs-accent-safe - the edge of a winning banner.
 */
export class RgsResultBanner extends LitElement {
  static override styles = resultBannerStyles;

  static override properties = {
    result: { attribute: false },
    lang: { type: String },
    fast: { type: Boolean },
    duration: { type: Number },
    visible: { state: true },
  };

  /** The round to show: set a new object for each round; null hides the banner. */
  declare result: BannerResult | null;
  /** 'en', 'pt' or 'es' (anything else reads English). */
  declare lang: string;
  /** The player's fast mode. */
  declare fast: boolean;
  /** Milliseconds the banner stays in normal play (default 3000). */
  declare duration: number;
  declare private visible: boolean;
  /** The timers it hides itself with (tests pass fakes). */
  timers: Timers = browserTimers;
  private readonly motion = new ReducedMotionController(this);
  private timer: number | null = null;
  private shownCount = 0;

  constructor() {
    super();
    this.result = null;
    this.lang = 'en';
    this.fast = false;
    this.duration = 3000;
    this.visible = false;
  }

  /** Whether the banner is showing. */
  get showing(): boolean {
    return this.visible;
  }

  /** Hides the banner now. */
  hide(): void {
    this.clearTimer();
    this.visible = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.hide();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('result')) return;
    if (!this.result) return this.hide();
    this.shownCount++;
    this.visible = true;
    this.clearTimer();
    const stay = Math.max(BANNER_MIN_MS, motionDuration(this.duration, this.preferences()));
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.visible = false;
    }, stay);
  }

  private preferences() {
    return { fast: this.fast, reducedMotion: this.motion.reduced };
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  override render(): TemplateResult {
    const result = this.visible ? this.result : null;
    const strings = feedbackStrings(this.lang);
    const enter = motionDuration(BANNER_ENTER_MS, this.preferences());
    return html`<div class="live" role="status" aria-live="polite" aria-atomic="true">
      ${result
        ? keyed(
            this.shownCount,
            html`<div part="banner" class=${`banner ${result.outcome}`} style=${`--_enter: ${enter}ms`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${OUTCOMES[result.outcome].icon}</svg>
              <span class="headline">${strings[OUTCOMES[result.outcome].words]}</span>
              <span class="multiplier">${result.multiplier}</span>
              <span class="payout">${result.payout}</span>
              ${result.tag ? html`<span class="tag">${result.tag}</span>` : nothing}
            </div>`,
          )
        : nothing}
    </div>`;
  }
}
