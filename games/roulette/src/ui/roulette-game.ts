import { GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, multiplyDecimal, type FrameClock, type Hotkey, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type PropertyValues, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { RouletteState } from '../rules';
import { rouletteStrings } from '../strings';
// The table's data, not the rules module: live players never download zod.
import { MAX_TABLE_CHIPS, colourOf, type Position } from '../table';
import { addChip, doubleRack, rackChips, rackParams, removeChip, type Rack } from './chip-rack';
import { rouletteStyles } from './roulette-game.styles';
import { memoLast } from './memo-last';
import { renderButtons, renderFelt, renderTable, type ButtonsView, type TableWords } from './table-art';
import { TableFitController } from './table-fit';
import type { LatticePoint } from './table-keys';
import { tableGeometry, type Orientation, type OutsideBox } from './table-layout';
import { renderWheel } from './wheel-art';
import { REST_POSE, SPIN_MS, type WheelPose } from './wheel-pose';

/** What the board needs only once the player acts (chip art, arrow keys, the wheel's motion): a chunk fetched after the first drawing. */
type AfterPaint = typeof import('./after-paint');
type SpinPoses = ReturnType<AfterPaint['spinPoses']>;

/** A settled spin the board shows: the wheel and ball run their plan, then the table shows what won. */
interface ShownSpin {
  readonly round: PlayedRound;
  /** How long this spin runs (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
  readonly number: number;
  /** The chips the round played. */
  readonly rack: Rack;
  /** Where the wheel and the ball stand `elapsed` ms into the spin. */
  readonly poseAt: SpinPoses['poseAt'];
  /** Where they rest once it has landed. */
  readonly rest: WheelPose;
}

/** The last numbers kept beside the wheel. */
const LAST_NUMBERS = 10;
/** Undo steps kept. */
const UNDO_DEPTH = 100;

/**
 * Roulette: the wheel above, the table below. The player sets a chip's value in the amount field
 * and places chips by clicking the table (on a number, a line, a corner, an edge, a box; a right
 * click takes one back) or by keyboard: the inside positions are one lattice the arrows move over
 * (Enter places a chip, Delete lifts one), the outside boxes are buttons. Undo (U), Clear (C) and
 * Double (D) change the whole table; the chips stay on it from spin to spin.
 *
 * A settled spin turns the wheel one way and the ball the other for 2.4 s, the ball dropping into
 * its pocket at the top (600 ms in fast mode, at once with reduced motion); then the number is ringed
 * on the table, the winning chips glow and the others are swept, and the shell's banner
 * tells the result. Skip or Escape lands it at once; touching the table or betting again lands it first.
 */
export class RouletteGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    rack: { state: true },
    undoStack: { state: true },
    pose: { state: true },
    focusPoint: { state: true },
    hovered: { state: true },
    orientation: { state: true },
    notice: { state: true },
    afterPaint: { state: true },
  };

  static override styles = [...GameShell.styles, rouletteStyles];

  protected readonly game = 'roulette';
  protected readonly gameStrings = rouletteStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).rouletteGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).roulettePlayerRules;
  }

  /** The player's chips on the table. */
  declare protected rack: Rack;
  /** The tables before each change, newest last: what Undo goes back to. */
  declare protected undoStack: readonly Rack[];
  /** Where the wheel and the ball rest between spins. */
  declare protected pose: WheelPose;
  /** The inside spot in the tab order. */
  declare protected focusPoint: LatticePoint;
  /** The position under the pointer or the focus: its numbers are lit. */
  declare protected hovered: Position | null;
  declare protected orientation: Orientation;
  /** Why the last change could not be made (the table is full); empty otherwise. */
  declare protected notice: string;
  /** The board's after-paint part once fetched; null before (and after a failed fetch, until the next asks again). */
  declare protected afterPaint: AfterPaint | null;
  protected clock: FrameClock = browserFrameClock;
  /** The felt and the buttons as last drawn: a spin's frames redraw only what moves. */
  private readonly felt = memoLast<SVGTemplateResult>();
  private readonly buttons = memoLast<SVGTemplateResult>();
  /** The spin on the board; as it lands the wheel and ball rest where they stopped. */
  protected readonly spin = new OutcomeAnimation<ShownSpin>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    landed: (shown) => {
      this.pose = shown.rest;
    },
  });

  /** The fetch of the after-paint part; null before it starts, or once it failed (the next need asks again). */
  private fetchingAfterPaint: Promise<AfterPaint | null> | null = null;

  constructor() {
    super();
    this.rack = [];
    this.undoStack = [];
    this.pose = REST_POSE;
    this.focusPoint = { x: 1, y: 3 };
    this.hovered = null;
    this.orientation = 'wide';
    this.notice = '';
    this.afterPaint = null;
    new TableFitController(this, () => this.renderRoot?.querySelector('.roulette'), (orientation) => (this.orientation = orientation));
    const game = this;
    const tool = (key: string, word: string, run: () => void, enabled: () => boolean): Hotkey => ({
      key,
      get label() {
        return game.t(word);
      },
      run,
      enabled: () => game.canEdit && enabled(),
    });
    this.hotkeys.add(
      this.spin.skipKey(() => this.t('skip')),
      tool('u', 'undo', () => this.undo(), () => this.undoStack.length > 0),
      tool('c', 'clearTable', () => this.clearTable(), () => this.rack.length > 0),
      tool('d', 'doubleChips', () => this.doubleTable(), () => doubleRack(this.rack) !== null),
    );
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    void this.loadAfterPaint();
  }

  /** The after-paint part, fetched once (again after a failed fetch); null when the fetch failed. */
  private loadAfterPaint(): Promise<AfterPaint | null> {
    return (this.fetchingAfterPaint ??= import('./after-paint').then(
      (part) => (this.afterPaint = part),
      () => (this.fetchingAfterPaint = null),
    ));
  }

  /** True while the wheel is still turning. */
  get spinning(): boolean {
    return this.spin.playing;
  }

  /** Whether the player may change the chips now (not while a bet is on its way or autobet runs). */
  private get canEdit(): boolean {
    return !this.locked;
  }

  protected override betParams(): unknown {
    return rackParams(this.rack);
  }

  protected override betProblem(): string | null {
    return this.rack.length === 0 ? this.t('placeChips') : null;
  }

  protected override stakesPerRound(): number {
    return Math.max(1, rackChips(this.rack));
  }

  protected renderBoard(): TemplateResult {
    const shown = this.spin.shown;
    const landed = this.spin.landed ? shown!.number : null;
    const pose = shown && this.spin.playing ? shown.poseAt(this.spin.elapsed) : this.pose;
    const label = landed === null ? this.t('wheel') : `${this.t('wheel')}: ${this.numberWords(landed)}`;
    const geometry = tableGeometry(this.orientation);
    const words = this.tableWords();
    const rack = shown?.rack ?? this.rack;
    const buttons: ButtonsView = { geometry, rack, focus: this.focusPoint, disabled: this.locked, lang: this.lang, words };
    return html`<div class="panel roulette ${this.orientation}">
      <div class="head">
        <div class="wheel-art ${this.spinning ? 'spinning' : ''}">${renderWheel({ pose, label })}</div>
        ${this.history.length === 0 && !shown ? nothing : html`<div class="side">${this.renderLastNumbers()}<p class="outcome ${this.outcomeClass()}">${this.renderOutcome()}</p></div>`}
      </div>
      ${renderTable(
        { ...buttons, landed, covered: this.hovered?.numbers ?? [], afterPaint: this.afterPaint },
        {
          place: (position) => this.place(position),
          remove: (position) => this.lift(position),
          focus: (point) => (this.focusPoint = point),
          hover: (position) => (this.hovered = position),
        },
        this.felt([geometry.orientation, this.lang], () => renderFelt(geometry, words)),
        this.buttons([rack, this.focusPoint, this.locked, this.lang, geometry.orientation], () => renderButtons(buttons)),
      )}
    </div>`;
  }

  /** The felt's words in the player's language; the odds (2:1) and the ranges (1–12, 1–18) read the same in every language. */
  private tableWords(): TableWords {
    const label = ({ position: { type, numbers } }: OutsideBox): string =>
      type === 'column' ? '2:1' : type === 'dozen' || type === 'low' || type === 'high' ? `${numbers[0]}–${numbers.at(-1)}` : this.t(type);
    return { table: this.t('table'), numbers: this.t('numbers'), outsideBets: this.t('outsideBets'), boxLabel: label };
  }

  /** The numbers of this session's last spins, newest first, each on its colour; a spin joins once it has landed. */
  private renderLastNumbers(): TemplateResult | typeof nothing {
    const numbers = this.history
      .map((round) => (round.state as RouletteState | null)?.number)
      .filter((n): n is number => typeof n === 'number')
      .slice(0, LAST_NUMBERS);
    if (numbers.length === 0) return nothing;
    return html`<div class="last"><span class="last-title" id="last-title">${this.t('lastNumbers')}</span>
      <ol aria-labelledby="last-title">${numbers.map((n) => html`<li class=${colourOf(n)}>${n}<span class="sr"> ${this.t(colourOf(n))}</span></li>`)}</ol></div>`;
  }

  /** Whether the shown round paid more than it cost: a chip back on a losing table is no win. */
  private wonMoney(round: PlayedRound): boolean {
    return compareDecimal(round.payout, round.amount) > 0;
  }

  private outcomeClass(): string {
    if (!this.spin.landed) return 'idle';
    return this.wonMoney(this.spin.shown!.round) ? 'won' : 'lost';
  }

  /** A number and its colour: "17 black", "0 verde". */
  private numberWords(n: number): string {
    return `${n} ${this.t(colourOf(n))}`;
  }

  /** The landed spin in words beside the wheel (the shell's banner announces it; this stays to be read): "✓ 17 black · Paid $39.00". */
  private renderOutcome(): string {
    if (!this.spin.landed) return this.spinning ? this.t('spinning') : '';
    const { number, round } = this.spin.shown!;
    const paid = /[1-9]/.test(round.payout) ? `${this.t('paid')} ${this.money.amount(round.payout)}` : this.t('lost');
    return `${this.wonMoney(round) ? '✓' : '✗'} ${this.numberWords(number)} · ${paid}`;
  }

  protected override renderSettings(): TemplateResult {
    const chips = rackChips(this.rack);
    const off = this.locked;
    const stake = this.stake;
    const [value, total] = stake === null ? ['—', '—'] : [this.money.amount(stake), this.money.amount(multiplyDecimal(stake, String(chips)))];
    const count = fill(this.t(chips === 1 ? 'chipsOne' : 'chipsOther'), { n: this.money.number(chips) });
    const note = this.notice || (chips === 0 ? this.t('placeChips') : '');
    return html`<div class="roulette-settings">
      <p class="on-table">${count} × ${value} = ${total}</p>
      <div class="chip-tools">
        <button type="button" aria-keyshortcuts="U" ?disabled=${off || this.undoStack.length === 0} @click=${() => this.undo()}>${this.t('undo')}</button>
        <button type="button" aria-keyshortcuts="C" ?disabled=${off || chips === 0} @click=${() => this.clearTable()}>${this.t('clearTable')}</button>
        <button type="button" aria-keyshortcuts="D" ?disabled=${off || doubleRack(this.rack) === null} @click=${() => this.doubleTable()}>${this.t('doubleChips')}</button>
      </div>
      <p class="note ${this.notice ? 'warn' : ''}" aria-live="polite">${note}</p>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.spin.renderSkip(this.t('skip'));
  }

  /** One more chip on `position`, unless the table is full. */
  place(position: Position): void {
    if (!this.canEdit) return;
    const next = addChip(this.rack, position);
    if (next) this.change(next);
    else this.notice = fill(this.t('tableFull'), { max: String(MAX_TABLE_CHIPS) });
  }

  /** One chip fewer on `position`. */
  lift(position: Position): void {
    if (!this.canEdit) return;
    const next = removeChip(this.rack, position);
    if (next !== this.rack) this.change(next);
  }

  /** Back to the table before the last change. */
  undo(): void {
    const previous = this.undoStack.at(-1);
    if (!this.canEdit || !previous) return;
    this.spin.clear();
    this.undoStack = this.undoStack.slice(0, -1);
    this.rack = previous;
    this.notice = '';
  }

  /** Every chip off the table (Undo puts them back). */
  clearTable(): void {
    if (this.canEdit && this.rack.length > 0) this.change([]);
  }

  /** Every stack doubled, unless the table would hold more than it takes. */
  doubleTable(): void {
    if (!this.canEdit) return;
    const next = doubleRack(this.rack);
    if (next) this.change(next);
    else if (this.rack.length > 0) this.notice = fill(this.t('tableFull'), { max: String(MAX_TABLE_CHIPS) });
  }

  /** A new table: the spin shown lands first (its result told) and leaves the felt to the player's chips. */
  private change(next: Rack): void {
    // Fetched after the first drawing already; asked again here only if that fetch failed.
    void this.loadAfterPaint();
    this.spin.clear();
    this.undoStack = [...this.undoStack, this.rack].slice(-UNDO_DEPTH);
    this.rack = next;
    this.notice = '';
  }

  /** Spins: the previous spin lands first, then the wheel turns on from where it stopped with the ball thrown the other way. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.rack.length === 0) return null;
    this.spin.clear();
    const afterPaint = this.loadAfterPaint();
    const round = await this.placeBet(this.betParams(), stake);
    // The chips cannot change while a bet is on its way: the round played the table as it stands.
    const rack = this.rack;
    const state = round?.state as RouletteState | null | undefined;
    if (!round || typeof state?.number !== 'number') return round;
    const part = await afterPaint;
    // Without the wheel's motion (its fetch failed) the spin lands at once, the wheel left as it stood.
    const duration = part ? this.motion(SPIN_MS) : 0;
    const poses = part?.spinPoses(this.pose, state.number, duration) ?? { poseAt: () => this.pose, rest: this.pose };
    this.spin.play({ round, duration, number: state.number, rack, ...poses });
    return round;
  }
}
