import type { GameStrings } from '@rgs/game-kit';
import { GameShell, browserFrameClock, gameLanguage, multiplyDecimal, paletteVar, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { css, html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
// The board's constants and paytables, not the rules module: live players never download zod or decimal.js.
import { PLINKO_MAX_BALLS, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '../board';
import { plinkoPaytable } from '../paytables';
import type { PlinkoResult } from '../rules';
import { batchDuration, batchFrame, type BatchFrame } from './ball-timeline';
import { ballWaypoints, boardGeometry, type BoardGeometry, type Point } from './board-geometry';
import { renderBalls, renderPegs, renderSlots } from './plinko-board';
import { PLINKO_STRINGS, plinkoStrings, type PlinkoStrings } from './strings';

const ROW_CHOICES = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

/** A played batch on its way down (or landed): what the board animates and the result it shows. */
interface Batch {
  readonly round: PlayedRound;
  readonly risk: PlinkoRisk;
  readonly board: BoardGeometry;
  readonly table: readonly string[];
  readonly result: PlinkoResult;
  readonly waypoints: readonly Point[][];
  readonly startedAt: number;
  /** How many times faster than designed the batch falls (4 in fast mode). */
  readonly speed: number;
}

/**
 * Plinko: pick rows, risk and a number of balls; each ball bounces left or right at every row and
 * lands in a slot that pays its multiplier. Every ball of a batch falls along its real path (four
 * times faster in fast mode); Skip (or Escape) lands them all at once, and with reduced motion they
 * land at once without moving. The shell's banner tells the batch's result once the last ball is down.
 * A free bet drops one ball at the grant's stake: while free bets are on, balls are locked to 1.
 */
export class PlinkoGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    rows: { state: true },
    risk: { state: true },
    balls: { state: true },
    batch: { state: true },
    elapsed: { state: true },
  };

  static override styles = [
    ...GameShell.styles,
    css`
      .board { display: block; }
      .board svg { display: block; width: 100%; max-width: 560px; height: auto; margin: 0 auto; overflow: visible; }
      .peg { fill: ${paletteVar('--rgs-text')}; stroke: ${paletteVar('--rgs-surface')}; stroke-width: 0.8; }
      .ball circle { fill: ${paletteVar('--rgs-accent-solid')}; stroke: ${paletteVar('--rgs-surface')}; stroke-width: 1.2; }
      .ball circle.rim { fill: ${paletteVar('--rgs-text')}; stroke: none; }
      .slot rect.hit { stroke: ${paletteVar('--rgs-text')}; stroke-width: 1.5; }
      .multiplier { font-weight: 700; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; }
      .count { fill: currentColor; font-weight: 600; }
      .summary { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 12px; margin-top: 8px; min-height: 1.4em; font-variant-numeric: tabular-nums; }
      .plinko-settings { display: grid; gap: 10px; }
      .plinko-settings label, .plinko-settings fieldset { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
      .plinko-settings fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
      .plinko-settings legend { padding: 0; margin-bottom: 4px; }
      .plinko-settings select { width: 100%; }
      .risk { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 4px; }
      .risk button { font-weight: 400; }
      .risk button[aria-pressed='true'] { border: 2px solid ${paletteVar('--rgs-accent-safe')}; font-weight: 700; }
      .balls-row { display: flex; gap: 8px; align-items: center; }
      .balls-row input[type='number'] { width: 5em; flex: none; }
      .balls-row input[type='range'] { flex: 1; min-width: 0; padding: 0; accent-color: ${paletteVar('--rgs-accent-safe')}; }
      .total { margin: 0; display: flex; justify-content: space-between; gap: 8px; font-variant-numeric: tabular-nums; }
      .total span { color: ${paletteVar('--rgs-text-muted')}; }
      .one-ball { margin: 0; font-size: 12px; }
    `,
  ];

  protected readonly game = 'plinko';
  protected readonly gameStrings: GameStrings = PLINKO_STRINGS;
  protected override readonly animatesResults = true;

  protected async loadGame() {
    return (await import('../game')).plinkoGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).plinkoPlayerRules;
  }

  declare protected rows: number;
  declare protected risk: PlinkoRisk;
  declare protected balls: number;
  declare protected batch: Batch | null;
  /** Milliseconds of the batch's fall so far (at its speed); Infinity once every ball has landed. */
  declare protected elapsed: number;
  protected clock: FrameClock = browserFrameClock;
  private frameHandle: number | null = null;

  constructor() {
    super();
    this.rows = 16;
    this.risk = 'medium';
    this.balls = 1;
    this.batch = null;
    this.elapsed = Infinity;
    const game = this;
    this.hotkeys.add({
      key: 'Escape',
      get label() {
        return game.s('skip');
      },
      run: () => game.skip(),
      enabled: () => game.animating,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Without frames a half-dropped batch would hang mid-air if the element came back.
    this.skip();
  }

  /** Plinko's own strings (the kit's come from `t`). */
  protected s(key: keyof PlinkoStrings): string {
    return plinkoStrings(this.lang)[key];
  }

  /** True while balls are still falling. */
  get animating(): boolean {
    return this.batch !== null && this.elapsed !== Infinity;
  }

  /** The frame on the board now: null before the first batch. */
  protected get frame(): BatchFrame | null {
    const batch = this.batch;
    return batch ? batchFrame(batch.board, batch.waypoints, batch.result.slots, this.elapsed) : null;
  }

  protected override betParams(): unknown {
    return { rows: this.rows, risk: this.risk, balls: this.ballsToDrop };
  }

  protected override stakesPerRound(): number {
    return this.ballsToDrop;
  }

  /** The balls the next bet drops: the player's choice, or one for a free bet (it stakes one stake). */
  private get ballsToDrop(): number {
    return this.freeBetOn ? 1 : this.balls;
  }

  /** Lands every ball at once, and tells the player. */
  skip(): void {
    this.stopFrames();
    this.elapsed = Infinity;
    if (this.batch) this.announce(this.batch.round);
  }

  protected renderBoard(): TemplateResult {
    const board = this.batch?.board ?? boardGeometry(this.rows);
    const table = this.batch?.table ?? plinkoPaytable(this.rows, this.risk);
    const frame = this.frame;
    const label = `${this.s('board')}: ${this.s('rows')} ${board.rows}, ${this.s('risk')} ${this.s(this.batch?.risk ?? this.risk)}`;
    return html`<div class="panel board">
      <svg viewBox="0 0 ${board.width} ${board.height}" role="img" aria-label=${label}>
        ${guard([board.rows], () => renderPegs(board))}
        ${renderSlots(board, table, frame, (multiplier) => (gameLanguage(this.lang) === 'en' ? multiplier : multiplier.replace('.', ',')))}
        ${renderBalls(board, frame)}
      </svg>
      <div class="summary">
        <span>${this.renderProgress(frame)}</span>
        <span class="result">${this.renderResult()}</span>
      </div>
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.animating;
    const free = this.freeBetOn;
    const balls = String(this.ballsToDrop);
    return html`<div class="plinko-settings">
      <label>${this.s('rows')}
        <select ?disabled=${off} @change=${(e: Event) => this.choose({ rows: Number((e.target as HTMLSelectElement).value) })}>
          ${ROW_CHOICES.map((n) => html`<option value=${n} ?selected=${n === this.rows}>${n}</option>`)}
        </select></label>
      <fieldset>
        <legend>${this.s('risk')}</legend>
        <div class="risk">
          ${PLINKO_RISKS.map(
            (risk) => html`<button type="button" aria-pressed=${this.risk === risk} ?disabled=${off} @click=${() => this.choose({ risk })}>${this.s(risk)}</button>`,
          )}
        </div>
      </fieldset>
      <label>${this.s('balls')}
        <span class="balls-row">
          <input type="number" min="1" max=${PLINKO_MAX_BALLS} step="1" inputmode="numeric" .value=${balls} ?disabled=${off || free}
            aria-describedby=${free ? 'one-ball' : nothing} @change=${(e: Event) => this.setBalls((e.target as HTMLInputElement).value)} />
          <input type="range" min="1" max=${PLINKO_MAX_BALLS} step="1" .value=${balls} ?disabled=${off || free} aria-label=${this.s('balls')}
            aria-describedby=${free ? 'one-ball' : nothing} @input=${(e: Event) => this.setBalls((e.target as HTMLInputElement).value)} />
        </span>
      </label>
      ${free ? html`<p class="note one-ball" id="one-ball">${this.s('freeBetOneBall')}</p>` : nothing}
      <p class="total note"><span>${this.t('amount')} ${this.s('perBall')} · ${this.s('totalBet')}</span><strong>${this.totalBet()}</strong></p>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.animating ? html`<button type="button" @click=${() => void this.skipAndFocusBet()} aria-keyshortcuts="Escape">${this.s('skip')}</button>` : nothing;
  }

  /** While balls fall: how many have landed. Not a live region: it changes every frame. */
  private renderProgress(frame: BatchFrame | null): TemplateResult | typeof nothing {
    if (!this.batch || !frame || !this.animating) return nothing;
    const landed = frame.landed.reduce((sum, n) => sum + n, 0);
    return html`${this.s('dropping')}: ${this.money.number(landed)} / ${this.money.number(this.batch.result.slots.length)}`;
  }

  /** Once every ball is down: the batch's total multiplier and payout (the shell's banner announces them). */
  private renderResult(): TemplateResult | typeof nothing {
    const batch = this.batch;
    if (!batch || this.animating) return nothing;
    return html`${this.s('totalMultiplier')}: <strong>${this.money.multiplier(batch.result.total)}</strong> · ${this.s('payout')}:
      <strong>${this.money.amount(batch.round.payout)}</strong>`;
  }

  /** The Skip button vanishes as it lands the balls; keep the keyboard where the next move is. */
  private async skipAndFocusBet(): Promise<void> {
    this.skip();
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLButtonElement>('button.play')?.focus();
  }

  /** Changing the board clears the last batch from it. */
  private choose(change: { rows?: number; risk?: PlinkoRisk }): void {
    if (change.rows !== undefined) this.rows = change.rows;
    if (change.risk !== undefined) this.risk = change.risk;
    this.batch = null;
  }

  private setBalls(value: string): void {
    const n = Math.round(Number(value));
    this.balls = Number.isFinite(n) ? Math.min(PLINKO_MAX_BALLS, Math.max(1, n)) : 1;
    // The field may hold text the clamp changed ("250"): show what will be played.
    this.requestUpdate();
  }

  /** stake × balls, exactly, in the player's currency. */
  private totalBet(): string {
    const stake = this.stake;
    return stake === null ? '—' : this.money.amount(multiplyDecimal(stake, String(this.ballsToDrop)));
  }

  /** Drops a batch: the previous one lands first, so the board is never shared by two batches. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.animating) this.skip();
    const round = await this.placeBet(this.betParams(), stake);
    const result = round?.state as PlinkoResult | undefined;
    if (!round || !result?.paths) return round;
    const rows: number = round.params?.rows ?? this.rows;
    const risk: PlinkoRisk = round.params?.risk ?? this.risk;
    const board = boardGeometry(rows);
    const length = this.motion(1000);
    this.batch = {
      round,
      risk,
      board,
      table: plinkoPaytable(rows, risk),
      result,
      waypoints: result.paths.map((path) => ballWaypoints(board, path)),
      startedAt: this.clock.now(),
      speed: length === 0 ? Infinity : 1000 / length,
    };
    if (length === 0) {
      this.skip();
      return round;
    }
    this.elapsed = 0;
    this.frameHandle = this.clock.request(() => this.tick());
    return round;
  }

  private tick(): void {
    const batch = this.batch;
    if (!batch) return;
    const elapsed = (this.clock.now() - batch.startedAt) * batch.speed;
    if (elapsed >= batchDuration(batch.result.slots.length)) {
      this.skip();
      return;
    }
    this.elapsed = elapsed;
    this.frameHandle = this.clock.request(() => this.tick());
  }

  private stopFrames(): void {
    if (this.frameHandle !== null) this.clock.cancel(this.frameHandle);
    this.frameHandle = null;
  }
}
