import { GameShell, OutcomeAnimation, browserFrameClock, fill, multiplyDecimal, type FrameClock, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
// Plain data and the pure hand ranking, not the rules module: live players never download zod or decimal.js.
import { cardText } from '../deck';
import type { HandName } from '../paytable';
import { videopokerStrings } from '../strings';
import { litHand, replacedCount, scoringCards, slotsOf, stateOf, undrawnOf, type SlotView } from './hand-view';
import { cardsNow, loadCards } from './lazy-cards';
import { DEAL_STAGGER_MS, renderAfterDraw, renderCardSlot } from './card-slot';
import { holdKeys } from './hold-keys';
import { marqueeArt } from './machine-art';
import { ReturnsController } from './returns-controller';
import { renderPaytable } from './paytable-panel';
import { videopokerStyles } from './videopoker-game.styles';

/** How long a dealt card takes to land face up: the kit's card slides for 220 ms, then turns for 460 ms. */
const CARD_LANDS_MS = 680;
/** How long autobet lets a dealt hand be seen before it draws on the suggested holds. */
const AUTO_LOOK_MS = 600;

/** A drawn hand on the table: its replacements come in from the deck, then the round is told. */
interface ShownDraw {
  readonly round: PlayedRound;
  readonly duration: number;
}

const NO_HOLDS: readonly boolean[] = [false, false, false, false, false];

/**
 * Video Poker, Jacks or Better 9/6: Deal five cards, hold any of them (click a card, or keys 1–5),
 * then Draw (the primary button, Space or Enter). The paytable above the cards lights the hand on
 * the table, with what each hand pays at the stake played. The suggested holds (the hold of best
 * expected return, computed by the rules) are outlined on the cards; "Suggested holds" (H) takes
 * them, and the line under the cards gives the expected return of the suggestion and of the
 * player's own holds as they toggle. The draw deals the replacements in from the deck; once they
 * land the result is told and the cards never drawn are shown. Auto deals and draws on the
 * suggested holds. An open hand survives a reload.
 */
export class VideopokerGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    round: { state: true },
    holds: { state: true },
    autoHold: { state: true },
  };

  static override styles = [...GameShell.styles, videopokerStyles];

  protected readonly game = 'videopoker';
  protected readonly gameStrings = videopokerStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).videopokerGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).videopokerPlayerRules;
  }

  declare protected round: PlayedRound | null;
  /** The player's holds on the open hand, card by card. */
  declare protected holds: readonly boolean[];
  /** Whether each new hand starts with the suggested holds taken. */
  declare protected autoHold: boolean;
  /** The open hand's hold returns (they arrive a moment after the deal). */
  protected readonly returns = new ReturnsController(this);
  protected clock: FrameClock = browserFrameClock;
  /** The cards (slot keys) that slide in from the deck: all five of a deal, a draw's replacements; none of a hand resumed after a reload. */
  private fresh: ReadonlySet<string> = new Set();
  protected readonly drawing = new OutcomeAnimation<ShownDraw>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
  });

  constructor() {
    super();
    this.round = null;
    this.holds = NO_HOLDS;
    this.autoHold = false;
    this.hotkeys.add(
      ...holdKeys({
        t: (key) => this.t(key),
        canHold: () => this.mode === 'manual' && this.open && !this.locked,
        toggle: (i) => this.toggle(i),
        takeSuggestion: () => this.takeSuggestion(),
        draw: () => void this.draw(),
      }),
      this.drawing.skipKey(() => this.t('skip')),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The cards are needed at the first deal (the backs before it): fetched now, they are there by then.
    loadCards().then(
      () => this.requestUpdate(),
      () => (this.message = this.t('error')),
    );
  }

  /** An open hand survives a reload: it comes back as it lies, without dealing it again. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    if (!activeRound || !stateOf(activeRound)) return;
    this.showDeal(activeRound, false);
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN' && stateOf(this.round) !== null;
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('deal'), bets: true, run: () => this.bet() };
    return { label: this.t('draw'), bets: false, run: () => this.draw() };
  }

  // --- The board ----------------------------------------------------------------------------------

  protected renderBoard(): TemplateResult {
    const state = stateOf(this.round);
    const playing = this.drawing.playing;
    const lit = playing ? null : litHand(state);
    // Once a paying hand has landed, the cards that do not make it step back.
    const final = state?.final;
    const scoring = final && !playing && state.hand !== 'nothing' ? scoringCards(final, state.hand) : null;
    // What the rows pay: the open hand's stake; between hands, the stake the next Deal would play.
    const stake = this.open ? this.roundStake(this.round!) : (this.stake ?? (this.round ? this.roundStake(this.round) : null));
    return html`<div class="panel vp">
      <svg class="marquee" viewBox="0 0 360 44" aria-hidden="true" focusable="false">${marqueeArt(this.t('marquee'))}</svg>
      ${renderPaytable({
        caption: this.t('paytable'),
        name: (hand) => this.t(hand),
        times: (multiplier) => this.times(multiplier),
        amount: (multiplier) => (stake === null ? null : this.money.amount(multiplyDecimal(stake, multiplier, 10))),
        lit,
        tone: this.round?.status === 'CLOSED' ? 'won' : 'current',
      })}
      <p class=${`status ${this.statusTone(lit)}`} role="status" aria-live="polite">${this.statusLine(playing)}</p>
      <div class="cards" role="group" aria-label=${this.t('cardsLabel')}>
        ${repeat(slotsOf(this.round, this.holds), (slot) => slot.key, (slot, i) => this.renderSlot(slot, i, scoring?.[i] === false))}
      </div>
      ${this.renderAdvice(playing)}
    </div>`;
  }

  /** One place: the card, and its hold button under it. A `kicker` is a card left out of the hand paid. */
  private renderSlot(slot: SlotView, i: number, kicker: boolean): TemplateResult {
    const face = slot.card;
    const cards = cardsNow();
    const word = slot.held ? this.t('held') : this.t('hold');
    const card = face ? (cards?.cardLabel(face, this.lang) ?? cardText(face)) : (cards?.cardLabel(null, this.lang) ?? '');
    return renderCardSlot({
      slot,
      index: i,
      // New cards slide in one after another: on a deal all five, on a draw the replacements in order.
      order: slot.replaced ? slotsOf(this.round, this.holds).slice(0, i).filter((s) => s.replaced).length : i,
      kicker,
      holdable: this.mode === 'manual' && this.open && !this.locked,
      fresh: this.fresh.has(slot.key),
      word,
      label: `${fill(this.t('holdCard'), { word, n: String(i + 1), card })}${slot.suggested ? `, ${this.t('suggested')}` : ''}`,
      logoUrl: this.cardLogoUrl,
      lang: this.lang,
      onToggle: () => this.toggle(i),
    });
  }

  /** Under the cards: the expected returns while the hand is open; the cards never drawn once it is over. */
  private renderAdvice(playing: boolean): TemplateResult | typeof nothing {
    const round = this.round;
    const state = stateOf(round);
    if (!round || !state) return html`<p class="advice">${this.t('dealHint')}</p>`;
    if (this.open) {
      const returns = this.returns.of(round.id);
      if (!returns) return html`<p class="advice">${this.t('pickHolds')}</p>`;
      const best = returns.of(state.hint);
      const mine = returns.of(this.holds);
      return html`<p class="advice">
        <span>${fill(this.t('suggestedReturn'), { value: this.money.multiplier(best) })}</span>
        <span class=${mine === best ? 'same' : 'worse'}>${fill(this.t('yourReturn'), { value: this.money.multiplier(mine) })}</span>
      </p>`;
    }
    if (playing || round.status !== 'CLOSED') return html`<p class="advice"></p>`;
    const other = this.returns.suggestionWouldMake(round);
    return renderAfterDraw({
      undrawn: undrawnOf(round),
      undrawnLabel: this.t('notDrawn'),
      lang: this.lang,
      comparison: other === null ? null : other === 'nothing' ? this.t('hintWouldMiss') : fill(this.t('hintWouldMake'), { hand: this.t(other) }),
    });
  }

  private statusLine(playing: boolean): string {
    const round = this.round;
    const state = stateOf(round);
    if (!round || !state) return this.t('dealHint');
    if (playing) return this.t('drawing');
    if (round.status === 'CLOSED') {
      return state.hand === 'nothing' ? this.t('noWin') : fill(this.t('result'), { hand: this.t(state.hand), multiplier: this.times(round.multiplier) });
    }
    return state.hand === 'nothing' ? this.t('pickHolds') : fill(this.t('youHave'), { hand: this.t(state.hand) });
  }

  /** A paytable multiple as the machine prints it: a whole number in the player's digits ("800×", "1.000×" never happens: at most 800). */
  private times(multiplier: string): string {
    return `${this.money.number(multiplier)}×`;
  }

  private statusTone(lit: HandName | null): string {
    if (this.round?.status !== 'CLOSED' || this.drawing.playing) return lit ? 'current' : '';
    return lit ? 'won' : 'lost';
  }

  protected override renderSettings(): TemplateResult {
    return html`<label class="auto-hold"><input type="checkbox" .checked=${this.autoHold} ?disabled=${this.locked}
      @change=${(e: Event) => this.setAutoHold((e.target as HTMLInputElement).checked)} />${this.t('autoHold')}</label>`;
  }

  /** While a hand is open: take the suggested holds. */
  protected override renderActions(): TemplateResult | typeof nothing {
    if (this.drawing.playing) return this.drawing.renderSkip(this.t('skip'));
    if (!this.open || this.mode !== 'manual') return nothing;
    return html`<button type="button" class="suggest" aria-keyshortcuts="H" ?disabled=${this.locked} @click=${() => this.takeSuggestion()}>${this.t('useSuggested')}</button>`;
  }

  // --- Playing ------------------------------------------------------------------------------------

  /** Deals a hand (the drawn one on the table lands first). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.drawing.land();
    await loadCards().catch(() => null);
    const round = await this.placeBet({}, stake);
    if (round && stateOf(round)) this.showDeal(round, true);
    return round;
  }

  /** Draws on the player's holds. */
  protected async draw(holds: readonly boolean[] = this.holds): Promise<PlayedRound | null> {
    const round = this.round;
    if (!round || !this.open || this.busy) return null;
    this.sound.play('reveal');
    const next = await this.move((source) => source.act(round.id, 'draw', { holds: [...holds] }));
    if (!next) return null;
    this.fresh = new Set(slotsOf(next, NO_HOLDS).filter((slot) => slot.replaced).map((slot) => slot.key));
    this.round = next;
    const replaced = replacedCount(stateOf(next));
    const duration = replaced === 0 ? 0 : this.motion((replaced - 1) * DEAL_STAGGER_MS + CARD_LANDS_MS);
    this.drawing.play({ round: next, duration });
    return next;
  }

  /** One autobet hand: dealt, a moment to see it, drawn on the suggested holds, landed. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    const round = await this.bet(stake);
    const state = stateOf(round);
    if (!round || round.status !== 'OPEN' || !state) return round;
    await this.pause(this.motion(AUTO_LOOK_MS));
    const drawn = await this.draw(state.hint);
    await this.settled;
    return drawn;
  }

  /** Puts a dealt hand on the table (dealt in from the deck, or as it lies), with the holds the player starts from, and counts its returns. */
  private showDeal(round: PlayedRound, deal: boolean): void {
    const state = stateOf(round)!;
    this.fresh = new Set(deal ? slotsOf(round, NO_HOLDS).map((slot) => slot.key) : []);
    this.round = round;
    this.holds = this.autoHold ? [...state.hint] : NO_HOLDS;
    void this.returns.count(round.id, state.dealt);
  }

  protected toggle(i: number): void {
    if (!this.open || this.locked) return;
    this.holds = this.holds.map((held, j) => (j === i ? !held : held));
    this.sound.play('tick');
  }

  protected takeSuggestion(): void {
    const state = stateOf(this.round);
    if (!this.open || this.locked || !state) return;
    this.holds = [...state.hint];
    this.sound.play('tick');
  }

  private setAutoHold(on: boolean): void {
    this.autoHold = on;
    const state = stateOf(this.round);
    if (on && this.open && state && this.holds.every((held) => !held)) this.holds = [...state.hint];
  }
}
