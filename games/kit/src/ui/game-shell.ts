import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { controls } from './controls';
import { compareDecimal, isDecimalText, multiplyDecimal } from './decimal';
import { ConnectionController } from './errors/connection-controller';
import { playerError, type PlayerError } from './errors/player-error';
import { browserTimers, type Timers } from './feedback/frame-clock';
import { motionDuration } from './feedback/motion';
import { ReducedMotionController } from './feedback/reduced-motion';
import './feedback/result-banner';
import { outcomeOf, type BannerResult } from './feedback/result-banner';
import { FreeBetsController } from './free-bets/free-bets-controller';
import { freeBetsOf, offerOf } from './free-bets/free-bets-source';
import type { MoneyFormat } from './format/money-format';
import './history/recent-results';
import { authReasonOf, createHostBridge, type AuthRequiredReason, type HostBridge } from './host-bridge';
import type { Hotkey } from './hotkeys/hotkey';
import { HotkeysController } from './hotkeys/hotkeys-controller';
import { KeepFocusController } from './hotkeys/keep-focus';
import { gameLanguage, stringsFor, type StringKey } from './i18n';
import type { Game, GameStrings } from '../seam/define-game';
import type { RulesByLanguage } from './modal/rules-content';
import { PLAYABLE_MARK } from '@rgs/schema/play';
import { takePageEarlyOpen } from './early-open';
import { PlayApiError, createPlayClient } from './play-client';
import { remotePlay, type PlayResult, type PlaySession, type PlaySource } from './play-source';
import type { PlayedRound } from './played-round';
import { AmountController } from './shell/amount-controller';
import { BalanceController, trimAmount } from './shell/balance-controller';
import { AMOUNT_PROBLEM_ID } from './shell/bet-amount';
import { BetModeController } from './shell/bet-mode-controller';
import { BET_PANEL_ID, type BetMode } from './shell/mode-tabs';
import { renderNotices } from './shell/notices';
import { PanelsController } from './shell/panels-controller';
import { PlayerChoice } from './shell/player-choice';
import { RoundLanding } from './shell/round-landing';
import { SessionMoney, wireCurrencyOf, type SessionFormats } from './shell/session-money';
import { shellStyles } from './shell/shell.styles';
import type { StakeContext } from './shell/stake-amount';
import { TopBarController } from './shell/top-bar-controller';
import type { SoundName } from './sound/sound-effects';
import { SoundController } from './sound/sound-controller';
import { ThemeController } from './theme/theme-controller';

/** The game's main action now: what the big button and Space do. */
export interface PrimaryAction {
  /** The button's label ("Bet", "Cash out $1.03", "Deal"); it never wraps. */
  readonly label: string;
  /** Whether it places a new bet: the amount must then be valid, and sound and autobet treat it as one. */
  readonly bets: boolean;
  /** False while the game itself cannot act (a cash out before any tile); true when absent. */
  readonly ready?: boolean;
  readonly run: () => unknown;
}

export type { BetMode } from './shell/mode-tabs';

/** Multipliers from here on win big (their own sound). */
const BIG_WIN = '10';

