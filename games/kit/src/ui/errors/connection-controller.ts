import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { browserTimers, type Timers } from '../feedback/frame-clock';
import { classifyError } from './error-kind';

/** Whether the play API answers: `reconnecting` while requests get no answer. */
export type ConnectionState = 'online' | 'reconnecting';

/** What the controller needs from its surroundings; only `probe` has no default. */
export interface ConnectionControllerOptions {
  /**
   * Asks the play API whether it answers (for example `client.request('query { __typename }')`).
   * Resolving, or rejecting with an answer (any coded error but `HTTP_ERROR`), means connected;
   * rejecting with no answer (a network failure or `HTTP_ERROR`) means still down.
   */
  readonly probe: () => Promise<unknown>;
  /** The timers it waits between probes with (tests pass fakes and fire them by hand). */
  readonly timers?: Timers;
  /** Where `online` and `offline` events come from (the window). */
  readonly events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Whether the browser believes it has a network (`navigator.onLine`). */
  readonly isOnline?: () => boolean;
  /** Waits before each probe, in milliseconds; the last one repeats. */
  readonly backoffMs?: readonly number[];
  /** Called on every state change (after the host was asked to re-render): e.g. re-read the balance once back online. */
  readonly onChange?: (state: ConnectionState) => void;
}

/** The default waits between probes: quick at first, then every 30 s. */
export const BACKOFF_MS: readonly number[] = Object.freeze([1000, 2000, 4000, 8000, 16000, 30000]);

const isConnectionFailure = (error: unknown) => {
  const { kind } = classifyError(error);
  return kind === 'network' || kind === 'server';
};

/**
 * Tracks whether the play API answers. The browser's `offline` event, or a request the shell reports
 * as failed with no answer, switches to `reconnecting`; it then probes the API with growing waits
 * (`backoffMs`) until a probe gets an answer, the shell reports a request that succeeded, or the
 * browser's `online` event leads to a probe that does. `probeNow()` probes at once (a "try now"
 * button). The host re-renders on every change.
 */
export class ConnectionController implements ReactiveController {
  private current: ConnectionState = 'online';
  private failures = 0;
  private timer: number | null = null;
  private delay: number | null = null;
  private pending: Promise<ConnectionState> | null = null;
  private connected = false;
  // Bumped by reportSuccess: a probe that was already under way then reports nothing.
  private generation = 0;
  private readonly timers: Timers;
  private readonly backoff: readonly number[];
  private readonly onOnline = () => {
    this.failures = 0;
    void this.probeNow();
  };
  private readonly onOffline = () => this.goReconnecting();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ConnectionControllerOptions,
  ) {
    this.timers = options.timers ?? browserTimers;
    this.backoff = options.backoffMs?.length ? options.backoffMs : BACKOFF_MS;
    host.addController(this);
  }

  /** `online`, or `reconnecting` while the API gives no answer. */
  get state(): ConnectionState {
    return this.current;
  }

  /** Probes that got no answer since the connection was last known good. */
  get failedProbes(): number {
    return this.failures;
  }

  /** The wait before the scheduled probe, in milliseconds; null when none is scheduled. */
  get nextProbeMs(): number | null {
    return this.delay;
  }

  hostConnected(): void {
    this.connected = true;
    const events = this.events();
    events?.addEventListener('online', this.onOnline);
    events?.addEventListener('offline', this.onOffline);
    const online = this.options.isOnline?.() ?? globalThis.navigator?.onLine ?? true;
    if (!online || this.current === 'reconnecting') this.goReconnecting();
  }

  hostDisconnected(): void {
    this.connected = false;
    const events = this.events();
    events?.removeEventListener('online', this.onOnline);
    events?.removeEventListener('offline', this.onOffline);
    this.cancelProbe();
  }

  /**
   * The shell reports a request that failed. Returns true (and starts reconnecting) when it got no
   * answer, false for any answered error, which says nothing about the connection.
   */
  reportFailure(error: unknown): boolean {
    if (!isConnectionFailure(error)) return false;
    this.goReconnecting();
    return true;
  }

  /** The shell reports a request that got an answer: the connection is good. */
  reportSuccess(): void {
    this.generation += 1;
    this.pending = null;
    this.cancelProbe();
    this.failures = 0;
    this.set('online');
  }

  /** Probes at once (cancelling the scheduled probe); resolves with the state it leads to. */
  probeNow(): Promise<ConnectionState> {
    if (this.pending) return this.pending;
    this.cancelProbe();
    const generation = this.generation;
    const probe = this.options
      .probe()
      .then(
        () => true,
        (error: unknown) => !isConnectionFailure(error),
      )
      .then((answered) => {
        if (generation !== this.generation) return this.current;
        this.pending = null;
        if (answered) {
          this.failures = 0;
          this.set('online');
        } else {
          this.failures += 1;
          this.set('reconnecting');
          this.schedule();
        }
        return this.current;
      });
    this.pending = probe;
    return probe;
  }

  private goReconnecting(): void {
    this.set('reconnecting');
    if (this.timer === null && this.pending === null) this.schedule();
  }

  private schedule(): void {
    if (!this.connected) return;
    this.cancelProbe();
    const delay = this.backoff[Math.min(this.failures, this.backoff.length - 1)]!;
    this.delay = delay;
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.delay = null;
      void this.probeNow();
    }, delay);
  }

  private cancelProbe(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.delay = null;
  }

  private set(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    this.host.requestUpdate();
    this.options.onChange?.(state);
  }

  private events(): ConnectionControllerOptions['events'] {
    return this.options.events ?? (typeof globalThis.addEventListener === 'function' ? globalThis : undefined);
  }
}
