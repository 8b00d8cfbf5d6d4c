import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { HistoryRound } from '@rgs/schema/play';
import type { Game } from '../../seam/define-game';
import { panelStyles } from '../fairness/panel.styles';
import type { MoneyFormat } from '../format';
import type { PlayedRound } from '../played-round';
import type { PlaySource } from '../play-source';
import { TickController, systemClock, type HistoryClock } from './history-clock';
import { HistoryChangeEvent } from './history-change-event';
import { stringsFor } from '../i18n';
import type { HistoryItem } from './history-item';
import { historyStrings } from './history-strings';
import { historyStyles } from './history.styles';
import { RESULT_ICONS, roundResult } from './round-result';
import { roundMoney } from './round-money';
import { roundTime } from './round-time';

/** Rounds per page unless `page-size` says otherwise (the API's default too). */
export const HISTORY_PAGE_SIZE = 20;
// "3 min. ago" is read again this often.
const TICK_MS = 30_000;

/**
 * "My bets": the player's rounds of one game from the play source's history, newest first, a page
 * at a time ("Load more"). Each row says when, the stake (marked "Free bet" on a free-bet round), the
 * multiplier, the payout and how it ended (an icon and a word, never colour alone); activating it opens the round's details with its
 * fairness data and "Verify". `add(round)` puts a just-settled round on top without reloading.
 *
 * @fires rgs-history-change - `HistoryChangeEvent`, whenever the list changed (loaded, more, added), with every round listed.
 * @csspart list - the list of rounds.
 * @csspart row - each round's row button; also `row-won`, `row-lost`, `row-even`, `row-open` or `row-void`.
 * @cssprop --rgs-text, --rgs-text-muted, --rgs-border, --rgs-focus, --rgs-win, --rgs-loss - the theme palette.
 */
export class BetHistory extends LitElement {
  static override styles = [panelStyles, historyStyles];

  static override properties = {
    source: { attribute: false },
    game: { type: String },
    lang: { type: String },
    loadGame: { attribute: false },
    pageSize: { type: Number, attribute: 'page-size' },
    timeZone: { type: String, attribute: 'time-zone' },
    titled: { type: Boolean, attribute: 'titled' },
    moneyFormat: { attribute: false },
    clock: { attribute: false },
    items: { state: true },
    hasNextPage: { state: true },
    loading: { state: true },
    failed: { state: true },
    openId: { state: true },
  };

  /** Where the rounds come from; the first page loads once both it and `game` are set. */
  declare source: PlaySource | null;
  /** The game key whose rounds are listed. */
  declare game: string;
  declare lang: string;
  /** The game's rules, loaded only when a round is verified. */
  declare loadGame: () => Promise<Game>;
  declare pageSize: number;
  /** The time zone of times shown; the browser's when empty. */
  declare timeZone: string;
  /** Whether the list is already titled around it (a dialog named "My bets"): its own heading is then for screen readers only. */
  declare titled: boolean;
  /** How amounts are shown (the session's); each round's own currency when null. */
  declare moneyFormat: MoneyFormat | null;
  /** Now, and the tick that keeps relative times true. */
  declare clock: HistoryClock;
  declare protected items: readonly HistoryItem[];
  declare protected hasNextPage: boolean;
  declare protected loading: boolean;
  /** Which load failed, to retry it. */
  declare protected failed: 'reload' | 'more' | null;
  declare protected openId: string | null;
  private endCursor: string | null = null;
  // Bumped by every reload: an answer to an older request is dropped.
  private generation = 0;

  constructor() {
    super();
    this.source = null;
    this.game = '';
    this.lang = 'en';
    this.loadGame = () => Promise.reject(new Error('no game rules'));
    this.pageSize = HISTORY_PAGE_SIZE;
    this.timeZone = '';
    this.titled = false;
    this.moneyFormat = null;
    this.clock = systemClock;
    this.items = [];
    this.hasNextPage = false;
    this.loading = false;
    this.failed = null;
    this.openId = null;
    new TickController(this, TICK_MS, () => this.clock);
  }

  /** The rounds listed, newest first (for the recent-results strip and the fairness panel). */
  get rounds(): readonly HistoryItem[] {
    return this.items;
  }

  override willUpdate(changed: PropertyValues): void {
    // Busy from the first render on, so "No bets yet" never flashes before the first page.
    if (this.wantsReload(changed)) this.loading = true;
  }

  override updated(changed: PropertyValues): void {
    if (this.wantsReload(changed)) void this.reload();
    // Not for the empty list it starts with: only once rounds were loaded or added.
    if (changed.has('items') && changed.get('items') !== undefined) this.dispatchEvent(new HistoryChangeEvent(this.items));
  }

  private wantsReload(changed: PropertyValues): boolean {
    return (changed.has('source') || changed.has('game')) && this.source !== null && this.game !== '';
  }

