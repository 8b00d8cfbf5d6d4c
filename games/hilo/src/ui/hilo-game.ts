import { GameShell, OutcomeAnimation, browserFrameClock, fill, multiplyDecimal, type AnimatedOutcome, type FrameClock, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The rules' pure parts only (cards, odds, the run): live players never download zod or decimal.js.
import { cardText, rankIndex } from '../cards';
import type { Choice } from '../odds';
import { likelierSide } from '../playbook';
import { hiloStrings } from '../strings';
import type { BoardOptions } from './hilo-board';
import { hiloStyles } from './hilo-game.styles';
import { hiloHotkeys } from './hilo-hotkeys';
import { offersOn } from './hilo-odds';
import { cardsNow, loadCards } from './lazy-cards';
import { viewOf, type HiloView } from './hilo-view';
import { renderAutoSettings, renderStatus } from './round-status';

/** How long a turned card takes to land: the kit's card slides in for 420 ms and turns over from 220 ms to 680 ms. */
export const REVEAL_MS = 700;
/** How long autobet lets a landed card be seen before its next move (shortened by fast mode). */
const AUTO_STEP_MS = 350;

/** A move's result on the board: the round after it, and the round before it, whose numbers show while the card turns. */
interface ShownMove extends AnimatedOutcome {
  readonly prior: PlayedRound | null;
}

/**
 * HiLo: a card is shown; guess whether the next is higher, lower or the same rank, or skip it, and
 * cash out after a right guess. Each guess button says its chance and what a right guess makes the
 * multiplier; the rank line lights the ranks it wins on. The next card slides off the deck and turns
 * over (a CSS animation fast mode shortens and reduced motion turns off); until it has turned, the
 * numbers, the buttons and the result stay as they were, so nothing is told before the card is seen.
 * Every card played stays in the strip below, with the move that turned it and the multiplier after.
 *
 * Keys: Space bets or cashes out (the shell's), H higher, L lower, S same, N skips, C cashes out. In
 * Auto each round guesses the likelier side a chosen number of times, then cashes out.
 */
export class HiloGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    round: { state: true },
    lit: { state: true },
    autoGuesses: { state: true },
  };

  static override styles = [...GameShell.styles, hiloStyles];

  protected readonly game = 'hilo';
  protected readonly gameStrings = hiloStrings;
  protected override readonly animatesResults = true;
  /** The frames the card's landing is timed on (tests put a hand-driven clock here). */
  protected clock: FrameClock = browserFrameClock;
  protected readonly reveal = new OutcomeAnimation<ShownMove>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    landed: (shown) => this.landed(shown),
  });

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).hiloGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).hiloPlayerRules;
  }

  declare protected round: PlayedRound | null;
  /** The guess under the pointer or the focus: the rank line lights the ranks it wins on. */
  declare protected lit: Choice | null;
  declare protected autoGuesses: number;
  /** Whether the card in play slides off the deck: true for a card this page turned, false for a round resumed as it lies. */
  private deal = false;
  /** A keyboard player bet with the button: the likelier guess takes the focus once the first card lands. */
  private focusGuess = false;
  private waiting: (() => void)[] = [];

  constructor() {
    super();
    this.round = null;
    this.lit = null;
    this.autoGuesses = 2;
    this.hotkeys.add(
      ...hiloHotkeys({
        t: (key) => this.t(key),
        guess: (choice) => void this.guess(choice),
        canGuess: (choice) => this.canGuess(choice),
        skip: () => void this.skip(),
        canSkip: () => this.canMove() && (this.view?.skipsLeft ?? 0) > 0,
        cashOut: () => void this.cashOut(),
        canCashOut: () => this.mode === 'manual' && this.cashoutAmount !== null && !this.locked && !this.reveal.playing,
      }),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    loadCards().then(
      () => this.requestUpdate(),
      () => (this.message = this.t('error')),
    );
  }

  /** An open round survives a reload: it comes back as it lies, its cards not dealt again. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.deal = false;
    this.round = activeRound;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  /** The round the numbers tell: while a card turns, the one before its move; else the latest. */
  private get told(): PlayedRound | null {
    return this.reveal.playing ? (this.reveal.shown?.prior ?? null) : this.round;
  }

  private get view(): HiloView | null {
    return viewOf(this.round);
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    const round = this.told;
    if (round?.status !== 'OPEN' || !/[1-9]/.test(round.multiplier)) return null;
    return multiplyDecimal(this.roundStake(round), round.multiplier, 10);
  }

  /** Whether a move may be sent now: a round open, its last card landed, nothing under way, by hand. */
  private canMove(): boolean {
    return this.mode === 'manual' && this.open && !this.locked && !this.reveal.playing;
  }

  private canGuess(choice: Choice): boolean {
    const view = this.view;
    return this.canMove() && view !== null && offersOn(rankIndex(view.current), view.counts).some((o) => o.choice === choice && o.ranks > 0);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    const playing = this.reveal.playing;
    // While a card turns the button keeps the round's last words (Cash out), not yet ready.
    const inPlay = this.open || (playing && this.told?.status === 'OPEN');
    if (!inPlay) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
    return {
      label: cashout === null ? this.t('cashout') : `${this.t('cashout')} ${this.money.amount(cashout)}`,
      bets: false,
      ready: cashout !== null && this.open && !playing,
      run: () => this.cashOut(),
    };
  }

  protected override resultSound(round: PlayedRound, won: boolean) {
    return won ? 'cashout' : super.resultSound(round, won);
  }

  private get board(): BoardOptions {
    return {
      lang: this.lang,
      logoUrl: this.cardLogoUrl,
      t: (key) => this.t(key),
      fill,
      // The kit's names ("Eight of clubs") once the cards have arrived; the short text until then.
      cardName: (card) => cardsNow()?.cardLabel(card, this.lang) ?? cardText(card),
      multiplier: (text) => this.money.multiplier(text),
      percent: (text) => this.money.percent(text),
      count: (n) => this.money.number(n),
    };
  }

  protected renderBoard(): TemplateResult {
    const view = this.view;
    const told = viewOf(this.told);
    const playing = this.reveal.playing;
    const current = view?.run.at(-1) ?? null;
    const arrival = current?.arrival;
    const verdict = !playing && arrival?.kind === 'guess' ? (arrival.right ? 'right' : 'wrong') : null;
    const board = this.board;
    const pieces = cardsNow();
    const next = !playing && view?.next && pieces ? pieces.renderNext(board, view.next) : nothing;
    // While a card turns, the line and the buttons still describe the card before it.
    const rank = told && told.standing === 'open' ? rankIndex(told.current) : null;
    const live = this.canMove() && told?.standing === 'open';
    const status = html`<div class="status">${renderStatus({ round: this.told, view: told, cashout: this.cashoutAmount, money: this.money, t: (key) => this.t(key) })}</div>`;
    // The board's pieces come with the kit's cards, moments after the page (lazy-cards.ts).
    if (!pieces) return html`<div class="panel hilo">${status}<div class="table" aria-busy="true"></div></div>`;
    return html`<div class="panel hilo">
      ${status}
      ${pieces.renderTable(board, { current, key: `${this.round?.id ?? ''}:${current?.index ?? ''}`, deal: this.deal, verdict, next })}
      ${pieces.renderRankLine(rank, this.lit)}
      ${pieces.renderGuesses(board, rank === null ? offersOn(0, []).map((o) => ({ ...o, ranks: 0 })) : offersOn(rank, told!.counts), {
        live,
        card: rank === null ? null : told!.current,
        onGuess: (choice) => void this.guess(choice),
        onLight: (choice) => (this.lit = choice),
      })}
      ${pieces.renderSkip(board, told?.standing === 'open' ? told.skipsLeft : null, live, () => void this.skip())}
      ${view ? pieces.renderStrip(board, playing ? view.run.slice(0, -1) : view.run) : html`<ol class="strip" aria-label=${this.t('cardsPlayed')}></ol>`}
    </div>`;
  }

  protected override renderSettings(): TemplateResult | typeof nothing {
    if (this.mode !== 'auto') return nothing;
    return renderAutoSettings({
      guesses: this.autoGuesses,
      disabled: this.locked || this.open,
      onChange: (n) => (this.autoGuesses = n),
      t: (key) => this.t(key),
      count: (n) => this.money.number(n),
    });
  }

  /** Starts a round (Bet): the first card slides off the deck. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({}, stake);
    if (!round) return null;
    this.focusGuess = fromButton && this.mode === 'manual';
    this.show(round, null);
    return round;
  }

  /** One autobet round: bet, guess the likelier side until enough are right, then cash out. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    while (round?.status === 'OPEN' && (viewOf(round)?.counts.length ?? 0) < this.autoGuesses) {
      await this.cardLanded();
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.guess(likelierSide(rankIndex(viewOf(round)!.current)), true);
    }
    await this.cardLanded();
    if (round?.status === 'OPEN') {
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.cashOut(true);
    }
    await this.settled;
    return round;
  }

  /** Puts a move's result on the table; a card it turned lands after the animation (at once with reduced motion, or for a cashout). */
  private show(round: PlayedRound, prior: PlayedRound | null, turned = true): void {
    this.deal = turned;
    this.round = round;
    this.reveal.play({ round, prior, duration: turned ? this.motion(REVEAL_MS) : 0 });
  }

  /** The card landed: the sound of a right guess or a skip (a finished round is told by the shell), and the focus for a keyboard player. */
  private landed(shown: ShownMove): void {
    const arrival = viewOf(shown.round)?.run.at(-1)?.arrival;
    if (shown.round.status === 'OPEN' && shown.prior !== null) this.sound.play(arrival?.kind === 'skip' ? 'tick' : 'reveal');
    for (const resolve of this.waiting.splice(0)) resolve();
    // A round that ended under a keyboard player's guess hands the focus to Bet, where the next move is.
    const focused = this.shadowRoot?.activeElement;
    if (shown.round.status !== 'OPEN' && focused?.matches('button.guess, button.skip-card')) {
      void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('button.play')?.focus());
    }
    if (this.focusGuess && shown.round.status === 'OPEN') {
      this.focusGuess = false;
      const view = viewOf(shown.round)!;
      void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>(`button.guess.${likelierSide(rankIndex(view.current))}`)?.focus());
    }
  }

  /** Resolves once the card in play has landed. */
  private cardLanded(): Promise<void> {
    return this.reveal.playing ? new Promise((resolve) => this.waiting.push(resolve)) : Promise.resolve();
  }

  private guess(choice: Choice, auto = false): Promise<PlayedRound | null> {
    if (!this.open || this.busy || this.reveal.playing || (!auto && !this.canGuess(choice))) return Promise.resolve(null);
    return this.act('guess', { choice });
  }

  private skip(): Promise<PlayedRound | null> {
    return this.canMove() ? this.act('skip', {}) : Promise.resolve(null);
  }

  /** Sends a move that turns a card, and puts its result on the table. */
  private async act(action: 'guess' | 'skip', params: object): Promise<PlayedRound | null> {
    const round = this.round!;
    const next = await this.move((source) => source.act(round.id, action, params));
    if (next) this.show(next, round);
    return next;
  }

  private async cashOut(auto = false): Promise<PlayedRound | null> {
    const round = this.round;
    if (!round || !this.open || this.busy || this.reveal.playing || (!auto && this.mode !== 'manual')) return null;
    const next = await this.move((source) => source.cashout(round.id));
    if (next) this.show(next, round, false);
    return next;
  }
}

