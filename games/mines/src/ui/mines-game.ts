import { GameShell, trim, type PlaySource, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import rules from '../../RULES.md?raw';
// The board's constants, not the rules module: live players never download zod or decimal.js.
import { MAX_MINES, MIN_MINES, MINES_TILES } from '../board';
import type { MinesState } from '../rules';
import { minesStrings } from '../strings';
import { payoutText } from './amount-math';
import { boardOf, renderGrid, stateKey, SIDE, type TileView } from './mines-board';
import { minesStyles } from './mines-game.styles';
import { multiplierAfter } from './mines-odds';
import { gemArt, mineArt } from './tile-art';

const MINE_CHOICES = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i);

/** "Tile {n}" + { n: "7" } → "Tile 7". */
const fill = (text: string, values: Readonly<Record<string, string>>) => text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);

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
 * animation that reduced motion turns off); the result never waits for it.
 */
export class MinesGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    mines: { state: true },
    round: { state: true },
    focusTile: { state: true },
  };

  static override styles = [...GameShell.styles, minesStyles];

  protected readonly game = 'mines';
  protected readonly gameStrings = minesStrings;
  protected readonly rulesText = rules;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).minesGame;
  }

  declare protected mines: number;
  declare protected round: PlayedRound | null;
  /** The tile in the tab order: the last one focused. */
  declare protected focusTile: number;
  /** Picks the index of the tile "Pick random tile" reveals, among `n` hidden ones; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;

  constructor() {
    super();
    this.mines = 3;
    this.round = null;
    this.focusTile = 0;
  }

  /** An open round survives a reload: pick it up where it was. */
  protected override async onLive(source: PlaySource): Promise<void> {
    this.round = await source.activeRound(this.game);
    if (this.round) this.mines = (this.round.state as MinesState).mines;
  }

  private get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get revealed(): readonly number[] {
    return (this.round?.state as MinesState | null | undefined)?.revealed ?? [];
  }

  /** What cashing out pays now: the round's amount × its multiplier, rounded down to 10 places as the server pays. */
  private get cashoutAmount(): string | null {
    if (!this.open || this.revealed.length === 0) return null;
    return payoutText(this.round!.amount, this.round!.multiplier);
  }

  private money(amount: string): string {
    return `${trim(amount)} ${this.currency}`.trim();
  }

  protected renderBoard(): TemplateResult {
    const board = boardOf(this.round);
    const open = this.open;
    const off = this.disabled || this.busy;
    return html`<div class="panel mines">
      <div class="status" aria-live="polite">${this.renderStatus()}</div>
      ${renderGrid(board, {
        label: this.t('board'),
        focus: this.focusTile,
        tileLabel: (tile, view) => this.tileLabel(tile, view),
        canPick: (_, view) => open && !this.disabled && view.kind === 'hidden',
        onPick: (tile) => void this.reveal(tile),
        onFocus: (tile) => (this.focusTile = tile),
      })}
      <div class="settings">
        <label class="count">${this.t('mines')}
          <select ?disabled=${off || open} @change=${(e: Event) => (this.mines = Number((e.target as HTMLSelectElement).value))}>
            ${MINE_CHOICES.map((n) => html`<option value=${n} ?selected=${n === this.mines}>${n}</option>`)}
          </select></label>
        <span class="gems"><svg viewBox="0 0 64 64" aria-hidden="true">${gemArt}</svg>${this.t('gems')} ${MINES_TILES - this.mines}</span>
        <button type="button" class="random" ?disabled=${off || !open} @click=${() => this.pickRandom()}>${this.t('pickRandom')}</button>
      </div>
    </div>`;
  }

  protected renderActions(): TemplateResult {
    const off = this.disabled || this.busy;
    const open = this.open;
    const cashout = this.cashoutAmount;
    // One button that turns from Bet into Cash out, so the keyboard focus stays on it.
    return html`<button class="primary" ?disabled=${off || (open && cashout === null)} @click=${() => void (open ? this.cashOut() : this.start())}>
      ${open ? (cashout === null ? this.t('cashout') : `${this.t('cashout')} ${this.money(cashout)}`) : this.t('bet')}</button>`;
  }

  /** Above the board: the open round's numbers, the result of a finished one, or what the first tile pays. */
  private renderStatus(): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      const won = Number(round.payout) > 0;
      return won
        ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
            <strong>${fill(this.t('youWon'), { amount: this.money(round.payout) })}</strong> <span class="x">${trim(round.multiplier)}×</span></div>`
        : html`<div class="banner loss"><svg class="icon" viewBox="0 0 64 64" aria-hidden="true">${mineArt}</svg><strong>${this.t('mineNoWin')}</strong></div>`;
    }
    const mines = round && this.open ? (round.state as MinesState).mines : this.mines;
    const next = multiplierAfter(mines, this.revealed.length + 1);
    const cashout = this.cashoutAmount;
    return html`<dl class="stats">
      ${this.open
        ? html`<div><dt>${this.t('multiplier')}</dt><dd>${trim(round!.multiplier)}×</dd></div>
            <div><dt>${this.t('cashoutValue')}</dt><dd>${cashout === null ? '—' : this.money(cashout)}</dd></div>`
        : nothing}
      <div><dt>${this.t('nextTile')}</dt><dd>${next === null ? '—' : `${next}×`}</dd></div>
    </dl>`;
  }

  private tileLabel(tile: number, view: TileView): string {
    const values = { n: String(tile + 1), row: String(Math.floor(tile / SIDE) + 1), column: String((tile % SIDE) + 1) };
    return fill(this.t('tile'), { ...values, state: this.t(stateKey(view)) });
  }

  private async start(): Promise<void> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('primary') ?? false;
    const round = await this.placeBet({ mines: this.mines });
    if (!round) return;
    this.round = round;
    // A keyboard player who pressed Bet goes on to the board, where the next move is.
    if (fromButton && this.open) {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>(`[data-tile="${this.focusTile}"]`)?.focus();
    }
  }

  private pickRandom(): void {
    const hidden = boardOf(this.round).flatMap((view, tile) => (view.kind === 'hidden' ? [tile] : []));
    if (!this.open || hidden.length === 0) return;
    const tile = hidden[this.randomIndex(hidden.length)]!;
    this.focusTile = tile;
    void this.reveal(tile);
  }

  private async reveal(tile: number): Promise<void> {
    if (!this.round || this.busy) return;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'reveal', { tile }));
    if (round) this.round = round;
  }

  private async cashOut(): Promise<void> {
    if (!this.round) return;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) this.round = round;
  }
}
