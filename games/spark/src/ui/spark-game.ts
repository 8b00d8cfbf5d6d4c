import { GameShell, OutcomeAnimation, browserFrameClock, fill, multiplyDecimal, subtractDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The odds, not the rules module: live players never download zod or decimal.js.
import { fixed, multiplierText, type SparkWindow } from '../odds';
import type { SparkParams, SparkState } from '../rules';
import { sparkStrings } from '../strings';
import { FUSE_VIEWBOX, renderBand, renderCord, renderDefs, renderGrips, renderRuler, renderSpark, type SparkView } from './fuse-board';
import { TICKS, percentOf } from './fuse-geometry';
import { sparkStyles } from './spark-game.styles';
import { SPARK_MS, sparkAt } from './spark-motion';
import { readField, type Problem, type WindowField } from './window-edit';
import { ZoneDrag } from './zone-drag';
import { renderZoneFields } from './zone-fields';

/** A settled round the board shows: the spark runs from 0 to its point on the round's window, then the result is told. */
interface ShownSpark {
  readonly round: PlayedRound;
  readonly window: SparkWindow;
  readonly point: number;
  readonly won: boolean;
  /** How long this spark runs (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
}

/**
 * Spark: place a charge zone on a 0–100 fuse, light it. The board draws the braided fuse with its
 * ruler, the zone as a glowing band with a grip at each end, and under it the zone, the win chance
 * and the multiplier, live as the zone moves. The zone's start and width are two native sliders
 * (arrows move one point, Shift + arrows a hundredth) beside two fields to type them exactly; on the
 * board a pointer drags either end, or the whole zone, or presses elsewhere to move the zone there.
 *
 * A settled round runs the spark from the lit end to its point in 1.8 s, slowing into the stop, with
 * a trail of embers (450 ms in fast mode, at once with reduced motion); the money has moved already,
 * only the verdict waits for the spark to stop: inside the zone the band flashes and the spark bursts,
 * outside it fizzles into smoke. Skip or Escape lands it at once; Bet again, or moving the zone, lands
 * it first.
 */
export class SparkGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    start: { state: true },
    width: { state: true },
    edit: { state: true },
  };

  static override styles = [...GameShell.styles, sparkStyles];

  protected readonly game = 'spark';
  protected readonly gameStrings = sparkStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).sparkGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).sparkPlayerRules;
  }

  /** The window's start and width in hundredths (3000 is 30.00). */
  declare protected start: number;
  declare protected width: number;
  /** The field being typed in and its raw text, kept as typed until the player leaves it. */
  declare protected edit: { readonly field: WindowField; readonly text: string } | null;
  protected clock: FrameClock = browserFrameClock;
  /** The spark on the board. */
  protected readonly spark = new OutcomeAnimation<ShownSpark>(this, { clock: () => this.clock, announce: (round) => this.announce(round) });
  /** The pointer dragging the zone on the board. */
  private readonly drag = new ZoneDrag({
    board: () => this.renderRoot.querySelector('.fuse-area svg'),
    window: () => this.window,
    setWindow: (window) => this.setWindow(window),
    locked: () => this.locked,
  });

  constructor() {
    super();
    this.start = 3000;
    this.width = 2500;
    this.edit = null;
    this.hotkeys.add(this.spark.skipKey(() => this.t('skip')));
  }

  /** True while the spark is still running. */
  get running(): boolean {
    return this.spark.playing;
  }

  /** The window the player has placed. */
  protected get window(): SparkWindow {
    return { start: this.start, width: this.width };
  }

  /** Why the typed window cannot be played now, or null. */
  protected get problem(): Problem | null {
    const reading = this.edit ? readField(this.edit.field, this.edit.text, this.window) : null;
    return reading && 'problem' in reading ? reading.problem : null;
  }

  protected override betProblem(): string | null {
    const problem = this.problem;
    return problem ? this.problemText(problem) : null;
  }

  protected override betParams(): SparkParams {
    return { start: this.start, width: this.width };
  }

  protected renderBoard(): TemplateResult {
    const shown = this.spark.shown;
    const window = shown?.window ?? this.window;
    const view = this.sparkView();
    const landed = this.spark.landed ? shown : null;
    const state = landed ? (landed.won ? 'won' : 'lost') : 'idle';
    const odds = this.odds(window);
    let label = fill(this.t('fuseLabel'), odds);
    if (landed) label += `, ${fill(this.t(landed.won ? 'stoppedInside' : 'stoppedOutside'), { point: this.place(landed.point) })}`;
    return html`<div class="panel spark">
      <div class="fuse-area ${this.locked ? 'locked' : ''}" @pointerdown=${this.drag.down} @pointermove=${this.drag.move}
        @pointerup=${this.drag.up} @pointercancel=${this.drag.up}>
        <div class="bubble-lane" aria-hidden="true">${view ? this.renderBubble(view) : nothing}</div>
        <svg viewBox=${FUSE_VIEWBOX} role="img" aria-label=${label}>
          ${renderDefs()}
          ${renderBand(window, state, landed?.won ? landed.round.id : null)}
          ${renderCord(view ? view.at : null, view?.phase === 'running')}
          ${renderRuler()}
          ${renderGrips(window)}
          ${renderSpark(view)}
        </svg>
        <div class="ticks" aria-hidden="true">${TICKS.filter((t) => t.major).map((t) => html`<span style=${`left:${percentOf(t.at)}%`}>${t.at / 100}</span>`)}</div>
      </div>
      <dl class="odds">
        <div><dt>${this.t('zone')}</dt><dd>${odds.from}–${odds.to}</dd></div>
        <div><dt>${this.t('winChance')}</dt><dd>${odds.chance}</dd></div>
        <div><dt>${this.t('multiplier')}</dt><dd>${odds.multiplier}</dd></div>
      </dl>
      <p class="outcome ${state}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** The spark's place above the fuse: running, its place now; at rest, its point and whether it won. */
  private renderBubble(view: SparkView): TemplateResult {
    const mark = view.phase === 'running' ? '' : view.phase === 'won' ? '✓ ' : '✗ ';
    return html`<div class="bubble ${view.phase}" style=${`left:clamp(32px, ${percentOf(view.at)}%, calc(100% - 32px))`}>
      ${mark}${this.place(Math.round(view.at))}
    </div>`;
  }

  /** The landed round in words under the fuse (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    const shown = this.spark.shown;
    if (!shown) return '';
    if (!this.spark.landed) return this.t('running');
    const values = { point: this.place(shown.point), payout: this.money.amount(shown.round.payout) };
    return shown.won ? `✓ ${fill(this.t('sparkWon'), values)}` : `✗ ${fill(this.t('sparkLost'), values)}`;
  }

  protected override renderSettings(): TemplateResult {
    const window = this.window;
    const odds = this.odds(window);
    const problem = this.problem;
    return html`${renderZoneFields(
        {
          window,
          edit: this.edit,
          problem,
          problemText: problem ? this.problemText(problem) : '',
          disabled: this.locked,
          legend: this.t('zone'),
          label: (field) => this.t(field === 'start' ? 'windowStart' : 'windowWidth'),
          valueText: (field) => fill(this.t(field === 'start' ? 'startValue' : 'widthValue'), odds),
          shown: (hundredths) => this.place(hundredths),
        },
        {
          onWindow: (next) => this.setWindow(next),
          onEdit: (field, text) => this.editField(field, text),
          onCommit: (field) => this.commitField(field),
        },
      )}
      <div class="spark-profit"><span>${this.t('profitOnWin')}</span><strong>${this.profitText(multiplierText(window.width))}</strong></div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.spark.renderSkip(this.t('skip'));
  }

  /** The spark as drawn now: null before any round (and after the zone moved). */
  private sparkView(): SparkView | null {
    const shown = this.spark.shown;
    if (!shown) return null;
    const elapsed = this.spark.elapsed;
    const landed = this.spark.landed;
    return {
      at: landed ? shown.point : sparkAt(shown.point, elapsed, shown.duration),
      point: shown.point,
      elapsed: landed ? shown.duration : elapsed,
      duration: shown.duration,
      phase: landed ? (shown.won ? 'won' : 'lost') : 'running',
      key: shown.round.id,
    };
  }

  /** The zone's ends, its chance and its multiplier as the player reads them. */
  private odds({ start, width }: SparkWindow): Record<'from' | 'to' | 'width' | 'chance' | 'multiplier', string> {
    const chance = this.money.percent(fixed(width, 2));
    return { from: this.place(start), to: this.place(start + width), width: chance, chance, multiplier: this.money.multiplier(multiplierText(width)) };
  }

  /** A place on the fuse in the player's digits: 4446 → "44.46", "44,46". */
  private place(hundredths: number): string {
    return this.money.fixed(fixed(hundredths, 2), 2);
  }

  private problemText(problem: Problem): string {
    const field = this.t(problem.field === 'start' ? 'windowStart' : 'windowWidth');
    return fill(this.t(problem.key), { field, max: problem.max === undefined ? '' : this.place(problem.max) });
  }

  /**
   * stake × (multiplier − 1), exactly as the server would pay it (stake × multiplier cut to 10 places,
   * less the stake); a free bet stakes nothing of the player's, so its win is all profit.
   */
  private profitText(multiplier: string): string {
    const stake = this.stake;
    if (this.problem || stake === null) return '—';
    const payout = multiplyDecimal(stake, multiplier, 10);
    return this.money.amount(this.freeBetOn ? payout : subtractDecimal(payout, stake));
  }

  /** A new window: the spark shown lands first (its result told), then the fuse is fresh. */
  private setWindow({ start, width }: SparkWindow): void {
    this.edit = null;
    if (start === this.start && width === this.width) return;
    this.spark.clear();
    this.start = start;
    this.width = width;
  }

  private editField(field: WindowField, text: string): void {
    const reading = readField(field, text, this.window);
    if ('window' in reading) this.setWindow(reading.window);
    this.edit = { field, text };
  }

  /** Leaving a field shows its value as the others do ("25" → "25.00"), unless it still needs fixing. */
  private commitField(field: WindowField): void {
    if (this.edit?.field === field && 'window' in readField(field, this.edit.text, this.window)) this.edit = null;
  }

  /** Lights the fuse: the spark shown lands first, then the new one runs from the lit end. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.problem) return null;
    this.spark.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as SparkState | undefined;
    if (!round || typeof state?.point !== 'number') return round;
    const params = (round.params ?? this.betParams()) as SparkParams;
    this.spark.play({ round, window: { start: params.start, width: params.width }, point: state.point, won: state.won, duration: this.motion(SPARK_MS) });
    return round;
  }

  /** Stops the spark on its point at once, and tells the player. */
  land(): void {
    this.spark.land();
  }
}
