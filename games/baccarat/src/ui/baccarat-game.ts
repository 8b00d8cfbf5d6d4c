import { GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, gameLanguage, multiplyDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
// Plain data, not the rules module: live players never download zod or decimal.js.
import type { Card } from '../cards';
import { SPOT_ODDS, chipCount, type BetSpot } from '../paytable';
import type { BaccaratState } from '../settle';
import type { BaccaratParams } from '../rules';
import { baccaratStrings } from '../strings';
import { renderChipDefs, renderChipStack } from './chip-art';
import { EMPTY_BOARD, addChip, undoChip, type ChipBoard } from './chip-board';
import { VERDICT_KEY, handWords, localDigits, roundTone, shownTotal, spotTone } from './coup-view';
import { dealDuration, dealProgress, dealSteps, type DealStep, type Side } from './deal-timeline';
import { baccaratStyles } from './baccarat-game.styles';
import { cardsNow, loadCards } from './lazy-cards';
import { renderFeltPrint, renderShoe } from './table-art';

/** A settled coup on the table: its cards come out of the shoe one by one, then the verdict is told. */
interface ShownCoup {
  readonly round: PlayedRound;
  readonly state: BaccaratState;
  readonly steps: readonly DealStep[];
  /** How long this deal takes now (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
  /** How long it takes at normal speed: the steps' times are in this scale. */
  readonly full: number;
}

/** The spots as the felt lays them out, row by row: the pairs either side of the Tie, then Player and Banker. */
const SPOT_ORDER: readonly BetSpot[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

/** The spots with a key of their own: P, B and T put a chip on Player, Banker and Tie. */
const SPOT_KEYS: readonly [string, BetSpot][] = [['p', 'player'], ['b', 'banker'], ['t', 'tie']];

/**
 * Baccarat: a felt table with the Player's and the Banker's hands, the shoe they are dealt from and
 * five betting spots (Player, Banker, Tie, Player Pair, Banker Pair), each printed with its odds.
 * Clicking a spot (or P, B, T) puts a chip of the bet amount on it; Undo and Clear beside Bet. A
 * settled coup is dealt card by card from the shoe (≈ 0.45 s a card, the third cards after a pause;
 * a quarter of that in fast mode, at once with reduced motion), each hand's total counting as its
 * cards turn; then the winner is announced on the table and the winning spots glow. Skip or Escape
 * lands it at once. The chips stay on the table for the next coup (autobet replays them).
 */
export class BaccaratGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    board: { state: true },
  };

  static override styles = [...GameShell.styles, baccaratStyles];

  protected readonly game = 'baccarat';
  protected readonly gameStrings = baccaratStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).baccaratGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).baccaratPlayerRules;
  }

  /** The chips on the table, and the order they went down. */
  declare protected board: ChipBoard;
  protected clock: FrameClock = browserFrameClock;
  /** The coup on the table, from its first card to its verdict. */
  protected readonly deal = new OutcomeAnimation<ShownCoup>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
  });

  constructor() {
    super();
    // One chip on Banker to start: a bet is ready at once, on the spot with the smallest house edge.
    this.board = addChip(EMPTY_BOARD, 'banker');
    const game = this;
    this.hotkeys.add(
      ...SPOT_KEYS.map(([key, spot]) => ({
        key,
        get label() {
          return fill(game.t('chipOn'), { spot: game.t(spot) });
        },
        run: () => game.addChip(spot),
        enabled: () => !game.locked,
      })),
      this.deal.skipKey(() => this.t('skip')),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The cards are needed only at the first deal: fetched now, they are there by then.
    void loadCards().then(() => this.requestUpdate(), () => undefined);
  }

  /** True while cards are still coming out of the shoe. */
  get dealing(): boolean {
    return this.deal.playing;
  }

  protected override betParams(): BaccaratParams {
    return { ...this.board.chips };
  }

  protected override stakesPerRound(): number {
    return Math.max(1, chipCount(this.board.chips));
  }

  protected override betProblem(): string | null {
    return chipCount(this.board.chips) === 0 ? this.t('noChips') : null;
  }

  /** A chip on `spot` (the deal on the table lands first, its cards stay). */
  addChip(spot: BetSpot): void {
    if (this.locked) return;
    this.deal.land();
    this.board = addChip(this.board, spot);
  }

  private undo(): void {
    this.deal.land();
    this.board = undoChip(this.board);
  }

  private clear(): void {
    this.deal.land();
    this.board = EMPTY_BOARD;
  }

  /** Deals a coup: the one on the table lands first, then the new one comes out of the shoe. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.deal.land();
    // Cards that have not arrived yet would appear without their deal; a failed fetch still bets.
    await loadCards().catch(() => null);
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as BaccaratState | undefined;
    if (!round || !Array.isArray(state?.player)) return round;
    const steps = dealSteps(state.player.length, state.banker.length);
    const full = dealDuration(steps);
    this.deal.play({ round, state, steps, full, duration: this.motion(full) });
    return round;
  }

  /** Lands the deal at once, and tells the player. */
  land(): void {
    this.deal.land();
  }

  /** Normal-speed milliseconds into the deal shown (Infinity once it has landed). */
  private get dealTime(): number {
    const shown = this.deal.shown;
    if (!shown || !this.deal.playing || shown.duration <= 0) return Infinity;
    return (this.deal.elapsed * shown.full) / shown.duration;
  }

  protected renderBoard(): TemplateResult {
    const shown = this.deal.shown;
    const progress = shown ? dealProgress(shown.steps, this.dealTime) : null;
    const landed = this.deal.landed ? shown!.state : null;
    const hands = (['player', 'banker'] as const).map((side) => ({
      side,
      cards: shown?.state[side] ?? [],
      dealt: progress?.dealt[side] ?? 0,
      total: shown ? shownTotal(shown.state[side], progress!.shown[side]) : null,
    }));
    const lang = gameLanguage(this.lang);
    const words = hands.map((hand) => handWords(this.t(hand.side), hand.cards.slice(0, hand.dealt), hand.total, lang, cardsNow()));
    const label = `${this.t('table')}. ${words.join(' ')} ${landed ? this.verdictText(landed) : shown ? this.t('dealing') : this.t('waiting')}`;
    return html`<div class="panel table-panel">
      <div class="table">
        ${renderChipDefs()}
        ${renderFeltPrint(this.t('tableName'), this.t('tableRules'))}
        <div class="coup" role="img" aria-label=${label}>
          ${hands.map((hand) => this.renderHand(hand.side, hand.cards, hand.dealt, hand.total, landed))}
          <div class="shoe">${renderShoe()}</div>
        </div>
        <p class="verdict ${landed ? `is-${landed.winner}` : 'is-quiet'}" aria-hidden="true">${this.renderVerdict(landed)}</p>
        <div class="spots" role="group" aria-label=${this.t('bets')}>${SPOT_ORDER.map((spot) => this.renderSpot(spot, landed))}</div>
      </div>
      <p class="outcome ${shown && landed ? roundTone(shown.round.amount, shown.round.payout) : 'idle'}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** One hand: its name and total, and its cards as they come (the third laid sideways), keyed by round so a new coup deals anew. */
  private renderHand(side: Side, cards: readonly Card[], dealt: number, total: number | null, landed: BaccaratState | null): TemplateResult {
    const result = landed ? (landed.winner === side ? 'won' : landed.winner === 'tie' ? 'tied' : 'lost') : '';
    const dealing = this.deal.playing;
    const roundId = this.deal.shown?.round.id ?? 'none';
    return html`<div class="hand ${side} ${result}">
      <div class="hand-head"><span class="hand-name">${this.t(side)}</span><span class="total ${total === null ? 'empty' : ''}">${total ?? ''}</span></div>
      <div class="cards">
        ${[0, 1, 2].map((slot) => html`<div class="slot slot-${slot}">${keyed(`${roundId}:${slot}`, slot < dealt
          ? html`<rgs-playing-card .rank=${cards[slot]!.rank} .suit=${cards[slot]!.suit} .logoUrl=${this.cardLogoUrl} .lang=${this.lang} .dealt=${dealing}></rgs-playing-card>`
          : nothing)}</div>`)}
      </div>
    </div>`;
  }

  /**
   * A betting spot printed on the felt: the button ("Banker: 2 chips") covers it all, its odds and chip
   * stack lie on it, outside the button's name, and it glows when the coup shown paid it.
   */
  private renderSpot(spot: BetSpot, landed: BaccaratState | null): TemplateResult {
    const count = this.board.chips[spot];
    const chips = count === 1 ? this.t('chipsOne') : fill(this.t('chipsMany'), { n: String(count) });
    const tone = spotTone(landed?.returns[spot]);
    return html`<div class="spot ${spot} ${tone}" data-spot=${spot}>
      <button type="button" ?disabled=${this.locked} aria-label=${fill(this.t('spotName'), { spot: this.t(spot), chips })}
        @click=${() => this.addChip(spot)}><span class="spot-name">${this.t(spot)}</span></button>
      <span class="spot-name spacer" aria-hidden="true">${this.t(spot)}</span>
      <span class="spot-odds">${localDigits(SPOT_ODDS[spot], gameLanguage(this.lang))}:1</span>
      <span class="spot-chips" aria-hidden="true">${renderChipStack(count)}${count > 1 ? html`<span class="count">×${count}</span>` : nothing}</span>
    </div>`;
  }

  /** "Player wins · 4 to 2", "Natural 9", "Banker Pair!": the verdict printed on the table once the deal lands. */
  private renderVerdict(landed: BaccaratState | null): TemplateResult | string {
    if (!landed) return this.deal.playing ? this.t('dealing') : this.t('waiting');
    const extras = [
      ...(landed.natural ? [fill(this.t('natural'), { total: String(Math.max(landed.playerTotal, landed.bankerTotal)) })] : []),
      ...(['playerPair', 'bankerPair'] as const).filter((pair) => landed[pair]).map((pair) => fill(this.t('pairHit'), { pair: this.t(pair) })),
    ];
    return html`<strong>${this.t(VERDICT_KEY[landed.winner])}</strong> <span class="score">${this.score(landed)}</span>
      ${extras.map((extra) => html`<span class="extra">${extra}</span>`)}`;
  }

  /** "7 to 5": the winning hand's total first (the Player's on a tie). */
  private score(state: BaccaratState): string {
    const [winner, other] = state.winner === 'banker' ? [state.bankerTotal, state.playerTotal] : [state.playerTotal, state.bankerTotal];
    return fill(this.t('score'), { winner: String(winner), other: String(other) });
  }

  private verdictText(state: BaccaratState): string {
    const pairs = (['playerPair', 'bankerPair'] as const).filter((pair) => state[pair]).map((pair) => `${this.t(pair)}.`);
    return [`${this.t(VERDICT_KEY[state.winner])} ${this.score(state)}.`, ...pairs].join(' ');
  }

  /** The landed coup in words under the table (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    const shown = this.deal.shown;
    if (!shown) return '';
    if (!this.deal.landed) return this.t('dealing');
    const { round, state } = shown;
    const verdict = `${this.t(VERDICT_KEY[state.winner])} ${this.score(state)}`;
    const tone = roundTone(round.amount, round.payout);
    const money = compareDecimal(round.payout, '0') === 0 ? this.t('noWin') : tone === 'even' ? this.t('stakeBack') : fill(this.t('paid'), { payout: this.money.amount(round.payout) });
    return `${{ win: '✓', even: '=', loss: '✗' }[tone]} ${verdict} · ${money}`;
  }

  protected override renderSettings(): TemplateResult {
    const count = chipCount(this.board.chips);
    const empty = count === 0;
    return html`<div class="baccarat-settings">
      <p class="total note"><span>${this.t('perChip')} × ${count === 1 ? this.t('chipsOne') : fill(this.t('chipsMany'), { n: String(count) })}</span> <strong>${this.totalBet()}</strong></p>
      <div class="chip-actions">
        <button type="button" ?disabled=${this.locked || empty} @click=${() => this.undo()}>${this.t('undo')}</button>
        <button type="button" ?disabled=${this.locked || empty} @click=${() => this.clear()}>${this.t('clear')}</button>
      </div>
      <p class="note hint">${empty ? this.t('noChips') : this.t('placeChips')}</p>
    </div>`;
  }

  /** The whole wager, chip value × chips, exactly, in the player's currency. */
  private totalBet(): string {
    const stake = this.stake;
    return stake === null ? '—' : this.money.amount(multiplyDecimal(stake, String(chipCount(this.board.chips))));
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.deal.renderSkip(this.t('skip'));
  }
}
