import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The time the history reads: now, and a repeating tick to keep "3 min. ago" true. */
export interface HistoryClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

/** The browser's clock and timers. */
export const systemClock: HistoryClock = {
  now: () => Date.now(),
  every(ms, tick) {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

/** Re-renders its host every `ms` while connected, on the clock the host holds when it connects. */
export class TickController implements ReactiveController {
  private stop: (() => void) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly ms: number,
    private readonly clock: () => HistoryClock,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop?.();
    this.stop = this.clock().every(this.ms, () => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = null;
  }
}
