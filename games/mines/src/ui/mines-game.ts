import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The board's constants, not the rules module: live players never download zod or decimal.js.
import { MAX_MINES, MIN_MINES, MINES_TILES } from '../board';
import type { MinesState } from '../rules';
import { minesStrings } from '../strings';
import { PICKS_STRINGS } from './picks-strings';
import { boardOf, renderGrid, stateKey, SIDE, type TileView } from './mines-board';
import { minesStyles } from './mines-game.styles';
import { multiplierAfter } from './mines-odds';
import { gemArt, mineArt } from './tile-art';

const MINE_CHOICES = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

/** How long autobet lets a turned tile be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 320;

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of tile, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Mines: pick how many mines hide among 25 tiles, reveal safe tiles, cash out before a mine. While
 * a round is open the board shows the multiplier, what a cashout pays now (on the button too) and
 * what the next safe tile would pay; when it ends every tile turns over, the unpicked ones dimmed,
 * with the amount won or "Mine! No win". Tiles are buttons in a grid: arrows move between them, one
 * tab stop; each is named by number, row, column and what it shows. Tiles flip as they turn (a CSS
 * animation fast mode shortens and reduced motion turns off); the result never waits for it.
 *
 * Keys: Space bets or cashes out (the shell's), R reveals a random tile, C cashes out. In Auto the
 * player picks the tiles each round reveals, one by one, before it cashes out.
 */
