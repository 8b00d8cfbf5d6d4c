import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Hotkey } from '../hotkeys/hotkey';
import type { PlayedRound } from '../played-round';
import type { FrameClock } from './frame-clock';

/** What a game shows of a settled round while its animation plays: the round it tells, and how long it plays. */
export interface AnimatedOutcome {
  readonly round: PlayedRound;
  /** Milliseconds from the start to the landing, after fast mode and reduced motion (0: lands at once). */
  readonly duration: number;
}

/** How a game plugs its board into the animation. */
export interface OutcomeAnimationOptions<S extends AnimatedOutcome> {
  /** The clock the frames come from, read at each start (tests put a hand-driven one on the element). */
  readonly clock: () => FrameClock;
  /** Tells the round: the shell's `announce` (banner, sound, history, balance). */
  readonly announce: (round: PlayedRound) => void;
  /** Called once as an outcome lands, before it is told: the board keeps where it came to rest. */
  readonly landed?: (shown: S) => void;
  /** Called as an animated outcome starts (elapsed 0) and on each frame before it lands: sounds that keep time with it. */
  readonly frame?: (shown: S, elapsed: number) => void;
}

/**
 * The life of one settled round on an instant game's board: the money has moved already, the board
 * plays the outcome from `elapsed` 0 to its `duration` on animation frames, and only then is the round
 * told. It lands (at once, told) on Skip or Escape, when the next bet starts, when the game changes
 * its board, and when the element leaves the page, so no round is ever left untold or half drawn.
 *
 * The game reads `shown`, `elapsed`, `playing` and `landed` in its render; the element re-renders on
 * each frame. One per game, created as a field: `new OutcomeAnimation(this, { … })`.
 */
export class OutcomeAnimation<S extends AnimatedOutcome> implements ReactiveController {
  /** The outcome on the board: playing or landed; null before the first round or after `clear`. */
  shown: S | null = null;
  /** Milliseconds since the shown outcome started; Infinity once it has landed. */
  elapsed = Infinity;
  private startedAt = 0;
  private handle: number | null = null;
  private clock: FrameClock | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: OutcomeAnimationOptions<S>,
  ) {
    host.addController(this);
  }

  /** True while the outcome is still playing. */
  get playing(): boolean {
    return this.shown !== null && this.elapsed !== Infinity;
  }

  /** True once the shown outcome has landed (and been told). */
  get landed(): boolean {
    return this.shown !== null && this.elapsed === Infinity;
  }

  /** How far the shown outcome has played, 0 … 1 (1 once landed, and for an outcome of no duration). */
  get progress(): number {
    const shown = this.shown;
    if (!shown || this.elapsed === Infinity || shown.duration <= 0) return 1;
    return Math.min(1, this.elapsed / shown.duration);
  }

  /** Plays a settled outcome; the one playing before it lands first. Of duration 0 it lands at once. */
  play(shown: S): void {
    this.land();
    this.clock = this.options.clock();
    this.shown = shown;
    this.startedAt = this.clock.now();
    this.elapsed = 0;
    if (shown.duration <= 0) {
      this.land();
      return;
    }
    this.options.frame?.(shown, 0);
    this.handle = this.clock.request(() => this.tick());
    this.host.requestUpdate();
  }

  /** Ends the animation on its outcome at once and tells the round; nothing when none is playing. */
  land(): void {
    if (this.handle !== null) this.clock?.cancel(this.handle);
    this.handle = null;
    const shown = this.shown;
    if (!shown || this.elapsed === Infinity) return;
    this.elapsed = Infinity;
    this.options.landed?.(shown);
    // An open round (a stateful game's step) has nothing to tell yet.
    if (shown.round.status === 'CLOSED') this.options.announce(shown.round);
    this.host.requestUpdate();
  }

  /** Lands what plays and takes it off the board (the player changed the board's settings). */
  clear(): void {
    this.land();
    this.shown = null;
    this.host.requestUpdate();
  }

  /** Escape skips to the landing while something plays; add it to the game's hotkeys. */
  skipKey(label: () => string): Hotkey {
    const animation = this;
    return {
      key: 'Escape',
      get label() {
        return label();
      },
      run: () => animation.land(),
      enabled: () => animation.playing,
    };
  }

  /**
   * The Skip button while something plays (for the game's `renderActions`). It vanishes as it lands
   * the outcome, so the keyboard goes back to the primary button, where the next move is.
   */
  renderSkip(label: string): TemplateResult | typeof nothing {
    if (!this.playing) return nothing;
    return html`<button type="button" class="skip" aria-keyshortcuts="Escape" @click=${() => void this.skipAndFocusPrimary()}>${label}</button>`;
  }

  hostDisconnected(): void {
    // Without frames an outcome would hang half played if the element came back.
    this.land();
  }

  private async skipAndFocusPrimary(): Promise<void> {
    this.land();
    await this.host.updateComplete;
    this.host.shadowRoot?.querySelector<HTMLButtonElement>('button.play')?.focus();
  }

  private tick(): void {
    const shown = this.shown;
    if (!shown || !this.clock) return;
    const elapsed = this.clock.now() - this.startedAt;
    if (elapsed >= shown.duration) {
      this.land();
      return;
    }
    this.elapsed = elapsed;
    this.options.frame?.(shown, elapsed);
    this.handle = this.clock.request(() => this.tick());
    this.host.requestUpdate();
  }
}
