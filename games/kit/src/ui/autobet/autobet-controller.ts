import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { settingsProblems, type AutobetAdjust, type AutobetSettings } from './autobet-settings';
import { addDecimal, clampDecimal, compareDecimal, floorToPlaces, increaseByPercent, subtractDecimal } from '../decimal';

/** What one round staked and paid back, as decimal text. */
export interface AutobetRound {
  readonly stake: string;
  readonly payout: string;
}

/** Places one bet through the shell (and the server) and resolves with its round; null or a throw is a failure. */
export type PlaceOne = (amount: string) => Promise<AutobetRound | null>;

/** The base bet and the limits the stake must keep to, read when a run starts. */
export interface AutobetStake {
  /** The base bet (decimal text). */
  readonly amount: string;
  /** The decimals a stake may have: an increased stake is rounded down to them. */
  readonly places: number;
  readonly min?: string | null;
  readonly max?: string | null;
}

/** Why a run ended. */
export type AutobetStopReason = 'count' | 'profit' | 'loss' | 'error' | 'hidden' | 'auth_required' | 'user' | 'disconnected';

/** idle: no run; running: placing bets; stopping: told to stop, waiting for the round in flight. */
export type AutobetState = 'idle' | 'running' | 'stopping';

/** The page's visibility (the document; a fake in tests). */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** What the shell gives the controller. */
export interface AutobetOptions {
  readonly placeOne: PlaceOne;
  readonly stake: () => AutobetStake;
  /** Default: the global document. */
  readonly document?: VisibilitySource;
}

/** Settings given in code that break the form's rules. */
export class AutobetSettingsError extends Error {
  readonly code = 'INVALID_AUTOBET_SETTINGS';

  constructor(readonly problems: readonly string[]) {
    super(`invalid autobet settings: ${problems.join(', ')}`);
    this.name = 'AutobetSettingsError';
  }
}

/**
 * Plays rounds by itself: one at a time, each placed through the shell's `placeOne` and awaited
 * before the next (never two in flight, never faster than the server answers). After each round the
 * stake goes back to the base bet or up by a percentage (exact decimal text, rounded down to the
 * stake's decimals, held within the limits), and the run's net profit is kept exactly. It stops when
 * the count is reached, the profit or loss limit is reached, a round fails, the page is hidden, or the
 * shell calls `stop` (the player, or `auth_required`); a stop lets the round in flight finish.
 */
export class AutobetController implements ReactiveController {
  private current: AutobetState = 'idle';
  private rounds = 0;
  private net = '0';
  private next: string | null = null;
  private pending: AutobetStopReason | null = null;
  private last: AutobetStopReason | null = null;
  private running: AutobetSettings | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly doc: VisibilitySource;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: AutobetOptions,
  ) {
    this.doc = options.document ?? document;
    host.addController(this);
  }

  /** idle, running or stopping. */
  get state(): AutobetState {
    return this.current;
  }

  /** Rounds completed in the current (or last) run. */
  get played(): number {
    return this.rounds;
  }

  /** Net profit of the current (or last) run: payouts minus stakes, decimal text, negative for a loss. */
  get profit(): string {
    return this.net;
  }

  /** The stake of the next round while running; null when idle. */
  get nextAmount(): string | null {
    return this.next;
  }

  /** The settings of the current (or last) run. */
  get settings(): AutobetSettings | null {
    return this.running;
  }

  /** Why the last run ended; null before the first run ends. */
  get lastStopReason(): AutobetStopReason | null {
    return this.last;
  }

  /** Calls `listener` whenever the state or the counters change; returns a function that unsubscribes. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs until a stop; resolves with the reason. A second start while a run is on does nothing and
   * resolves null. Settings that break the form's rules reject with {@link AutobetSettingsError}.
   */
  async start(settings: AutobetSettings): Promise<AutobetStopReason | null> {
    if (this.current !== 'idle') return null;
    const problems = settingsProblems(settings);
    if (problems.length > 0) throw new AutobetSettingsError(problems);
    const stake = this.options.stake();
    this.running = settings;
    this.rounds = 0;
    this.net = '0';
    this.pending = null;
    this.last = null;
    this.next = stake.amount;
    this.current = 'running';
    this.doc.addEventListener('visibilitychange', this.onVisibility);
    this.changed();
    try {
      await this.run(settings, stake);
    } finally {
      this.doc.removeEventListener('visibilitychange', this.onVisibility);
      this.last = this.pending ?? 'user';
      this.pending = null;
      this.next = null;
      this.current = 'idle';
      this.changed();
    }
    return this.last;
  }

  /** Stops the run after the round in flight (the player's Stop, or the shell on `auth_required`). */
  stop(reason: AutobetStopReason = 'user'): void {
    if (this.current !== 'running') return;
    this.pending = reason;
    this.current = 'stopping';
    this.changed();
  }

  hostDisconnected(): void {
    this.stop('disconnected');
  }

  private async run(settings: AutobetSettings, stake: AutobetStake): Promise<void> {
    while (this.pending === null) {
      if (this.doc.visibilityState === 'hidden') {
        this.pending = 'hidden';
        break;
      }
      const amount = this.next!;
      let round: AutobetRound | null;
      try {
        round = await this.options.placeOne(amount);
      } catch {
        round = null;
      }
      // A stop asked for while the round was in flight keeps its reason (auth_required fails the round too).
      if (!round) {
        this.pending ??= 'error';
        break;
      }
      this.rounds++;
      this.net = addDecimal(this.net, subtractDecimal(round.payout, round.stake));
      const result = compareDecimal(round.payout, round.stake);
      // A push (paid back exactly the stake) leaves the stake as it was.
      if (result !== 0) this.next = this.adjust(result > 0 ? settings.onWin : settings.onLoss, amount, stake);
      this.pending ??= this.limitReached(settings);
      this.changed();
    }
  }

  private adjust(rule: AutobetAdjust, amount: string, stake: AutobetStake): string {
    const next = rule.mode === 'reset' ? stake.amount : increaseByPercent(amount, rule.percent, stake.places);
    return clampDecimal(floorToPlaces(next, stake.places), stake.min, stake.max);
  }

  private limitReached(settings: AutobetSettings): AutobetStopReason | null {
    if (settings.count !== null && this.rounds >= settings.count) return 'count';
    if (settings.stopOnProfit !== undefined && compareDecimal(this.net, settings.stopOnProfit) >= 0) return 'profit';
    if (settings.stopOnLoss !== undefined && compareDecimal(subtractDecimal('0', this.net), settings.stopOnLoss) >= 0) return 'loss';
    return null;
  }

  private readonly onVisibility = (): void => {
    if (this.doc.visibilityState === 'hidden') this.stop('hidden');
  };

  private changed(): void {
    this.host.requestUpdate();
    for (const listener of this.listeners) listener();
  }
}
