import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The board's constants, not the rules module: live players never download zod or decimal.js.
import { MAX_TILES, TOWER_DIFFICULTIES, TOWER_LAYOUTS, TOWER_ROWS, type TowerDifficulty } from '../board';
import type { TowerState } from '../rules';
import { towerStrings } from '../strings';
import { crownArt, sparksArt } from './tile-art';
import { boardOf, renderTower, stateKey, type TilePlace, type TileView } from './tower-board';
import { towerStyles } from './tower-game.styles';
import { renderStatus } from './tower-status';
import { multiplierAfter, safePercent } from './tower-odds';

/** How long autobet lets a turned tile be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 320;

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of tile, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Tower: choose a difficulty, bet, and climb nine floors by picking one tile on each; a bomb ends the
 * climb. Each floor's row header shows what clearing it pays; the floor to pick on glows; the figures
 * above the tower give the multiplier, what a cashout pays now (on the button too), and what the next
 * floor pays and its chance. When the round ends every tile turns over, the unpicked ones dimmed; a
 * bomb shakes the tower, the top floor raises the flag. Tiles are buttons in a grid, one tab stop,
 * arrows between them, each named by floor, tile and what it shows. Tiles flip as they turn (CSS that
 * fast mode shortens and reduced motion turns off); the result never waits for it.
 *
 * Keys: Space bets or cashes out (the shell's), 1–4 pick that tile of the current floor, R a random
 * one, C cashes out. In Auto each round climbs the floors chosen, on random tiles, then cashes out.
 */