  /** Reads the newest page again, replacing the list (after a seed rotation, say). */
  async reload(): Promise<void> {
    const generation = ++this.generation;
    await this.fetchPage(null, generation, 'reload');
  }

  /** Appends the next page, if there is one. */
  async loadMore(): Promise<void> {
    if (!this.hasNextPage || this.loading) return;
    await this.fetchPage(this.endCursor, this.generation, 'more');
  }

  /**
   * Puts a round on top of the list without reloading (the shell calls it once a round settles). A
   * round already listed is updated in place. A `PlayedRound` is dated now; its fairness data is
   * fetched when its details open.
   */
  add(round: PlayedRound | HistoryRound): void {
    const listed = this.items.find((item) => item.id === round.id);
    const item: HistoryItem = { createdAt: listed?.createdAt ?? new Date(this.clock.now()).toISOString(), ...listed, ...round };
    this.items = listed ? this.items.map((other) => (other.id === round.id ? item : other)) : [item, ...this.items];
  }

  private toggle(id: string): void {
    // The details (and the fairness words and checks they carry) load on the first open only.
    if (!customElements.get('rgs-round-detail')) void import('./round-detail');
    this.openId = this.openId === id ? null : id;
  }

  private async fetchPage(after: string | null, generation: number, kind: 'reload' | 'more'): Promise<void> {
    const source = this.source;
    if (!source || !this.game) return;
    this.loading = true;
    this.failed = null;
    try {
      const page = await source.history(this.game, { first: this.pageSize, after });
      if (generation !== this.generation) return;
      const known = new Set(page.rounds.map((round) => round.id));
      // On a reload the page is the truth; on "more", rounds already listed (added since) are not repeated.
      this.items = kind === 'reload' ? page.rounds : [...this.items, ...page.rounds.filter((round) => !this.items.some((item) => item.id === round.id))];
      if (kind === 'reload' && this.openId && !known.has(this.openId)) this.openId = null;
      this.endCursor = page.endCursor;
      this.hasNextPage = page.hasNextPage;
    } catch {
      if (generation === this.generation) this.failed = kind;
    } finally {
      if (generation === this.generation) this.loading = false;
    }
  }

  override render(): TemplateResult {
    const t = historyStrings(this.lang);
    const empty = this.items.length === 0 && !this.loading && !this.failed;
    return html`<section aria-labelledby="title" aria-busy=${this.loading ? 'true' : 'false'}>
      <h3 id="title" class=${this.titled ? 'sr' : ''}>${t.title}</h3>
      ${empty ? html`<p class="note">${t.empty}</p>` : nothing}
      ${this.items.length ? html`<ol part="list">${this.items.map((item) => this.renderRow(item))}</ol>` : nothing}
      ${this.failed
        ? html`<p role="alert">${t.failed}</p>
            <button @click=${() => void (this.failed === 'more' ? this.loadMore() : this.reload())}>${t.retry}</button>`
        : nothing}
      ${this.hasNextPage && !this.failed
        ? html`<div class="more"><button ?disabled=${this.loading} @click=${() => void this.loadMore()}>${t.loadMore}</button></div>`
        : nothing}
      <p role="status" class="note">${this.loading ? t.loading : ''}</p>
    </section>`;
  }

  private renderRow(item: HistoryItem): TemplateResult {
    const t = historyStrings(this.lang);
    const money = this.moneyFormat ?? roundMoney(this.lang, item.currency);
    const result = roundResult(item);
    const open = this.openId === item.id;
    const detailId = `detail-${item.id}`;
    return html`<li>
      <button class="row" part=${`row row-${result}`} data-result=${result} aria-expanded=${open ? 'true' : 'false'} aria-controls=${open ? detailId : nothing}
        @click=${() => this.toggle(item.id)}>
        ${item.createdAt
          ? html`<time datetime=${item.createdAt}>${roundTime(item.createdAt, this.clock.now(), this.lang, this.timeZone || undefined)}</time>`
          : html`<span></span>`}
        <span class="num"><span class="sr">${t.bet} </span>${money.amount(item.freeBet ? item.stake : item.amount)}${item.freeBet
            ? html`<span class="free-bet"><span class="sr">, </span>${stringsFor(this.lang).freeBet}</span>`
            : nothing}</span>
        <span class="num"><span class="sr">${t.multiplier} </span>${money.multiplier(item.multiplier)}</span>
        <span class="num"><span class="sr">${t.payout} </span>${money.amount(item.payout)}</span>
        <span class=${`result ${result}`}><span aria-hidden="true">${RESULT_ICONS[result]}</span> ${t.results[result]}</span>
      </button>
      ${open
        ? html`<rgs-round-detail id=${detailId} role="region" aria-label=${t.details} .round=${item} .source=${this.source} .loadGame=${this.loadGame}
            .moneyFormat=${this.moneyFormat} lang=${this.lang} time-zone=${this.timeZone}></rgs-round-detail>`
        : nothing}
    </li>`;
  }
}
