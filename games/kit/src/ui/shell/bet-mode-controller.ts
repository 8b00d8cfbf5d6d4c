import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { AutobetController, AutobetRound, AutobetStake, AutobetStopReason } from '../autobet/autobet-controller';
import { readDecimalInput } from '../decimal';
import type { MoneyFormat } from '../format/money-format';
import type { StringKey } from '../i18n';
import type { PlayedRound } from '../played-round';
import { loadAutobet } from './lazy-panels';
import { renderModeTabs, type BetMode } from './mode-tabs';

/** What Manual / Auto reads of the shell and asks of it. */
export interface BetModeHost {
  readonly mode: () => BetMode;
  readonly setMode: (mode: BetMode) => void;
  readonly lang: () => string;
  readonly t: (key: StringKey | (string & {})) => string;
  readonly money: () => MoneyFormat;
  /** Formats a shown-currency amount for the autobet panel. */
  readonly formatShown: (text: string) => string;
  readonly amount: () => string;
  readonly limits: () => { min: string; max: string } | null;
  /** Puts an autobet amount in the field (shown currency, decimal point). */
  readonly setAmount: (text: string) => void;
  /** The wire stake the field asks for now, or null when autobet cannot bet (invalid amount, offline, no session). */
  readonly stake: () => string | null;
  /** One round at `stake`, resolved once it landed; null when it failed. */
  readonly autoRound: (stake: string) => Promise<PlayedRound | null>;
  readonly canPlay: () => boolean;
  /** Why Auto cannot be chosen now (free bets are on), in words; null when it can. */
  readonly autoOff: () => string | null;
  readonly onError: (error: unknown) => void;
}

type Element = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The Manual / Auto tabs and the autobet it loads (on first use) and drives in the shown currency. */
export class BetModeController implements ReactiveController {
  private autobet: AutobetController | null = null;

  constructor(
    private readonly element: Element,
    private readonly host: BetModeHost,
  ) {
    element.addController(this);
  }

  /** Lit's hook; autobet keeps its own controller. */
  hostConnected(): void {}

  /** Whether autobet is running (or stopping). */
  get running(): boolean {
    return this.autobet !== null && this.autobet.state !== 'idle';
  }

  /** Stops autobet, when it runs, for `reason`. */
  stop(reason: AutobetStopReason): void {
    this.autobet?.stop(reason);
  }

  /** Switches tabs (loading autobet the first time); not while autobet runs. */
  async select(mode: BetMode, focus = false): Promise<void> {
    if (mode === this.host.mode() || this.running || (mode === 'auto' && this.host.autoOff() !== null)) return;
    if (mode === 'auto' && !this.autobet) {
      try {
        const { AutobetController } = await loadAutobet();
        this.autobet ??= new AutobetController(this.element, { placeOne: (amount) => this.placeAuto(amount), stake: () => this.autobetStake() });
      } catch (error) {
        this.host.onError(error);
        return;
      }
    }
    this.host.setMode(mode);
    if (!focus) return;
    await this.element.updateComplete;
    this.element.renderRoot.querySelector<HTMLElement>(`#tab-${mode}`)?.focus();
  }

  /** The tabs. */
  renderTabs(): TemplateResult {
    const { host } = this;
    return renderModeTabs(
      { mode: host.mode(), manual: host.t('manual'), auto: host.t('auto'), label: host.t('betMode'), locked: this.running, autoOff: host.autoOff() },
      (mode, byKey) => void this.select(mode, byKey),
    );
  }

  /** The autobet panel (a note while it loads). */
  renderAuto(): TemplateResult {
    const { host } = this;
    return this.autobet
      ? html`<rgs-autobet-panel .controller=${this.autobet} lang=${host.lang()} currency=${host.money().sign} .format=${host.formatShown}
          ?disabled=${!host.canPlay()}></rgs-autobet-panel>`
      : html`<p class="note">${host.t('loading')}</p>`;
  }

  /** The base bet and its bounds for autobet, in the shown currency (what the player typed and reads). */
  private autobetStake(): AutobetStake {
    const money = this.host.money();
    const limits = this.host.limits();
    const bound = (wire: string | undefined) => (wire === undefined ? null : money.toDisplay(wire));
    return { amount: readDecimalInput(this.host.amount()) ?? '0', places: money.inputPlaces, min: bound(limits?.min), max: bound(limits?.max) };
  }

  /** One autobet round at a shown amount: checked like a manual bet, played, and told back in the shown currency. */
  private async placeAuto(amount: string): Promise<AutobetRound | null> {
    this.host.setAmount(amount);
    const stake = this.host.stake();
    if (stake === null) return null;
    const round = await this.host.autoRound(stake);
    if (round?.status !== 'CLOSED') return null;
    const money = this.host.money();
    const shownStake = money.toDisplay(round.amount);
    const shownPayout = money.toDisplay(round.payout);
    return shownStake === null || shownPayout === null ? null : { stake: shownStake, payout: shownPayout };
  }
}
