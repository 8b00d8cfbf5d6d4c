import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The bridge's constants, not the rules module: live players never download zod or decimal.js.
import type { BridgeState } from '../rules';
import { BRIDGE_DIFFICULTIES, BRIDGE_ROWS, BRIDGE_SPANS, MAX_PANELS, type BridgeDifficulty } from '../span';
import { bridgeStrings } from '../strings';
import { bridgeStyles } from './bridge-game.styles';
import { multiplierAfter } from './bridge-odds';
import { renderBridge, renderLadder } from './bridge-scene';
import { ladderLabel, panelLabel, type Words } from './bridge-labels';
import { rowsOf, standingOf } from './bridge-view';

const ROW_CHOICES = Array.from({ length: BRIDGE_ROWS }, (_, i) => i + 1);
/** How long autobet lets a step be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 360;

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of panel, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Bridge: choose a difficulty, then cross a glass bridge of 8 rows one panel at a time: some panels
 * of every row are fragile and break. The bridge is seen from its near end in perspective, the player
 * figure standing on the last panel that held; a panel that breaks shatters and the figure falls.
 * Above it: the multiplier, what a cash out pays now (on the button too) and what the next row pays
 * with its chance; beside it, the rows with their multipliers. Once the round is over every panel
 * shows its glass: tempered, or cracked. Panels are buttons named by row, side and what they showed.
 *
 * Keys: Space bets or cashes out (the shell's), 1–3 step on that panel of the next row (from the
 * left), R steps on a random panel, C cashes out. In Auto each round steps on random panels and cashes
 * out after the chosen number of rows.
 */
