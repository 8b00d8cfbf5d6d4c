import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isDecimalText, subtractDecimal } from '../decimal';
import { CountUpController } from '../feedback/count-up-controller';
import type { MotionPreferences } from '../feedback/motion';
import type { PlaySource } from '../play-source';

/** What the balance tells the game and reads of it. */
export interface BalanceHost {
  /** A new balance was reported (the exact text the play source gave): the host page hears of it. */
  readonly reported: (balance: string) => void;
  /** Read at each change: fast mode and reduced motion show a new balance at once. */
  readonly motion: () => MotionPreferences;
}

/** "1.5000000000" → "1.5": amounts come with ten places; people read them without the zeros. */
export function trimAmount(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * The player's balance: the latest one reported (wire decimal text, trailing zeros trimmed) and the
 * one shown, which counts up to it, and which, while a won round's animation has not landed,
 * leaves the win out (the player sees the stake taken but not yet the win).
 */
export class BalanceController implements ReactiveController {
  private value: string | null = null;
  /** How many balances have been reported: an answer asked for before a newer one is not applied. */
  private changes = 0;
  private readonly shown: CountUpController;

  constructor(
    private readonly element: ReactiveControllerHost,
    private readonly host: BalanceHost,
  ) {
    this.shown = new CountUpController(element, { motion: host.motion });
    element.addController(this);
  }

  /** Lit's hook; the balance lives as long as the element. */
  hostConnected(): void {}

  /** The latest balance reported, trimmed; null when none is known. */
  get current(): string | null {
    return this.value;
  }

  /** The balance as shown now (counting, or short of a win that has not landed); null when none is known. */
  get shownText(): string | null {
    return this.value === null ? null : this.shown.text || this.value;
  }

  /**
   * A balance reported by the play source. `landing`, a payout whose animation has not landed yet,
   * is left out of the balance shown until `land()`.
   */
  set(balance: string, landing: string | null = null): void {
    this.changes += 1;
    const next = trimAmount(balance);
    if (next === this.value && landing === null) return;
    this.value = next;
    this.element.requestUpdate();
    this.host.reported(balance);
    this.shown.set(landing !== null && isDecimalText(landing) && isDecimalText(next) ? subtractDecimal(next, landing) : next);
  }

  /** A round landed: the balance shown counts up to the one reported. */
  land(): void {
    if (this.value !== null) this.shown.set(this.value);
  }

  /**
   * Asks for the balance beside play rather than before it, so the game is playable one round trip
   * sooner. A move that settles first reports a newer balance, which this answer then never replaces;
   * neither is an answer applied once `stillLive` says the source was left. A failure leaves the
   * balance to the next move's answer.
   */
  async fetch(source: PlaySource, stillLive: () => boolean): Promise<void> {
    const seen = this.changes;
    try {
      const balance = await source.balance();
      if (this.changes === seen && stillLive()) this.set(balance);
    } catch {
      // Shown with the next move's answer.
    }
  }
}
