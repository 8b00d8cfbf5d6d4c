import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Timers } from '../feedback/frame-clock';
import type { MoneyFormat } from '../format/money-format';
import type { PlayResult } from '../play-source';
import type { PlayedRound } from '../played-round';
import type { FreeBetOffer, FreeBetsSource } from './free-bets-source';
import type { FreeBetsToggleEvent } from './free-bets-toggle-event';

/** What the free bets read of the game and tell it. */
export interface FreeBetsHost {
  readonly game: () => string;
  readonly money: () => MoneyFormat;
  readonly lang: () => string;
  /** Whether the switch cannot be flipped now (a call under way, a round in play, autobet running). */
  readonly disabled: () => boolean;
  /** Free bets were just turned on (the shell leaves Auto then). */
  readonly turnedOn?: () => void;
  /** Now, in epoch milliseconds (tests pass their own). */
  readonly now?: () => number;
  /** The timers an expiry is waited for with. */
  readonly timers: () => Timers;
}

/** A move the game makes with its busy flag and its handling of the answer (the shell's `move`). */
export type FreeBetMove = (work: () => Promise<PlayResult>) => Promise<PlayedRound | null>;

// setTimeout takes at most 2³¹ − 1 ms (about 24.8 days); a later expiry is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The player's free bets of one game: the usable grants (oldest first, the order the server
 * consumes them in), the switch, and the grant played next (the oldest). The grants are read when
 * the game goes live and again after every free bet placed (its count is taken down at once, so the
 * section is right before the answer) or failed, when a free-bet round that stayed open ends, and when
 * a grant expires. When the grant shown runs out the next one shows; when none is left the section
 * goes and the switch turns off. A source without free bets (demo play) never shows the section.
 */
export class FreeBetsController implements ReactiveController {
  private source: FreeBetsSource | null = null;
  private grants: readonly FreeBetOffer[] = [];
  private wanted = false;
  // Bumped by every read and every local change: an answer to an older read is dropped.
  private generation = 0;
  private expiryTimer: number | null = null;
  /** Free-bet rounds placed and still open (mines, blackjack): their end reads the grants again. */
  private readonly openRounds = new Set<string>();

  constructor(
    private readonly element: ReactiveControllerHost,
    private readonly host: FreeBetsHost,
  ) {
    element.addController(this);
  }

  /** Lit's hook; the grants are read when the game goes live. */
  hostConnected(): void {}

  /** Stops waiting for an expiry. */
  hostDisconnected(): void {
    this.clearExpiry();
  }

  /** The usable grants now, oldest first: none expired, none used up. */
  get offers(): readonly FreeBetOffer[] {
    const now = this.now();
    return this.grants.filter((grant) => grant.remainingCount > 0 && (grant.expiresAt === null || Date.parse(grant.expiresAt) > now));
  }

  /** The grant the next free bet comes from (the oldest usable one); null when there is none. */
  get current(): FreeBetOffer | null {
    return this.offers[0] ?? null;
  }

  /** Whether the next bet is a free bet: the switch is on and there is a grant to play. */
  get on(): boolean {
    return this.wanted && this.current !== null;
  }

  /** The stake the next bet plays while free bets are on (wire decimal text); null while they are off. */
  get stake(): string | null {
    return this.on ? this.current!.stake : null;
  }

  /**
   * Starts over with a session's free bets (null: none, as in demo play or without a session): the
   * grants going live already answered, else read them.
   */
  async goLive(source: FreeBetsSource | null, known?: readonly FreeBetOffer[]): Promise<void> {
    this.source = source;
    this.grants = [];
    this.wanted = false;
    this.openRounds.clear();
    this.generation++;
    this.clearExpiry();
    this.element.requestUpdate();
    if (source && known) this.apply(known);
    else await this.refresh();
  }

  /** Turns free bets on or off; on only while there is a grant to play. */
  set(on: boolean): void {
    if (on && this.current === null) return;
    if (on === this.wanted) return;
    this.wanted = on;
    this.element.requestUpdate();
    if (on) this.host.turnedOn?.();
  }

  /** Reads the player's grants again; a failed read keeps what is shown until the next one. */
  async refresh(): Promise<void> {
    const source = this.source;
    if (!source) return;
    const generation = ++this.generation;
    try {
      const grants = await source.freeBets(this.host.game());
      if (generation === this.generation && source === this.source) this.apply(grants);
    } catch {
      // The section stays as it was; the server decides at the bet anyway.
    }
  }

  /**
   * Plays one free bet of the grant shown, through the game's `move`. The grant's count is taken
   * down as soon as the server says the bet was placed, then read again.
   */
  async play(move: FreeBetMove, params: unknown): Promise<PlayedRound | null> {
    const source = this.source;
    const grant = this.current;
    if (!source || !grant) return null;
    const round = await move(() => source.placeFreeBet(this.host.game(), grant.stake, params));
    if (round?.freeBet && round.status !== 'VOID') {
      this.taken(grant.freeBetId);
      if (round.status === 'OPEN') this.openRounds.add(round.id);
    }
    // A refused or void free bet was given back to its grant (or the grants changed): read them again.
    void this.refresh();
    return round;
  }

  /** A round ended (the shell announced it): a free-bet round that was open reads the grants again. */
  ended(round: PlayedRound): void {
    if (this.openRounds.delete(round.id)) void this.refresh();
  }

  /** The section, while there is a grant to show. */
  render(): TemplateResult | typeof nothing {
    const offer = this.current;
    if (!offer) return nothing;
    // Most players have no free bets: the section's code is fetched the first time one shows (the
    // element takes the properties set before it was defined as it upgrades).
    void import('./free-bets');
    const { host } = this;
    return html`<rgs-free-bets .offer=${offer} .money=${host.money()} ?on=${this.on} ?disabled=${host.disabled()} lang=${host.lang()}
      @rgs-free-bets-toggle=${(event: FreeBetsToggleEvent) => this.set(event.on)}></rgs-free-bets>`;
  }

  private now(): number {
    return this.host.now?.() ?? Date.now();
  }

  private apply(grants: readonly FreeBetOffer[]): void {
    this.grants = grants;
    this.settle();
  }

  /** One free bet of a grant was placed: one fewer left, at once (an older read in flight is dropped). */
  private taken(freeBetId: string): void {
    this.generation++;
    this.grants = this.grants.map((grant) => (grant.freeBetId === freeBetId ? { ...grant, remainingCount: grant.remainingCount - 1 } : grant));
    this.settle();
  }

  /** After the grants changed: the switch off when none is left, the next expiry waited for, the section redrawn. */
  private settle(): void {
    if (this.current === null) this.wanted = false;
    this.waitForExpiry();
    this.element.requestUpdate();
  }

  private waitForExpiry(): void {
    this.clearExpiry();
    const now = this.now();
    const next = this.offers.flatMap((grant) => (grant.expiresAt === null ? [] : [Date.parse(grant.expiresAt)])).sort((a, b) => a - b)[0];
    if (next === undefined) return;
    this.expiryTimer = this.host.timers().set(
      () => {
        this.expiryTimer = null;
        // The expired grant goes at once; the server may know of others since.
        this.settle();
        void this.refresh();
      },
      Math.min(Math.max(next - now, 0), LONGEST_WAIT_MS),
    );
  }

  private clearExpiry(): void {
    if (this.expiryTimer !== null) this.host.timers().clear(this.expiryTimer);
    this.expiryTimer = null;
  }
}