export class BridgeGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    difficulty: { state: true },
    round: { state: true },
    autoRows: { state: true },
  };

  static override styles = [...GameShell.styles, bridgeStyles];

  protected readonly game = 'bridge';
  protected readonly gameStrings = bridgeStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).bridgeGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).bridgePlayerRules;
  }

  declare protected difficulty: BridgeDifficulty;
  declare protected round: PlayedRound | null;
  /** Autobet: rows each round crosses before it cashes out. */
  declare protected autoRows: number;
  /** Picks the panel "Step on a random panel" takes, among `n`; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;
  /** The panel to focus once the next row is drawn (the keyboard player's place). */
  private refocus: number | null = null;

  constructor() {
    super();
    this.difficulty = 'medium';
    this.round = null;
    this.autoRows = 3;
    const game = this;
    this.hotkeys.add(
      ...Array.from({ length: MAX_PANELS }, (_, i) => ({
        key: String(i + 1),
        get label() {
          return fill(game.t('stepKey'), { n: String(i + 1) });
        },
        run: () => void game.step(i),
        enabled: () => game.canStep(i),
      })),
      {
        key: 'r',
        get label() {
          return game.t('stepRandom');
        },
        run: () => void game.stepRandom(),
        enabled: () => game.canStep(0),
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
    if (activeRound) this.difficulty = (activeRound.state as BridgeState).difficulty;
  }

  /** The words and numbers the labels are written with, in the player's language. */
  private get words(): Words {
    return { t: (key) => this.t(key), number: (n) => this.money.number(n), multiplier: (text) => this.money.multiplier(text) };
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): BridgeState {
    return (this.round?.state as BridgeState | null | undefined) ?? { difficulty: this.difficulty, steps: [], fell: null };
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.state.steps.length === 0) return null;
    return multiplyDecimal(this.roundStake(this.round!), this.round!.multiplier, 10);
  }

  /** Whether the player may step on `panel` of the next row now. */
  private canStep(panel: number): boolean {
    return this.mode === 'manual' && this.open && !this.locked && panel < BRIDGE_SPANS[this.state.difficulty].panels;
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
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

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    if (this.refocus === null) return;
    const next = this.state.steps.length;
    const panel = this.shadowRoot?.querySelector<HTMLElement>(`.glass[data-row="${next}"][data-panel="${this.refocus}"]`);
    this.refocus = null;
    panel?.focus();
  }

  protected renderBoard(): TemplateResult {
    const rows = rowsOf(this.round, this.difficulty);
    const { panels, fragile } = BRIDGE_SPANS[this.state.difficulty];
    const next = this.state.steps.length;
    return html`<div class="panel bridge">
      <div class="status">${this.renderStatus()}</div>
      <div class="crossing">
        ${renderBridge(rows, {
          label: this.t('bridge'),
          rowLabel: (row) => fill(this.t('rowOf'), { n: this.money.number(row + 1), total: this.money.number(BRIDGE_ROWS) }),
          panelLabel: (row, panel, view) => panelLabel(this.words, row, panel, panels, view),
          isNext: (row) => row === next && this.open && this.mode === 'manual',
          canStep: (row, panel) => row === next && this.canStep(panel),
          onStep: (panel) => void this.step(panel),
          standing: standingOf(this.round, this.difficulty),
          // While the round is open the camera walks with the player; once over it pulls back to the whole bridge.
          advance: this.open ? Math.min(next, BRIDGE_ROWS - 2) : 0,
        })}
        ${renderLadder(rows, this.t('ladder'), (row) => ladderLabel(this.words, row), (text) => this.money.multiplier(text))}
      </div>
      <p class="prompt" aria-live="polite">${this.open
        ? fill(this.t('prompt'), { n: this.money.number(next + 1), fragile: this.money.number(fragile), panels: this.money.number(panels) })
        : nothing}</p>
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    const span = BRIDGE_SPANS[this.difficulty];
    const note = fill(this.t(span.fragile === 1 ? 'spanOne' : 'spanMany'), { panels: this.money.number(span.panels), fragile: this.money.number(span.fragile) });
    return html`<div class="bridge-settings">
      <fieldset class="choice" ?disabled=${off}>
        <legend>${this.t('difficulty')}</legend>
        <div class="options">
          ${BRIDGE_DIFFICULTIES.map(
            (d) => html`<label><input type="radio" name="bridge-difficulty" value=${d} .checked=${live(d === this.difficulty)} @change=${() => this.choose(d)} /><span>${this.t(d)}</span></label>`,
          )}
        </div>
        <p class="note">${note}</p>
      </fieldset>
      ${this.mode === 'auto'
        ? html`<label class="auto-rows">${this.t('autoRows')}
              <select ?disabled=${this.locked} @change=${(e: Event) => (this.autoRows = Number((e.target as HTMLSelectElement).value))}>
                ${ROW_CHOICES.map((n) => html`<option value=${n} ?selected=${n === this.autoRows}>${n === 1 ? this.t('rowOne') : fill(this.t('rowCount'), { n: this.money.number(n) })}</option>`)}
              </select></label>
            <p class="note">${fill(this.t('autoNote'), { n: this.money.number(this.autoRows) })}</p>`
        : nothing}
    </div>`;
  }

  /** While a round is open: a random panel for the player who would rather not choose. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open
      ? html`<button type="button" class="random" aria-keyshortcuts="R" ?disabled=${this.locked} @click=${() => this.stepRandom()}>${this.t('stepRandom')}</button>`
      : nothing;
  }

  /** Above the bridge: the open round's numbers, the result of a finished one, or what the first row pays. */
  private renderStatus(): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      const won = /[1-9]/.test(round.payout);
      const across = (round.state as BridgeState).steps.length === BRIDGE_ROWS;
      return won
        ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
            <strong>${across ? `${this.t('crossed')} ` : ''}${fill(this.t('youWon'), { amount: this.money.amount(round.payout) })}</strong> <span class="x">${this.money.multiplier(round.multiplier)}</span></div>`
        : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span> <strong>${this.t('fellNoWin')}</strong></div>`;
    }
    const { difficulty } = this.state;
    const { panels, fragile } = BRIDGE_SPANS[difficulty];
    const next = multiplierAfter(difficulty, this.state.steps.length + 1);
    const cashout = this.cashoutAmount;
    const chance = fill(this.t('safeChance'), { safe: this.money.number(panels - fragile), panels: this.money.number(panels) });
    return html`<dl class="stats">
      ${this.open
        ? html`<div><dt>${this.t('multiplier')}</dt><dd>${this.money.multiplier(round!.multiplier)}</dd></div>
            <div><dt>${this.t('cashoutValue')}</dt><dd>${cashout === null ? '—' : this.money.amount(cashout)}</dd></div>`
        : nothing}
      <div><dt>${this.t('nextRow')}</dt><dd>${next === null ? '—' : this.money.multiplier(next)} <small>${chance}</small></dd></div>
      ${this.open ? nothing : html`<div><dt>${this.t('lastRow')}</dt><dd>${this.money.multiplier(multiplierAfter(difficulty, BRIDGE_ROWS)!)}</dd></div>`}
    </dl>`;
  }

  private choose(difficulty: BridgeDifficulty): void {
    this.difficulty = difficulty;
    // The bridge on show turns into the new one: a finished round's glass gives way to a fresh bridge.
    if (!this.open) this.round = null;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ difficulty: this.difficulty }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to the glass, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') this.refocus = 0;
    return round;
  }

  /** One autobet round: bet, step on random panels row by row, and cash out after the chosen rows if the glass held. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let row = 0; row < this.autoRows; row++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.step(this.randomIndex(BRIDGE_SPANS[(round.state as BridgeState).difficulty].panels), true);
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  private stepRandom(): Promise<PlayedRound | null> {
    return this.step(this.randomIndex(BRIDGE_SPANS[this.state.difficulty].panels));
  }

  /** Steps on `panel` of the next row. */
  private async step(panel: number, auto = false): Promise<PlayedRound | null> {
    if (!this.round || this.busy || (!auto && !this.canStep(panel))) return null;
    const roundId = this.round.id;
    const focused = this.shadowRoot?.activeElement?.classList.contains('glass') ?? false;
    const round = await this.move((source) => source.act(roundId, 'step', { panel }));
    if (!round) return null;
    this.round = round;
    if (round.status === 'OPEN') {
      this.sound.play('reveal');
      if (focused) this.refocus = Math.min(panel, BRIDGE_SPANS[(round.state as BridgeState).difficulty].panels - 1);
    }
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