/**
 * The base every game UI extends. It themes itself from the page's three colours (a readable
 * palette on any of them), reads the player token from its URL (or the host's `service:upgrade`),
 * talks to the play API, and gives every game the same frame: a top bar (title, balance, rules,
 * fairness, my bets, keyboard shortcuts, sound, fast mode, full screen), the board with a strip of
 * recent results and the result banner, and a controls column (FREE BETS while the player has some,
 * Manual / Auto, the bet amount in the player's currency with ½, 2× and Max, the game's own settings
 * and its primary button). Failures are told in the player's words; a lost connection shows a
 * reconnecting state. Without a token it is a disabled shell that sends no authenticated request.
 *
 * A game implements `renderBoard` and, as it needs them, `renderSettings`, `renderActions`,
 * `primaryAction`, `betParams`, `bet`, `autoRound`, `loadPlayerRules`; it reads `money`, `fast`,
 * `motion()`, `stake`, `locked` and `freeBetOn`, adds keys to `hotkeys`, and, when it animates results
 * (`animatesResults`), calls `announce(round)` as its animation lands.
 *
 * While free bets are on the amount is locked to the grant's stake, `placeBet` places a free bet (no
 * balance needed) and Auto is off (autobet plays with the balance); a game whose free bet allows
 * less reads `freeBetOn` (plinko: one ball; blackjack: no side bets, double, split or insurance).
 *
 * @csspart topbar, frame, amount, primary - the top bar, the whole frame, the amount field and the primary button.
 * @cssprop --rgs-bg, --rgs-bg-light, --rgs-accent - the page's theme (any colours); everything else is computed from them.
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
    currencyPrefix: { type: String, attribute: 'currency-prefix' },
    busy: { state: true },
    amount: { state: true },
    limits: { state: true },
    history: { state: true },
    message: { state: true },
    error: { state: true },
    session: { state: true },
    showBalance: { state: true },
    showRules: { state: true },
    logoUrl: { state: true },
    cardLogoUrl: { state: true },
    mode: { state: true },
    bannerResult: { state: true },
  };

  static override styles = [controls, shellStyles];

  // Reactive properties are declared, not initialised as class fields: a field would shadow the
  // accessor Lit installs and the element would stop re-rendering.
  declare disabled: boolean;
  declare accessToken: string | null;
  declare isDemo: boolean;
  declare apiUrl: string;
  declare lang: string;
  /** The currency to show (the page's `cur`); in display-conversion mode the session's rate converts to it. */
  declare currency: string;
  /** The operator's display symbol (the page's `curPrefix`). */
  declare currencyPrefix: string;
  declare protected busy: boolean;
  /** The bet amount as the player typed it, in the shown currency. */
  declare protected amount: string;
  /** The game's stake limits, wire decimal text. */
  declare protected limits: { min: string; max: string } | null;
  /** This session's ended rounds, newest first, each added as it is announced. */
  declare protected history: PlayedRound[];
  /** A notice for the player (sign in, a part of the game that would not load). */
  declare protected message: string;
  declare protected error: PlayerError | null;
  declare protected session: PlaySession | null;
  declare protected showBalance: boolean;
  declare protected showRules: boolean;
  declare protected logoUrl: string | null;
  /** The logo for card backs (the session's `cardLogoUrl`): a card game passes it to its cards. */
  declare protected cardLogoUrl: string | null;
  declare protected mode: BetMode;
  declare private bannerResult: BannerResult | null;
  protected source: PlaySource | null = null;
  protected bridge: HostBridge = createHostBridge(window);
  /** The timers games pace themselves with (tests pass fakes). */
  protected timers: Timers = browserTimers;
  protected readonly sound = new SoundController(this);
  protected readonly hotkeys: HotkeysController;
  private readonly fastChoice = new PlayerChoice('fastMode');
  private readonly reducedMotion = new ReducedMotionController(this);
  private readonly wallet = new BalanceController(this, {
    // The host gets the exact text the play source reported, like every amount in `bet_result`.
    reported: (balance) => this.bridge.balanceUpdate(balance, this.wireCurrency),
    motion: () => this.motionPreferences(),
  });
  private readonly connection = new ConnectionController(this, {
    probe: () => this.probe(),
    // A session that could not open while the connection was down opens once it is back.
    onChange: (state) => {
      if (state === 'online' && this.source && !this.session && !this.busy) void this.startPlay(this.source);
    },
  });
  private readonly panels = new PanelsController(this, () => ({
    source: this.source,
    game: this.game,
    lang: this.lang,
    rounds: this.history,
    money: this.money,
    loadGame: () => this.loadGame(),
    loadPlayerRules: () => this.loadPlayerRules(),
    words: { rules: this.t('rules'), fairness: this.t('fairness'), history: this.t('history'), loading: this.t('loading'), rulesMissing: this.t('rulesMissing') },
    onError: (error) => (this.error = playerError(error, this.lang)),
  }));
  private readonly topBar = new TopBarController(this, {
    view: () => ({
      title: this.session?.title || this.game.charAt(0).toUpperCase() + this.game.slice(1),
      logoUrl: this.logoUrl,
      balance: this.showBalance && this.wallet.shownText !== null ? this.money.amount(this.wallet.shownText) : null,
      strings: stringsFor(this.lang),
      lang: this.lang,
      rules: this.showRules,
      live: this.source !== null,
      panel: this.panels.open,
      fast: this.fast,
      hotkeys: this.hotkeys.help(),
      sound: this.sound,
    }),
    open: (panel) => void this.panels.show(panel),
    toggleFast: () => this.fastChoice.set(!this.fast),
  });
  private readonly landing = new RoundLanding();
  private readonly sessionMoney = new SessionMoney();
  private readonly amountField = new AmountController(this, {
    text: () => this.amount,
    setText: (text) => (this.amount = text),
    lang: () => this.lang,
    t: (key) => this.t(key),
    money: () => this.money,
    context: () => this.stakeContext,
    shownLimits: () => this.shownLimits,
    disabled: () => this.locked || this.inRound(),
    lockedStake: () => this.freeBets.stake,
  });
  private readonly betMode = new BetModeController(this, {
    mode: () => this.mode,
    setMode: (mode) => (this.mode = mode),
    lang: () => this.lang,
    t: (key) => this.t(key),
    money: () => this.money,
    formatShown: (text) => this.formats().shown.amount(text),
    amount: () => this.amount,
    limits: () => this.limits,
    setAmount: (text) => this.amountField.setText(text),
    stake: () => {
      const { stake } = this.amountField.reading;
      return stake === null || this.betProblem() !== null || !this.sessionAnswers ? null : stake;
    },
    autoRound: (stake) => this.autoRound(stake),
    canPlay: () => this.sessionAnswers,
    autoOff: () => (this.freeBets.on ? this.t('freeBetNoAuto') : null),
    onError: (error) => (this.error = playerError(error, this.lang)),
  });
  private readonly freeBets = new FreeBetsController(this, {
    game: () => this.game,
    money: () => this.money,
    lang: () => this.lang,
    disabled: () => this.locked || this.inRound(),
    turnedOn: () => void this.betMode.select('manual'),
    timers: () => this.timers,
  });
  private lastAnnounced: string | null = null;
  private cleanups: (() => void)[] = [];
  private listeningForUpgrade = false;

  /** The game key, as the API knows it. */
  protected abstract readonly game: string;
  /** The game's own strings (its `src/strings.ts`, the same table its `defineGame` declares). */
  protected abstract readonly gameStrings: GameStrings;
  /** The game's definition, for demo play and verification (loaded only then, so live players never download its rules). */
  protected abstract loadGame(): Promise<Game>;
  /** The game board. */
  protected abstract renderBoard(): TemplateResult | typeof nothing;

  /** Whether the game calls `announce(round)` itself when its animation lands (otherwise the shell announces at once). */
  protected readonly animatesResults: boolean = false;
  /** Whether the shell shows its strip of recent results above the board (a game with its own says no). */
  protected readonly showRecentResults: boolean = true;
  /** Whether the game can be played by autobet (the Auto tab). */
  protected readonly autoSupported: boolean = true;

  constructor() {
    super();
    this.disabled = false;
    this.accessToken = null;
    this.isDemo = false;
    this.apiUrl = '';
    this.lang = 'en';
    this.currency = '';
    this.currencyPrefix = '';
    this.busy = false;
    this.amount = '1';
    this.limits = null;
    this.history = [];
    this.message = '';
    this.error = null;
    this.session = null;
    this.showBalance = false;
    this.showRules = false;
    this.logoUrl = null;
    this.cardLogoUrl = null;
    this.mode = 'manual';
    this.bannerResult = null;
    new ThemeController(this);
    new KeepFocusController(this, 'button.play');
    const shell = this;
    this.hotkeys = new HotkeysController(this, [
      {
        key: 'Space',
        get label() {
          return shell.primaryAction()?.label ?? shell.t('bet');
        },
        run: () => shell.firePrimary(),
        enabled: () => shell.mode === 'manual' && shell.primaryReady,
      },
    ]);
  }

  /** Fetches the demo code ahead of time, so a demo game makes no request at all once mounted. */
  static async preloadDemo(this: { prototype: GameShell }): Promise<void> {
    await Promise.all([import('./demo-play'), this.prototype.loadGame()]);
  }

  /** A string in the player's language: the game's own first, then the kit's. */
  protected t(key: StringKey | (string & {})): string {
    const own = this.gameStrings[gameLanguage(this.lang)]?.[key];
    return own ?? stringsFor(this.lang)[key as StringKey] ?? key;
  }

  // --- What games read --------------------------------------------------------------------------

  /** The session's money in the player's language: amounts, multipliers and numbers as they are shown. */
  protected get money(): MoneyFormat {
    return this.formats().money;
  }

  private formats(): SessionFormats {
    return this.sessionMoney.formats({ lang: this.lang, currency: this.currency, prefix: this.currencyPrefix, session: this.session });
  }

  /** Whether the player chose fast mode (remembered per player): animations run at a quarter of their length. */
  protected get fast(): boolean {
    return this.fastChoice.on;
  }

  /** Whether the player asked the system for less motion. */
  protected prefersReducedMotion(): boolean {
    return this.reducedMotion.reduced;
  }

  /** How long an animation designed to take `ms` takes now (fast mode, reduced motion). */
  protected motion(ms: number): number {
    return motionDuration(ms, this.motionPreferences());
  }

  /** The wire stake the amount field asks for; null while it cannot be bet. */
  protected get stake(): string | null {
    return this.amountField.reading.stake;
  }

  /** Whether the next bet is a free bet: the player turned free bets on and has one for this game. */
  protected get freeBetOn(): boolean {
    return this.freeBets.on;
  }

  /**
   * What one stake of a round is, wire decimal text: what a cash-out multiplies. On a free-bet round
   * `amount` is the cash debited (0) and `stake` the grant's; on any round `stake` is the per-bet amount.
   */
  protected roundStake(round: PlayedRound): string {
    return round.stake;
  }

  /** The player's balance, wire decimal text; null while none is known. */
  protected get balance(): string | null {
    return this.wallet.current;
  }

  /** Whether the player's choices are locked: no session, a call under way, or autobet running. */
  protected get locked(): boolean {
    return this.disabled || this.busy || this.betMode.running;
  }

  /** Resolves once the latest ended round has been announced (its animation landed). */
  protected get settled(): Promise<void> {
    return this.landing.settled;
  }

  // --- What games may override ------------------------------------------------------------------

  /** The game's own settings, in the controls column under the amount (dice's target, mines' count). */
  protected renderSettings(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Buttons beside the primary one (plinko's Skip, blackjack's moves). */
  protected renderActions(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** What the primary button does now (by default, Bet); null for no primary button (a card game's moves are its buttons then). */
  protected primaryAction(): PrimaryAction | null {
    return { label: this.t('bet'), bets: true, run: () => this.bet() };
  }

  /** A one-shot game's params for the next bet. */
  protected betParams(): unknown {
    return {};
  }

  /** Why the game cannot bet now, already shown by the game itself (dice: an unplayable target); null when it can. */
  protected betProblem(): string | null {
    return null;
  }

  /** Whether a round is in play (mines, blackjack): the amount then belongs to it and cannot change. */
  protected inRound(): boolean {
    return false;
  }

  /** How many stakes a round debits at its start (plinko: its balls), for the balance check and Max. */
  protected stakesPerRound(): number {
    return 1;
  }

  /** Places a bet of `stake` (the amount field's by default) with the game's params. */
  protected bet(stake: string | null = this.stake): Promise<PlayedRound | null> {
    return this.placeBet(this.betParams(), stake);
  }

  /** One autobet round at `stake`, resolved once it ended and its animation landed; null when it failed. */
  protected async autoRound(stake: string): Promise<PlayedRound | null> {
    const round = await this.bet(stake);
    await this.settled;
    return round;
  }

  /** The game's player-facing rules, loaded when the rules modal first opens; null when it has none. */
  protected loadPlayerRules(): Promise<RulesByLanguage | null> {
    return Promise.resolve(null);
  }

  /** The sound a settled round makes; a round that gave the stake back makes a neutral one. */
  protected resultSound(round: PlayedRound, won: boolean): SoundName {
    if (!won) return outcomeOf(round.amount, round.payout) === 'loss' ? 'lose' : 'reveal';
    // Big against what the round staked (every chip, every ball; a free bet's grant), not per chip or ball.
    const staked = round.freeBet ? round.stake : round.amount;
    if (!isDecimalText(staked) || !isDecimalText(round.payout)) return 'win';
    return compareDecimal(round.payout, multiplyDecimal(staked, BIG_WIN)) >= 0 ? 'bigWin' : 'win';
  }

  /** Called once the session is live, with the round the player left open (resume it here); null when none is. */
  protected async onLive(_source: PlaySource, _activeRound: PlayedRound | null): Promise<void> {}

  // --- Lifecycle --------------------------------------------------------------------------------

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
    this.landing.release();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // The moment a live game first takes a bet, as a performance mark: the cold-start budget is read
    // from it (by the e2e run, or an operator's own measurement), not from a test's polling.
    if (!this.playableMarked && this.source !== null && this.primaryReady) {
      this.playableMarked = true;
      globalThis.performance?.mark?.(PLAYABLE_MARK);
    }
  }

  private playableMarked = false;

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.style.setProperty('--rgs-motion-scale', this.motion(1000) === 0 ? '0' : this.fast ? '0.25' : '1');
  }

  /** No token, or a refused one: controls off, no authenticated request, wait for an upgrade. */
  protected becomeShell(reason: AuthRequiredReason): void {
    this.betMode.stop('auth_required');
    this.source = null;
    void this.freeBets.goLive(null);
    this.disabled = true;
    if (reason === 'missing') this.message = this.t('signIn');
    else this.error = playerError(new PlayApiError('UNAUTHENTICATED', '', reason), this.lang);
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
    return this.startPlay(remotePlay(createPlayClient({ apiUrl: this.resolveApiUrl(), token, early: takePageEarlyOpen })));
  }

  /** Goes live on `source`: opens the session, the round left open and the player's free bets of the game, in one request. */
  protected async startPlay(source: PlaySource): Promise<void> {
    this.source = source;
    this.disabled = false;
    this.message = '';
    this.error = null;
    await this.run(async (play) => {
      const { session, activeRound, freeBets } = await play.open(this.game);
      this.session = session;
      this.showBalance = session.showBalance;
      this.showRules = session.showRules;
      this.logoUrl = session.logoUrl;
      this.cardLogoUrl = session.cardLogoUrl ?? null;
      this.sound.goLive(play, session.preferences);
      this.fastChoice.goLive(play, session.preferences);
      if (session.limits) this.limits = { min: trim(session.limits.min), max: trim(session.limits.max) };
      if (session.balance !== null) this.wallet.set(session.balance);
      else if (session.showBalance) void this.wallet.fetch(play, () => this.source === play);
      void this.freeBets.goLive(freeBetsOf(play), freeBets?.map(offerOf));
      await this.onLive(play, activeRound);
    });
  }

  // --- Playing ----------------------------------------------------------------------------------

  /** Runs a call with the busy flag; a failure is told in the player's words (or as the reconnecting state). */
  protected async run(work: (source: PlaySource) => Promise<void>): Promise<void> {
    if (!this.source || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      await work(this.source);
      this.connection.reportSuccess();
    } catch (error) {
      if (error instanceof PlayApiError && error.code === 'UNAUTHENTICATED') this.becomeShell(authReasonOf(error.reason));
      else if (!this.connection.reportFailure(error)) this.error = playerError(error, this.lang, { limits: this.shownLimits });
    } finally {
      this.busy = false;
    }
  }

  /** Makes a move and applies its result (balance, host messages, the announcement); null when it failed. */
  protected async move(work: (source: PlaySource) => Promise<PlayResult>): Promise<PlayedRound | null> {
    let played: PlayedRound | null = null;
    await this.run(async (source) => {
      const { round, balance } = await work(source);
      played = round;
      const landsLater = round.status === 'CLOSED' && this.animatesResults;
      if (balance) this.wallet.set(balance, landsLater ? round.payout : null);
      // A void round (a retried bet whose debit was never committed) ends too, and the host hears of it.
      if (round.status !== 'OPEN') this.bridge.betResult({ ...round, status: round.status }, balance);
      if (landsLater) this.landing.expect(round.id);
      else if (round.status === 'CLOSED') this.announce(round);
    });
    return played;
  }

  /**
   * Places a bet of `stake` (wire decimal text) with the game's params; null (and nothing sent)
   * without a stake. While free bets are on it is a free bet of the grant's stake instead.
   */
  protected placeBet(params: unknown, stake: string | null = this.stake): Promise<PlayedRound | null> {
    if (stake === null) return Promise.resolve(null);
    this.sound.play('bet');
    if (this.freeBets.on) return this.freeBets.play((work) => this.move(work), params);
    return this.move((source) => source.placeBet(this.game, stake, params));
  }

  /**
   * Tells the player how a round ended: the banner (multiplier and payout in their currency), the
   * sound, the balance counting up, the recent results and my bets. A game that animates calls it as
   * its animation lands; once per round.
   */
  protected announce(round: PlayedRound): void {
    if (this.lastAnnounced === round.id) return;
    this.lastAnnounced = round.id;
    this.history = [round, ...this.history.filter((other) => other.id !== round.id)].slice(0, 50);
    this.panels.history?.add(round);
    const outcome = outcomeOf(round.amount, round.payout);
    const won = outcome === 'win';
    this.bannerResult = {
      outcome,
      multiplier: this.money.multiplier(round.multiplier),
      payout: this.money.amount(round.payout),
      ...(round.freeBet ? { tag: this.t('freeBet') } : {}),
    };
    this.freeBets.ended(round);
    this.sound.play(this.resultSound(round, won));
    this.wallet.land();
    this.landing.land(round.id);
  }

  /** Waits `ms` on the game's timers (autobet's pace between moves). */
  protected pause(ms: number): Promise<void> {
    return ms <= 0 ? Promise.resolve() : new Promise((resolve) => this.timers.set(resolve, ms));
  }

  private get wireCurrency(): string {
    return wireCurrencyOf(this.session);
  }

  private motionPreferences() {
    return { fast: this.fast, reducedMotion: this.prefersReducedMotion() };
  }

  private probe(): Promise<unknown> {
    const source = this.source;
    return source ? (source.ping?.() ?? source.fairness()) : Promise.resolve();
  }

  private get stakeContext(): StakeContext {
    return { money: this.money, limits: this.limits, balance: this.balance, stakes: this.stakesPerRound() };
  }

  private get shownLimits(): { min: string; max: string } | null {
    return this.limits ? { min: this.money.amount(this.limits.min), max: this.money.amount(this.limits.max) } : null;
  }

  /** Whether there is a session that answers: autobet plays only then. */
  private get sessionAnswers(): boolean {
    return this.source !== null && !this.disabled && this.connection.state === 'online';
  }

  /** Whether the primary button would act now. */
  private get primaryReady(): boolean {
    if (this.disabled || this.busy || !this.source || this.connection.state !== 'online' || this.betMode.running) return false;
    const action = this.primaryAction();
    if (!action || action.ready === false) return false;
    return !action.bets || (this.amountField.reading.problem === null && this.betProblem() === null);
  }

  private firePrimary(): void {
    if (this.primaryReady) void this.primaryAction()?.run();
  }

  // --- Rendering --------------------------------------------------------------------------------

  override render(): TemplateResult {
    return html`<div class="frame" part="frame">
      ${this.topBar.render()}
      ${renderNotices({ reconnecting: this.connection.state === 'reconnecting', message: this.message, lang: this.lang }, () => void this.connection.probeNow())}
      <div class="layout">
        <section class="stage" aria-label=${this.session?.title || this.game}>
          ${this.showRecentResults ? html`<rgs-recent-results .rounds=${this.history} lang=${this.lang}></rgs-recent-results>` : nothing}
          ${this.renderBoard()}
          <div class="banner-spot"><rgs-result-banner .result=${this.bannerResult} lang=${this.lang} ?fast=${this.fast}></rgs-result-banner></div>
        </section>
        <section class="controls" aria-label=${this.t('betControls')}>${this.renderControls()}</section>
      </div>
      ${this.panels.render()}
    </div>`;
  }

  private renderControls(): TemplateResult {
    const reading = this.amountField.reading;
    const auto = this.mode === 'auto';
    return html`${this.freeBets.render()}${this.autoSupported ? this.betMode.renderTabs() : nothing}
      <div class="bet-panel" id=${BET_PANEL_ID} role=${this.autoSupported ? 'tabpanel' : nothing} aria-labelledby=${this.autoSupported ? `tab-${this.mode}` : nothing}>
        ${this.amountField.render()}
        ${this.renderSettings()}
        ${this.error ? html`<div class="error" role="alert"><strong>${this.error.title}</strong> <span>${this.error.action}</span></div>` : nothing}
        ${auto ? this.betMode.renderAuto() : this.renderManual(reading.problem !== null)}
      </div>`;
  }

  private renderManual(amountInvalid: boolean): TemplateResult {
    const action = this.primaryAction();
    const ready = this.primaryReady;
    return html`${action
        ? html`<button type="button" class="primary play" part="primary" aria-disabled=${ready ? 'false' : 'true'}
            aria-describedby=${action.bets && amountInvalid ? AMOUNT_PROBLEM_ID : nothing} @click=${() => this.firePrimary()}>${action.label}</button>`
        : nothing}
      ${this.renderActions()}`;
  }
}

/** "1.5000000000" → "1.5": amounts come with ten places; people read them without the zeros. */
export const trim = trimAmount;

export type { Hotkey };