export class MinesGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    mines: { state: true },
    round: { state: true },
    focusTile: { state: true },
    autoPicks: { state: true },
  };

  static override styles = [...GameShell.styles, minesStyles];

  protected readonly game = 'mines';
  /** The game's strings, and what the board says while autobet's tiles are picked. */
  protected readonly gameStrings = {
    en: { ...minesStrings.en, ...PICKS_STRINGS.en },
    pt: { ...minesStrings.pt, ...PICKS_STRINGS.pt },
    es: { ...minesStrings.es, ...PICKS_STRINGS.es },
  };

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).minesGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).minesPlayerRules;
  }

  declare protected mines: number;
  declare protected round: PlayedRound | null;
  /** The tile in the tab order: the last one focused. */
  declare protected focusTile: number;
  /** The tiles autobet reveals each round, in the order they were picked. */
  declare protected autoPicks: readonly number[];
  /** Picks the index of the tile "Pick random tile" reveals, among `n` hidden ones; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;

  constructor() {
    super();
    this.mines = 3;
    this.round = null;
    this.focusTile = 0;
    this.autoPicks = [];
    const game = this;
    this.hotkeys.add(
      {
        key: 'r',
        get label() {
          return game.t('pickRandom');
        },
        run: () => game.pickRandom(),
        enabled: () => game.mode === 'manual' && game.open && !game.locked,
      },
      {
        key: 'c',
        get label() {
          return game.t('cashout');
        },
        run: () => void game.cashOut(),
        enabled: () => game.mode === 'manual' && game.cashoutAmount !== null && !game.locked,
      },
    );
  }

  /** An open round survives a reload: pick it up where it was. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.round = activeRound;
    if (this.round) this.mines = (this.round.state as MinesState).mines;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get revealed(): readonly number[] {
    return (this.round?.state as MinesState | null | undefined)?.revealed ?? [];
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.revealed.length === 0) return null;
    return multiplyDecimal(this.roundStake(this.round!), this.round!.multiplier, 10);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
    // One button that turns from Bet into Cash out, so the keyboard focus stays on it.
    return {
      label: cashout === null ? this.t('cashout') : `${this.t('cashout')} ${this.money.amount(cashout)}`,
      bets: false,
      ready: cashout !== null,
      run: () => this.cashOut(),
    };
  }

  protected override resultSound(round: PlayedRound, won: boolean) {
    return won ? 'cashout' : super.resultSound(round, won);
  }

  protected renderBoard(): TemplateResult {
    const board = boardOf(this.round);
    const open = this.open;
    const choosing = this.mode === 'auto' && !open && !this.locked;
    return html`<div class="panel mines">
      <div class="status">${this.renderStatus()}</div>
      ${renderGrid(board, {
        label: this.t('board'),
        focus: this.focusTile,
        tileLabel: (tile, view) => this.tileLabel(tile, view),
        canPick: (_, view) => (choosing ? true : this.mode === 'manual' && open && !this.locked && view.kind === 'hidden'),
        selected: this.mode === 'auto' ? (tile) => this.autoPicks.includes(tile) : null,
        onPick: (tile) => (choosing ? this.togglePick(tile) : void this.reveal(tile)),
        onFocus: (tile) => (this.focusTile = tile),
      })}
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    return html`<div class="mines-settings">
      <label class="count">${this.t('mines')}
        <select ?disabled=${off} @change=${(e: Event) => (this.mines = Number((e.target as HTMLSelectElement).value))}>
          ${MINE_CHOICES.map((n) => html`<option value=${n} ?selected=${n === this.mines}>${n}</option>`)}
        </select></label>
      <span class="gems"><svg viewBox="0 0 64 64" aria-hidden="true">${gemArt}</svg>${this.t('gems')} ${MINES_TILES - this.mines}</span>
    </div>
    ${this.mode === 'auto'
      ? html`<div class="mines-picks">
          <p class="note">${this.autoPicks.length === 0 ? this.t('pickTiles') : fill(this.t('tilesPicked'), { n: this.money.number(this.autoPicks.length) })}</p>
          <button type="button" class="random" ?disabled=${this.locked || this.autoPicks.length >= MINES_TILES - this.mines} @click=${() => this.pickRandom()}>${this.t('pickRandom')}</button>
          <button type="button" ?disabled=${this.locked || this.autoPicks.length === 0} @click=${() => (this.autoPicks = [])}>${this.t('clearPicks')}</button>
        </div>`
      : nothing}`;
  }

  /** While a round is open: a random tile for the player who would rather not choose. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open
      ? html`<button type="button" class="random" aria-keyshortcuts="R" ?disabled=${this.locked} @click=${() => this.pickRandom()}>${this.t('pickRandom')}</button>`
      : nothing;
  }

  /** Above the board: the open round's numbers, the result of a finished one, or what the first tile pays. */
  private renderStatus(): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      const won = /[1-9]/.test(round.payout);
      return won
        ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
            <strong>${fill(this.t('youWon'), { amount: this.money.amount(round.payout) })}</strong> <span class="x">${this.money.multiplier(round.multiplier)}</span></div>`
        : html`<div class="banner loss"><svg class="icon" viewBox="0 0 64 64" aria-hidden="true">${mineArt}</svg><strong>${this.t('mineNoWin')}</strong></div>`;
    }
    const mines = round && this.open ? (round.state as MinesState).mines : this.mines;
    const next = multiplierAfter(mines, this.revealed.length + 1);
    const cashout = this.cashoutAmount;
    return html`<dl class="stats">
      ${this.open
        ? html`<div><dt>${this.t('multiplier')}</dt><dd>${this.money.multiplier(round!.multiplier)}</dd></div>
            <div><dt>${this.t('cashoutValue')}</dt><dd>${cashout === null ? '—' : this.money.amount(cashout)}</dd></div>`
        : nothing}
      <div><dt>${this.t('nextTile')}</dt><dd>${next === null ? '—' : this.money.multiplier(next)}</dd></div>
    </dl>`;
  }

  private tileLabel(tile: number, view: TileView): string {
    const values = { n: String(tile + 1), row: String(Math.floor(tile / SIDE) + 1), column: String((tile % SIDE) + 1) };
    return fill(this.t('tile'), { ...values, state: this.t(stateKey(view)) });
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ mines: this.mines }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to the board, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>(`[data-tile="${this.focusTile}"]`)?.focus();
    }
    return round;
  }

  /** One autobet round: bet, turn the picked tiles one by one, and cash out if no mine was hit. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    const picks = [...this.autoPicks];
    if (picks.length === 0) return null;
    let round = await this.bet(stake);
    for (const tile of picks) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.reveal(tile);
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  private togglePick(tile: number): void {
    if (this.autoPicks.includes(tile)) this.autoPicks = this.autoPicks.filter((pick) => pick !== tile);
    else if (this.autoPicks.length < MINES_TILES - this.mines) this.autoPicks = [...this.autoPicks, tile];
  }

  /** Manual: reveals a random hidden tile. Auto (no round open): adds a random tile to the picks. */
  private pickRandom(): void {
    if (this.mode === 'auto' && !this.open) {
      const free = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !this.autoPicks.includes(tile));
      if (free.length > 0 && this.autoPicks.length < MINES_TILES - this.mines) this.autoPicks = [...this.autoPicks, free[this.randomIndex(free.length)]!];
      return;
    }
    const hidden = boardOf(this.round).flatMap((view, tile) => (view.kind === 'hidden' ? [tile] : []));
    if (!this.open || hidden.length === 0) return;
    const tile = hidden[this.randomIndex(hidden.length)]!;
    this.focusTile = tile;
    void this.reveal(tile);
  }

  private async reveal(tile: number): Promise<PlayedRound | null> {
    if (!this.round || this.busy) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'reveal', { tile }));
    if (round) this.round = round;
    return round;
  }

  private async cashOut(): Promise<PlayedRound | null> {
    if (!this.round) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) this.round = round;
    return round;
  }
}
