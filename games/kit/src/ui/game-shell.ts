import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { controls } from './controls';
import './fairness-panel';
import { authReasonOf, createHostBridge, type AuthRequiredReason, type HostBridge } from './host-bridge';
import { stringsFor, type StringKey } from './i18n';
import type { Game, GameStrings } from '../seam/define-game';
import { PlayApiError, createPlayClient } from './play-client';
import { remotePlay, type PlayResult, type PlaySource } from './play-source';
import type { PlayedRound } from './played-round';

/**
 * The base every game UI extends: themed by the page's CSS custom properties, it reads the player
 * token from its URL (or from the host's `service:upgrade`), talks to the play API, keeps the bet
 * amount within the game's limits, shows balance, rules and history, and tells the host page what
 * happened. Without a token it is a disabled shell that sends no authenticated request.
 */
export abstract class GameShell extends LitElement {
  static override properties = {
    disabled: { type: Boolean, reflect: true },
    /** SDK: `'Bearer ' + token` (instead of the token in the page URL). */
    accessToken: { attribute: false },
    /** SDK: play on the game's rules in the browser with a demo balance; no network at all. */
    isDemo: { type: Boolean, attribute: 'is-demo' },
    apiUrl: { type: String, attribute: 'api-url' },
    lang: { type: String },
    currency: { type: String },
    busy: { state: true },
    amount: { state: true },
    balance: { state: true },
    limits: { state: true },
    history: { state: true },
    message: { state: true },
    showBalance: { state: true },
    showRulesDialog: { state: true },
    showRules: { state: true },
    showFairness: { state: true },
    logoUrl: { state: true },
    cardLogoUrl: { state: true },
  };

  static override styles = [
    controls,
    css`
    :host { display: block; color: #e6edf3; background: var(--rgs-bg, #0d1117); font: 14px/1.4 system-ui, sans-serif; max-width: 100%; }
    .frame { display: flex; flex-direction: column; gap: 12px; padding: 12px; box-sizing: border-box; }
    .bar, .panel { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; background: var(--rgs-bg-light, #161b22); border-radius: 8px; padding: 8px; }
    .grow { flex: 1 1 120px; }
    input[type='range'] { width: 100%; box-sizing: border-box; padding: 0; }
    button.primary { background: var(--rgs-accent, #fff); color: #0d1117; font-weight: 600; border: 0; }
    button[aria-pressed='true'] { border: 2px solid var(--rgs-accent, #fff); font-weight: 600; }
    ol { margin: 0; padding-left: 20px; max-height: 160px; overflow: auto; }
    .won { color: #3fb950; } .lost { color: #f85149; } .note { opacity: 0.8; }
    dialog { background: var(--rgs-bg-light, #161b22); color: inherit; border: 1px solid #30363d; border-radius: 8px; max-width: min(90vw, 480px); }
  `,
  ];

  // Reactive properties are declared, not initialised as class fields: a field would shadow the
  // accessor Lit installs and the element would stop re-rendering.
  declare disabled: boolean;
  declare accessToken: string | null;
  declare isDemo: boolean;
  declare apiUrl: string;
  declare lang: string;
  declare currency: string;
  declare protected busy: boolean;
  declare protected amount: string;
  declare protected balance: string | null;
  declare protected limits: { min: string; max: string } | null;
  declare protected history: PlayedRound[];
  declare protected message: string;
  declare protected showBalance: boolean;
  declare protected showRulesDialog: boolean;
  declare protected showRules: boolean;
  declare protected showFairness: boolean;
  declare protected logoUrl: string | null;
  /** The logo for card backs (the session's `cardLogoUrl`): a card game passes it to its cards. */
  declare protected cardLogoUrl: string | null;
  protected source: PlaySource | null = null;
  protected bridge: HostBridge = createHostBridge(window);
  /** The session's wire currency: the currency of every amount the host is told about. */
  private wireCurrency = '';
  private cleanups: (() => void)[] = [];
  private listeningForUpgrade = false;