export class TowerGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    difficulty: { state: true },
    round: { state: true },
    focusTile: { state: true },
    autoFloors: { state: true },
  };

  static override styles = [...GameShell.styles, towerStyles];

  protected readonly game = 'tower';
  protected readonly gameStrings = towerStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).towerGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).towerPlayerRules;
  }

  declare protected difficulty: TowerDifficulty;
  declare protected round: PlayedRound | null;
  /** The tile in the tab order: the last one focused. */
  declare protected focusTile: TilePlace;
  /** How many floors each autobet round climbs before it cashes out. */
  declare protected autoFloors: number;
  /** Picks the tile "Pick random tile" takes, among `n`; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;

  constructor() {
    super();
    this.difficulty = 'medium';
    this.round = null;
    this.focusTile = { floor: 0, tile: 0 };
    this.autoFloors = 3;
    const game = this;
    const picking = () => game.mode === 'manual' && game.open && !game.locked;
    this.hotkeys.add(
      ...Array.from({ length: MAX_TILES }, (_, tile) => ({
        key: String(tile + 1),
        get label() {
          return fill(game.t('pickTile'), { n: String(tile + 1) });
        },
        run: () => void game.pick(tile),
        enabled: () => picking() && tile < game.tiles,
      })),
      {
        key: 'r',
        get label() {
          return game.t('pickRandom');
        },
        run: () => game.pickRandom(),
        enabled: picking,
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
    if (activeRound) {
      this.difficulty = (activeRound.state as TowerState).difficulty;
      this.focusTile = { floor: this.floorsCleared, tile: 0 };
    }
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  /** Tiles on each floor at the difficulty shown. */
  private get tiles(): number {
    return TOWER_LAYOUTS[this.difficulty].tiles;
  }

  private get floorsCleared(): number {
    return (this.round?.state as TowerState | null | undefined)?.picks.length ?? 0;
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.floorsCleared === 0) return null;
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
    const round = this.round;
    const floors = boardOf(round, this.difficulty);
    const lost = round?.status === 'CLOSED' && (round.state as TowerState).hit !== null;
    const top = round?.status === 'CLOSED' && this.floorsCleared === TOWER_ROWS;
    return html`<div class="panel tower">
      <div class="status">${this.renderStatus()}</div>
      <div class="keep ${lost ? 'shaken' : ''} ${top ? 'summit' : ''}" data-difficulty=${this.difficulty}>
        <svg class="crown" viewBox="0 0 400 64" aria-hidden="true" focusable="false">${crownArt}${top ? sparksArt : nothing}</svg>
        <div class="wall" style="--plaque:${this.money.multiplier(multiplierAfter(this.difficulty, TOWER_ROWS)!).length}">
          ${renderTower(floors, {
            label: this.t('board'),
            focus: this.focusTile.tile < this.tiles ? this.focusTile : { floor: this.focusTile.floor, tile: 0 },
            floorLabel: (floor) => {
              const multiplier = this.money.multiplier(multiplierAfter(this.difficulty, floor + 1)!);
              return { name: fill(this.t('floorHeader'), { floor: String(floor + 1), multiplier }), multiplier };
            },
            tileLabel: (place, view) => this.tileLabel(place, view),
            canPick: (place, view) => this.mode === 'manual' && this.open && !this.locked && view.kind === 'hidden' && place.floor === this.floorsCleared,
            onPick: (place) => void this.pick(place.tile),
            onFocus: (place) => (this.focusTile = place),
          })}
        </div>
      </div>
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    const { tiles, bombs } = TOWER_LAYOUTS[this.difficulty];
    const layout = fill(this.t(bombs === 1 ? 'layoutOne' : 'layoutMany'), { tiles: this.money.number(tiles), bombs: this.money.number(bombs) });
    return html`<div class="tower-settings">
      <fieldset class="choice" ?disabled=${off}>
        <legend>${this.t('difficulty')}</legend>
        <div class="options">
          ${TOWER_DIFFICULTIES.map(
            (difficulty) => html`<label><input type="radio" name="tower-difficulty" value=${difficulty} .checked=${live(difficulty === this.difficulty)}
              @change=${() => this.choose(difficulty)} /><span>${this.t(difficulty)}</span></label>`,
          )}
        </div>
        <p class="note floor-layout">${layout}</p>
      </fieldset>
      ${this.mode === 'auto'
        ? html`<label class="floors-to-climb">${this.t('floorsToClimb')}
              <select ?disabled=${this.locked} @change=${(e: Event) => (this.autoFloors = Number((e.target as HTMLSelectElement).value))}>
                ${Array.from({ length: TOWER_ROWS }, (_, i) => i + 1).map((n) => html`<option value=${n} ?selected=${n === this.autoFloors}>${n} · ${this.money.multiplier(multiplierAfter(this.difficulty, n)!)}</option>`)}
              </select></label>
            <p class="note">${this.t('autoNote')}</p>`
        : nothing}
    </div>`;
  }

  /** While a round is open: a random tile for the player who would rather not choose. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open
      ? html`<button type="button" class="random" aria-keyshortcuts="R" ?disabled=${this.locked} @click=${() => this.pickRandom()}>${this.t('pickRandom')}</button>`
      : nothing;
  }

  /** Above the tower: the open round's numbers, the result of a finished one, or what floor 1 pays. */
  private renderStatus(): TemplateResult {
    return renderStatus({
      round: this.round,
      top: this.floorsCleared === TOWER_ROWS,
      next: multiplierAfter(this.difficulty, this.floorsCleared + 1),
      cashout: this.cashoutAmount,
      chance: safePercent(this.difficulty),
      money: this.money,
      t: (key) => this.t(key),
    });
  }

  private tileLabel({ floor, tile }: TilePlace, view: TileView): string {
    return fill(this.t('tile'), { floor: String(floor + 1), n: String(tile + 1), state: this.t(stateKey(view)) });
  }

  /** A new difficulty: the tower shown resets to it. */
  private choose(difficulty: TowerDifficulty): void {
    this.difficulty = difficulty;
    if (!this.open) this.round = null;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ difficulty: this.difficulty }, stake);
    if (!round) return null;
    this.round = round;
    this.focusTile = { floor: 0, tile: Math.min(this.focusTile.tile, this.tiles - 1) };
    // A keyboard player who pressed Bet goes on to the tower, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') await this.focusCurrent();
    return round;
  }

  /** One autobet round: bet, climb the floors chosen on random tiles, and cash out if no bomb was hit. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let floor = 0; floor < this.autoFloors; floor++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.pick(this.randomIndex(this.tiles));
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  /** Picks a random tile of the current floor. */
  private pickRandom(): void {
    if (!this.open) return;
    void this.pick(this.randomIndex(this.tiles));
  }

  /** Picks `tile` on the floor the player stands on; the focus climbs with them. */
  private async pick(tile: number): Promise<PlayedRound | null> {
    if (!this.round || this.busy || this.round.status !== 'OPEN' || tile >= this.tiles) return null;
    const roundId = this.round.id;
    const onTower = this.shadowRoot?.activeElement?.getAttribute('role') === 'gridcell';
    const round = await this.move((source) => source.act(roundId, 'pick', { tile }));
    if (!round) return null;
    this.round = round;
    if (round.status === 'OPEN') {
      this.sound.play('reveal');
      this.focusTile = { floor: this.floorsCleared, tile };
      if (onTower) await this.focusCurrent();
    }
    return round;
  }

  private async focusCurrent(): Promise<void> {
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLElement>(`[data-cell="${this.focusTile.floor}-${this.focusTile.tile}"]`)?.focus();
  }

  private async cashOut(): Promise<PlayedRound | null> {
    if (!this.round) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) this.round = round;
    return round;
  }
}
