import type { PlayedRound, Timers } from '@rgs/game-kit/ui';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The end of a chicken round on the road: the money has moved already, the car drives in (or the
 * last hop lands) for a moment, and only then is the round told. It is told at once on Escape, when
 * the next bet starts, when the board changes and when the element leaves the page, so no round is
 * ever left untold. Lighter than the kit's OutcomeAnimation: the road animates itself in CSS, so
 * this only keeps time.
 */
export class RoundEnding implements ReactiveController {
  private ending: { readonly round: PlayedRound; readonly handle: number } | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: { readonly timers: () => Timers; readonly announce: (round: PlayedRound) => void },
  ) {
    host.addController(this);
  }

  /** Whether a round's end is still playing out. */
  get playing(): boolean {
    return this.ending !== null;
  }

  /** Tells `round` after `ms`; at once when there is nothing to watch. The one playing before lands first. */
  play(round: PlayedRound, ms: number): void {
    this.land();
    if (ms <= 0) {
      this.options.announce(round);
      return;
    }
    this.ending = { round, handle: this.options.timers().set(() => this.land(), ms) };
    this.host.requestUpdate();
  }

  /** Ends what plays out now and tells its round; nothing when nothing plays. */
  land(): void {
    const ending = this.ending;
    if (!ending) return;
    this.ending = null;
    this.options.timers().clear(ending.handle);
    this.options.announce(ending.round);
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.land();
  }
}
