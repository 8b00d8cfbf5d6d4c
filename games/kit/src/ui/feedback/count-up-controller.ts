import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { compareDecimal, decimalPlaces, interpolateDecimal, isDecimalText } from '../decimal';
import { browserFrameClock, type FrameClock } from './frame-clock';
import type { MotionPreferences } from './motion';

/** How the count is timed and whether it may move. */
export interface CountUpOptions {
  /** Milliseconds from the old amount to the new (default 800). */
  readonly duration?: number;
  readonly clock?: FrameClock;
  /** Read at each change: reduced motion or fast mode shows the new amount at once. */
  readonly motion?: () => MotionPreferences;
}

/** Fast at first, settling on the amount: how a counter reads as "adding up". */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A displayed amount that counts up to a new, higher amount (the balance after a win) over a short
 * time, one animation frame at a time. The amounts in between are computed exactly on decimal text
 * and shown with the new amount's decimals; the last frame shows the new amount's own text, exactly
 * as given. A lower amount (a bet taken), reduced motion and fast mode show the new amount at once.
 */
export class CountUpController implements ReactiveController {
  private shown: string | null = null;
  private target: string | null = null;
  private from = '0';
  private startedAt = 0;
  private handle: number | null = null;
  private readonly duration: number;
  private readonly clock: FrameClock;
  private readonly motion: () => MotionPreferences;

  constructor(
    private readonly host: ReactiveControllerHost,
    options: CountUpOptions = {},
  ) {
    this.duration = options.duration ?? 800;
    this.clock = options.clock ?? browserFrameClock;
    this.motion = options.motion ?? (() => ({ fast: false, reducedMotion: false }));
    host.addController(this);
  }

  /** The text to show now ('' before any amount). */
  get text(): string {
    return this.shown ?? '';
  }

  /** Whether it is counting. */
  get counting(): boolean {
    return this.handle !== null;
  }

  /** Moves the display to a new amount: counting up when it is higher, at once otherwise. */
  set(amount: string): void {
    if (amount === this.target) return;
    const current = this.shown;
    const previous = this.target;
    const { fast, reducedMotion } = this.motion();
    // Up from the last real amount (not from a number shown mid-count): a bet taken mid-count jumps.
    const countable =
      current !== null && previous !== null && isDecimalText(current) && isDecimalText(previous) && isDecimalText(amount) && compareDecimal(amount, previous) > 0;
    if (!countable || fast || reducedMotion || this.duration <= 0) return this.jump(amount);
    this.stopFrames();
    this.from = current;
    this.target = amount;
    this.startedAt = this.clock.now();
    this.handle = this.clock.request(this.frame);
  }

  /** Shows an amount at once, ending any count. */
  jump(amount: string): void {
    this.stopFrames();
    this.target = amount;
    this.shown = amount;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // Without frames a count would stop half-way if the element came back.
    if (this.target !== null && this.handle !== null) this.jump(this.target);
  }

  private readonly frame = (): void => {
    this.handle = null;
    const target = this.target!;
    const t = (this.clock.now() - this.startedAt) / this.duration;
    if (t >= 1) {
      this.shown = target;
    } else {
      this.shown = interpolateDecimal(this.from, target, easeOut(Math.max(0, t)) * 1_000_000, decimalPlaces(target));
      this.handle = this.clock.request(this.frame);
    }
    this.host.requestUpdate();
  };

  private stopFrames(): void {
    if (this.handle !== null) this.clock.cancel(this.handle);
    this.handle = null;
  }
}
