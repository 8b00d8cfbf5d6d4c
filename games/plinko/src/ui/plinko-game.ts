import { GameShell, trim } from '@rgs/game-kit/ui';
import { css, html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import rules from '../../RULES.md?raw';
// The board's constants and paytables, not the rules module: live players never download zod or decimal.js.
import { PLINKO_MAX_BALLS, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '../board';
import { plinkoPaytable } from '../paytables';
import type { PlinkoResult } from '../rules';
import { batchDuration, batchFrame, type BatchFrame } from './ball-timeline';
import { ballWaypoints, boardGeometry, type BoardGeometry, type Point } from './board-geometry';
import { renderBalls, renderPegs, renderSlots } from './plinko-board';
import { PLINKO_STRINGS, plinkoStrings, type PlinkoStrings } from './strings';
import type { GameStrings } from '@rgs/game-kit';
import { totalStake } from './total-stake';

const ROW_CHOICES = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i);

/** A played batch on its way down (or landed): what the board animates and the result it shows. */
interface Batch {
  readonly risk: PlinkoRisk;
  readonly board: BoardGeometry;
  readonly table: readonly string[];
  readonly result: PlinkoResult;
  readonly waypoints: readonly Point[][];
  readonly payout: string;
  readonly startedAt: number;
}

/** The animation's clock and frame source; tests drive them by hand. */
export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(handle: number): void;
}

const browserClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Plinko: pick rows, risk and a number of balls; each ball bounces left or right at every row and
 * lands in a slot that pays its multiplier. Every ball of a batch falls along its real path; Skip
 * (or Escape) lands them all at once, and with reduced motion they land at once without moving.
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
      svg { display: block; width: 100%; max-width: 560px; height: auto; margin: 0 auto; overflow: visible; }
      .peg { fill: #e6edf3; stroke: rgba(0, 0, 0, 0.55); stroke-width: 0.8; }
      .ball circle { fill: var(--rgs-accent, #ffd33d); stroke: #0d1117; stroke-width: 1.2; }
      .ball circle.rim { fill: #fff; stroke: none; }
      .slot rect.hit { stroke: #fff; stroke-width: 1.5; }
      .multiplier { font-weight: 700; font-family: system-ui, sans-serif; font-variant-numeric: tabular-nums; }
      .count { fill: currentColor; font-weight: 600; }
      .settings { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin-top: 8px; }
      .settings label, .settings fieldset { display: flex; flex-direction: column; gap: 4px; }
      fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
      legend { padding: 0; margin-bottom: 4px; }
      .risk { display: flex; gap: 4px; }
      .balls-field { flex: 1 1 150px; }
      .balls-field div { display: flex; gap: 6px; align-items: center; }
      .balls-field input[type='number'] { width: 4.5em; }
      .summary { display: flex; flex-wrap: wrap; gap: 4px 12px; margin-top: 8px; min-height: 1.4em; }
    `,
  ];

  protected readonly game = 'plinko';
  protected readonly gameStrings: GameStrings = PLINKO_STRINGS;
  protected readonly rulesText = rules;

  protected async loadGame() {
    return (await import('../game')).plinkoGame;
  }

  declare protected rows: number;
  declare protected risk: PlinkoRisk;
  declare protected balls: number;
  declare protected batch: Batch | null;
  /** Milliseconds since the batch's first launch; Infinity once every ball has landed. */
  declare protected elapsed: number;
  protected clock: FrameClock = browserClock;
  private frameHandle: number | null = null;
  private readonly onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.animating) this.skip();
  };

  constructor() {
    super();
    this.rows = 16;
    this.risk = 'medium';
    this.balls = 1;
    this.batch = null;
    this.elapsed = Infinity;
    this.addEventListener('keydown', this.onEscape);
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

  /** Whether the player asked the system for less motion. */
  protected prefersReducedMotion(): boolean {
    return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  }

  /** Lands every ball at once. */
  skip(): void {
    this.stopFrames();
    this.elapsed = Infinity;
  }

  protected renderBoard(): TemplateResult {
    const board = this.batch?.board ?? boardGeometry(this.rows);
    const table = this.batch?.table ?? plinkoPaytable(this.rows, this.risk);
    const frame = this.frame;
    const label = `${this.s('board')}: ${this.s('rows')} ${board.rows}, ${this.s('risk')} ${this.s(this.batch?.risk ?? this.risk)}`;
    const off = this.disabled || this.busy || this.animating;
    return html`<div class="panel board">
      <svg viewBox="0 0 ${board.width} ${board.height}" role="img" aria-label=${label}>
        ${guard([board.rows], () => renderPegs(board))}
        ${renderSlots(board, table, frame)}
        ${renderBalls(board, frame)}
      </svg>
      <div class="summary">
        <span>${this.renderProgress(frame)}</span>
        <span role="status" aria-live="polite">${this.renderResult()}</span>
      </div>
      <div class="settings">
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
        <label class="balls-field">${this.s('balls')}
          <div>
            <input type="number" min="1" max=${PLINKO_MAX_BALLS} step="1" inputmode="numeric" .value=${String(this.balls)} ?disabled=${off}
              @change=${(e: Event) => this.setBalls((e.target as HTMLInputElement).value)} />
            <input type="range" min="1" max=${PLINKO_MAX_BALLS} step="1" .value=${String(this.balls)} ?disabled=${off} aria-label=${this.s('balls')}
              @input=${(e: Event) => this.setBalls((e.target as HTMLInputElement).value)} />
          </div>
        </label>
      </div>
      <div class="note">${this.t('amount')} ${this.s('perBall')} · ${this.s('totalBet')}: ${this.totalBet()}</div>
    </div>`;
  }

  protected renderActions(): TemplateResult {
    return html`${this.animating ? html`<button @click=${() => void this.skipAndFocusBet()} aria-keyshortcuts="Escape">${this.s('skip')}</button>` : nothing}
      <button class="primary" ?disabled=${this.disabled || this.busy} @click=${() => void this.drop()}>${this.t('bet')}</button>`;
  }

  /** While balls fall: how many have landed. Not a live region: it changes every frame. */
  private renderProgress(frame: BatchFrame | null): TemplateResult | typeof nothing {
    if (!this.batch || !frame || !this.animating) return nothing;
    const landed = frame.landed.reduce((sum, n) => sum + n, 0);
    return html`${this.s('dropping')}: ${landed} / ${this.batch.result.slots.length}`;
  }

  /** Once every ball is down: the batch's total multiplier and payout, announced politely. */
  private renderResult(): TemplateResult | typeof nothing {
    const batch = this.batch;
    if (!batch || this.animating) return nothing;
    return html`${this.s('totalMultiplier')}: <strong>${batch.result.total}×</strong> · ${this.s('payout')}:
      <strong>${trim(batch.payout)} ${this.currency}</strong>`;
  }

  /** The Skip button vanishes as it lands the balls; keep the keyboard where the next move is. */
  private async skipAndFocusBet(): Promise<void> {
    this.skip();
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLButtonElement>('button.primary')?.focus();
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

  /** amount × balls, exactly, for the note under the controls. */
  private totalBet(): string {
    const total = totalStake(this.amount, this.balls);
    return total === null ? '—' : `${total} ${this.currency}`.trim();
  }

  private async drop(): Promise<void> {
    // A new batch lands the previous one first, so the board is never shared by two batches.
    if (this.animating) this.skip();
    const round = await this.placeBet({ rows: this.rows, risk: this.risk, balls: this.balls });
    const result = round?.state as PlinkoResult | undefined;
    if (!round || !result?.paths) return;
    const rows: number = round.params?.rows ?? this.rows;
    const risk: PlinkoRisk = round.params?.risk ?? this.risk;
    const board = boardGeometry(rows);
    this.batch = {
      risk,
      board,
      table: plinkoPaytable(rows, risk),
      result,
      waypoints: result.paths.map((path) => ballWaypoints(board, path)),
      payout: round.payout,
      startedAt: this.clock.now(),
    };
    if (this.prefersReducedMotion()) {
      this.elapsed = Infinity;
      return;
    }
    this.elapsed = 0;
    window.addEventListener('keydown', this.onEscape);
    this.frameHandle = this.clock.request(() => this.tick());
  }

  private tick(): void {
    const batch = this.batch;
    if (!batch) return;
    const elapsed = this.clock.now() - batch.startedAt;
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
    window.removeEventListener('keydown', this.onEscape);
  }
}