  /** The game key, as the API knows it. */
  protected abstract readonly game: string;
  /** The game's own strings (its `src/strings.ts`, the same table its `defineGame` declares). */
  protected abstract readonly gameStrings: GameStrings;
  /** The game's rules text (its RULES.md summary) for the rules dialog. */
  protected abstract readonly rulesText: string;
  /** The game's definition, for demo play and verification (loaded only then, so live players never download its rules). */
  protected abstract loadGame(): Promise<Game>;
  /** The game board. */
  protected abstract renderBoard(): TemplateResult | typeof nothing;
  /** The buttons that act (bet, reveal, cash out…). */
  protected abstract renderActions(): TemplateResult;

  constructor() {
    super();
    this.disabled = false;
    this.accessToken = null;
    this.isDemo = false;
    this.apiUrl = '';
    this.lang = 'en';
    this.currency = '';
    this.busy = false;
    this.amount = '1';
    this.balance = null;
    this.limits = null;
    this.history = [];
    this.message = '';
    this.showBalance = false;
    this.showRulesDialog = false;
    this.showRules = false;
    this.showFairness = false;
    this.logoUrl = null;
    this.cardLogoUrl = null;
  }

  /** Fetches the demo code ahead of time, so a demo game makes no request at all once mounted. */
  static async preloadDemo(this: { prototype: GameShell }): Promise<void> {
    await Promise.all([import('./demo-play'), this.prototype.loadGame()]);
  }

  /** A string in the player's language: the game's own first, then the kit's. */
  protected t(key: StringKey | (string & {})): string {
    const own = this.gameStrings[(this.lang in this.gameStrings ? this.lang : 'en') as keyof GameStrings]?.[key];
    return own ?? stringsFor(this.lang)[key as StringKey] ?? key;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.cleanups.push(this.bridge.observeHeight(this));
    if (this.isDemo) {
      // Demo code (rules, exact decimals, the RNG) is fetched only here: live players never load it.
      void Promise.all([this.loadGame(), import('./demo-play')]).then(([game, demo]) => this.startPlay(demo.demoPlay(game)));
      return;
    }
    const token = this.accessToken?.replace(/^Bearer\s+/i, '') || new URLSearchParams(location.search).get('token');
    if (token) void this.goLive(token);
    else this.becomeShell('missing');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.listeningForUpgrade = false;
  }

  /** No token, or a refused one: controls off, no authenticated request, wait for an upgrade. */
  protected becomeShell(reason: AuthRequiredReason): void {
    this.source = null;
    this.disabled = true;
    this.message = this.t('signIn');
    this.bridge.authRequired(reason);
    // One subscription however often the shell is entered (a token may be refused more than once).
    if (!this.listeningForUpgrade) {
      this.listeningForUpgrade = true;
      this.cleanups.push(this.bridge.onUpgrade((token) => void this.goLive(token)));
    }
  }

  protected resolveApiUrl(): string {
    return this.apiUrl || document.querySelector<HTMLMetaElement>('meta[name="rgs-api"]')?.content || location.origin;
  }

  protected goLive(token: string): Promise<void> {
    return this.startPlay(remotePlay(createPlayClient({ apiUrl: this.resolveApiUrl(), token })));
  }

  private async startPlay(source: PlaySource): Promise<void> {
    this.source = source;
    this.disabled = false;
    this.message = '';
    await this.run(async (play) => {
      const session = await play.open(this.game);
      this.wireCurrency = session.currency;
      this.currency ||= session.currency;
      this.showBalance = session.showBalance;
      this.showRules = session.showRules;
      this.logoUrl = session.logoUrl;
      this.cardLogoUrl = session.cardLogoUrl ?? null;
      if (session.limits) this.limits = { min: trim(session.limits.min), max: trim(session.limits.max) };
      if (session.balance !== null) this.setBalance(session.balance);
      await this.onLive(play);
    });
  }

  /** Called once the session is live (resume an open round here). */
  protected async onLive(_source: PlaySource): Promise<void> {}

  /** Runs a call with the busy flag, mapping a refused token to the disabled shell. */
  protected async run(work: (source: PlaySource) => Promise<void>): Promise<void> {
    if (!this.source || this.busy) return;
    this.busy = true;
    this.message = '';
    try {
      await work(this.source);
    } catch (error) {
      if (error instanceof PlayApiError && error.code === 'UNAUTHENTICATED') this.becomeShell(authReasonOf(error.reason));
      else this.message = error instanceof Error ? error.message : this.t('error');
    } finally {
      this.busy = false;
    }
  }

  /** Makes a move and applies its result (balance, history, host messages); null when it failed. */
  protected async move(work: (source: PlaySource) => Promise<PlayResult>): Promise<PlayedRound | null> {
    let round: PlayedRound | null = null;
    await this.run(async (source) => {
      const result = await work(source);
      round = result.round;
      if (result.balance) this.setBalance(result.balance);
      if (result.round.status === 'CLOSED') this.history = [result.round, ...this.history].slice(0, 50);
      // A void round (a retried bet whose debit was never committed) ends too, and the host hears of it.
      if (result.round.status !== 'OPEN') this.bridge.betResult({ ...result.round, status: result.round.status }, result.balance);
    });
    return round;
  }

  protected placeBet(params: unknown): Promise<PlayedRound | null> {
    return this.move((source) => source.placeBet(this.game, this.amount, params));
  }

  private setBalance(balance: string): void {
    const next = trim(balance);
    if (next === this.balance) return;
    this.balance = next;
    // The host gets the exact text the play source reported, like every amount in `bet_result`.
    this.bridge.balanceUpdate(balance, this.wireCurrency);
  }

  private scale(factor: number): void {
    const value = Number(this.amount) * factor;
    const { min, max } = this.limits ?? { min: '0', max: String(Number.MAX_SAFE_INTEGER) };
    this.amount = String(Math.min(Number(max), Math.max(Number(min), Math.round(value * 1e6) / 1e6)));
  }

  override render(): TemplateResult {
    const off = this.disabled || this.busy;
    return html`<div class="frame">
      <div class="bar">
        <strong class="grow">${this.game}</strong>
        ${this.showBalance && this.balance !== null ? html`<span aria-live="polite">${this.t('balance')}: ${this.balance} ${this.currency}</span>` : nothing}
        ${this.showRules ? html`<button @click=${() => (this.showRulesDialog = true)} aria-haspopup="dialog">${this.t('rules')}</button>` : nothing}
        <button ?disabled=${!this.source} aria-expanded=${this.showFairness} @click=${() => (this.showFairness = !this.showFairness)}>${this.t('fairness')}</button>
        ${document.fullscreenEnabled ? html`<button @click=${() => void document.documentElement.requestFullscreen()}>${this.t('fullscreen')}</button>` : nothing}
      </div>
      ${this.renderBoard()}
      <div class="panel">
        <label class="grow">${this.t('amount')}
          <input type="number" inputmode="decimal" min=${this.limits?.min ?? '0'} max=${this.limits?.max ?? ''} step="any" .value=${this.amount}
            ?disabled=${off} @change=${(e: Event) => (this.amount = (e.target as HTMLInputElement).value)} /></label>
        <button ?disabled=${off} @click=${() => this.scale(0.5)} aria-label="half">${this.t('half')}</button>
        <button ?disabled=${off} @click=${() => this.scale(2)} aria-label="double">${this.t('double')}</button>
        ${this.renderActions()}
      </div>
      ${this.message ? html`<p class="note" role="status">${this.message}</p>` : nothing}
      ${this.showFairness && this.source
        ? html`<rgs-fairness .source=${this.source} .rounds=${this.history} .loadGame=${() => this.loadGame()} lang=${this.lang}></rgs-fairness>`
        : nothing}
      <slot name="free-bets"></slot>
      <div class="panel" style="display:block"><strong>${this.t('history')}</strong>
        ${this.history.length === 0
          ? html`<p class="note">${this.t('noRounds')}</p>`
          : html`<ol>${this.history.map((r) => html`<li class=${Number(r.payout) > 0 ? 'won' : 'lost'}>${trim(r.amount)} → ${trim(r.payout)} (${trim(r.multiplier)}×)</li>`)}</ol>`}
      </div>
      ${this.showRulesDialog
        ? html`<dialog open aria-label=${this.t('rules')}><pre style="white-space:pre-wrap">${this.rulesText}</pre>
            <button @click=${() => (this.showRulesDialog = false)}>${this.t('close')}</button></dialog>`
        : nothing}
      ${this.logoUrl ? html`<div class="bar"><img src=${this.logoUrl} alt="" style="max-height:28px" /></div>` : nothing}
    </div>`;
  }
}

/** "1.5000000000" → "1.5": amounts come with ten places; people read them without the zeros. */
export function trim(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
