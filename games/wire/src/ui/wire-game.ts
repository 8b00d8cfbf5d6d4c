import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, multiplyDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
// The tables, not the rules module: live players never download zod or decimal.js.
import { WIRE_MAX_CURRENTS, WIRE_RISKS, wireTable, type WireRisk } from '../tables';
import type { WireParams, WireResult } from '../rules';
import { wireStrings } from '../strings';
import { batchDuration, batchFrame, type BatchFrame } from './current-timeline';
import { BOARD_VIEWBOX, renderDefs, renderLeds, renderLit, renderPcb, renderPulses, renderTraces } from './wire-board';
import { wireStyles } from './wire-game.styles';

/** A settled batch the board shows: its currents flow for `designed` ms of the timeline, played in `duration` ms. */
interface ShownBatch {
  readonly round: PlayedRound;
  readonly risk: WireRisk;
  readonly result: WireResult;
  /** The batch's length on the timeline (current-timeline.ts). */
  readonly designed: number;
  /** How long it plays now (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
}

/** What the currents field accepts: a whole number from 1 to 100 (anything else is brought into range). */
function clampCurrents(value: number): number {
  const n = Math.round(value);
  return Number.isFinite(n) ? Math.min(WIRE_MAX_CURRENTS, Math.max(1, n)) : 1;
}

/**
 * Wire: pick a risk and how many currents (1–100) to send through a circuit board; each current runs
 * from the source to one of nine LED terminals and pays the bet times its multiplier. The board draws
 * the printed circuit (copper traces, junctions, parts), the LEDs with their multipliers, and the
 * batch: each current is a spark running along the copper to its terminal, the traces it lights glow,
 * and its LED flashes as it arrives, with a count under each LED. Currents leave 60 ms apart (faster
 * for a big batch, so 100 take 4 s), four times faster in fast mode, at once with reduced motion; Skip
 * or Escape lands them all. Risk is a radio group; currents a number field with − and + and a slider.
 * A free bet sends one current at the grant's stake: while free bets are on, currents are locked to 1.
 */
export class WireGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    risk: { state: true },
    currents: { state: true },
  };

  static override styles = [...GameShell.styles, wireStyles];

  protected readonly game = 'wire';
  protected readonly gameStrings = wireStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).wireGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).wirePlayerRules;
  }

  declare protected risk: WireRisk;
  declare protected currents: number;
  protected clock: FrameClock = browserFrameClock;
  /** The batch on the board: its currents flow, then it is told. */
  protected readonly flow = new OutcomeAnimation<ShownBatch>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
  });

  constructor() {
    super();
    this.risk = 'medium';
    this.currents = 10;
    this.hotkeys.add(this.flow.skipKey(() => this.t('skip')));
  }

  /** True while currents are still flowing. */
  get flowing(): boolean {
    return this.flow.playing;
  }

  protected override betParams(): WireParams {
    return { risk: this.risk, currents: this.currentsToSend };
  }

  protected override stakesPerRound(): number {
    return this.currentsToSend;
  }

  /** The currents the next bet sends: the player's choice, or one for a free bet (it stakes one stake). */
  private get currentsToSend(): number {
    return this.freeBetOn ? 1 : this.currents;
  }

  /** A multiplier's decimal text in the player's digits ("1.22" → "1,22" in pt and es). */
  private digits(multiplier: string): string {
    return gameLanguage(this.lang) === 'en' ? multiplier : multiplier.replace('.', ',');
  }

  /** The frame on the board: where the shown batch's currents are now; null before the first batch. */
  private frame(): BatchFrame | null {
    const shown = this.flow.shown;
    if (!shown) return null;
    // The animation's clock runs through the designed timeline at the pace the player chose.
    const elapsed = this.flow.playing ? this.flow.progress * shown.designed : Infinity;
    return batchFrame(shown.result.terminals, elapsed);
  }

  protected renderBoard(): TemplateResult {
    const shown = this.flow.shown;
    const risk = shown?.risk ?? this.risk;
    const table = wireTable(risk).multipliers;
    const frame = this.frame();
    const landed = this.flow.landed;
    return html`<div class="panel wire">
      <div class="board-art">
        <svg viewBox=${BOARD_VIEWBOX} role="img" aria-label=${this.boardLabel(risk, table, frame)}>
          ${guard([], () => [renderDefs(), renderPcb(), renderTraces()])}
          ${frame ? renderLit(frame, landed) : nothing}
          ${renderLeds(table, frame, (m) => this.digits(m))}
          ${frame && !landed ? renderPulses(frame) : nothing}
        </svg>
      </div>
      <p class="summary">${this.renderSummary(frame)}</p>
    </div>`;
  }

  /** The board's name: its risk and currents, and once landed where they arrived and the total. */
  private boardLabel(risk: WireRisk, table: readonly string[], frame: BatchFrame | null): string {
    const shown = this.flow.shown;
    const currents = shown?.result.terminals.length ?? this.currentsToSend;
    const name = fill(this.t(currents === 1 ? 'boardLabelOne' : 'boardLabel'), { risk: this.t(risk).toLowerCase(), currents: String(currents) });
    if (!shown || !frame) return name;
    if (!this.flow.landed) return `${name}, ${this.t('flowing')}`;
    // By multiplier, cheapest first: "6 at 0.4×, 2 at 1.22×, 1 at 10×".
    const byMultiplier = new Map<string, number>();
    frame.arrived.forEach((count, k) => count > 0 && byMultiplier.set(table[k]!, (byMultiplier.get(table[k]!) ?? 0) + count));
    const list = [...byMultiplier]
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([multiplier, count]) => fill(this.t('arrivedAt'), { count: String(count), multiplier: `${this.digits(multiplier)}×` }))
      .join(', ');
    return `${name}, ${fill(this.t('arrivedTotal'), { list, total: `${this.digits(shown.result.total)}×` })}`;
  }

  /** Under the board: how many have arrived while they flow; then the batch's total multiplier and payout. */
  private renderSummary(frame: BatchFrame | null): TemplateResult | typeof nothing {
    const shown = this.flow.shown;
    if (!shown || !frame) return nothing;
    const count = shown.result.terminals.length;
    if (!this.flow.landed) {
      return html`<span>${fill(this.t('arrivedCount'), { arrived: this.money.number(frame.landed), count: this.money.number(count) })}</span>`;
    }
    return html`<span><span class="label">${this.t('totalMultiplier')}:</span> <strong>${this.money.multiplier(shown.result.total)}</strong></span>
      <span><span class="label">${this.t('payout')}:</span> <strong>${this.money.amount(shown.round.payout)}</strong></span>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked;
    const free = this.freeBetOn;
    const currents = this.currentsToSend;
    return html`<div class="wire-settings">
      <fieldset class="choice risk" ?disabled=${off}>
        <legend>${this.t('risk')}</legend>
        <div class="options">
          ${WIRE_RISKS.map(
            (risk) => html`<label><input type="radio" name="wire-risk" value=${risk} .checked=${live(risk === this.risk)}
              @change=${() => this.chooseRisk(risk)} /><span>${this.t(risk)}</span></label>`,
          )}
        </div>
      </fieldset>
      <div class="currents">
        <label class="field-label" for="wire-currents">${this.t('currents')}</label>
        <div class="count-row">
          <button type="button" class="step fewer" aria-label=${this.t('fewer')} ?disabled=${off || free || currents <= 1}
            @click=${() => this.setCurrents(this.currents - 1)}>−</button>
          <input id="wire-currents" type="number" min="1" max=${WIRE_MAX_CURRENTS} step="1" inputmode="numeric" .value=${String(currents)}
            ?disabled=${off || free} aria-describedby=${free ? 'one-current' : nothing}
            @input=${(e: Event) => this.typeCurrents(e.target as HTMLInputElement)} @change=${(e: Event) => this.commitCurrents(e.target as HTMLInputElement)} />
          <button type="button" class="step more" aria-label=${this.t('more')} ?disabled=${off || free || currents >= WIRE_MAX_CURRENTS}
            @click=${() => this.setCurrents(this.currents + 1)}>+</button>
        </div>
        <input type="range" min="1" max=${WIRE_MAX_CURRENTS} step="1" .value=${live(String(currents))} aria-label=${this.t('currents')}
          ?disabled=${off || free} aria-describedby=${free ? 'one-current' : nothing}
          @input=${(e: Event) => this.setCurrents(Number((e.target as HTMLInputElement).value))} />
      </div>
      ${free ? html`<p class="note one-current" id="one-current">${this.t('freeBetOneCurrent')}</p>` : nothing}
      <p class="total note"><span>${this.t('totalBet')} · ${this.money.number(currents)} × ${this.t('perCurrent').toLowerCase()}</span><strong>${this.totalBet()}</strong></p>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.flow.renderSkip(this.t('skip'));
  }

  /** A new risk: the batch shown lands first (its result told), then the board shows the new table, dark. */
  private chooseRisk(risk: WireRisk): void {
    this.flow.clear();
    this.risk = risk;
  }

  private setCurrents(value: number): void {
    this.currents = clampCurrents(value);
  }

  /**
   * While the player types, a whole number in range is taken at once (the total bet follows); the
   * field is bound without `live`, so the page redrawing (a balance counting up) never overwrites
   * what is being typed.
   */
  private typeCurrents(input: HTMLInputElement): void {
    const n = Number(input.value);
    if (input.value !== '' && Number.isInteger(n) && n === clampCurrents(n)) this.currents = n;
  }

  /** On leaving the field: the count brought into range, and the field showing what will be sent ("250" → "100"). */
  private commitCurrents(input: HTMLInputElement): void {
    this.setCurrents(Number(input.value));
    input.value = String(this.currentsToSend);
  }

  /** The total bet: stake × currents, exactly, in the player's currency. */
  private totalBet(): string {
    const stake = this.stake;
    return stake === null ? '—' : this.money.amount(multiplyDecimal(stake, String(this.currentsToSend)));
  }

  /** Sends a batch: the one on the board lands first, then the new currents leave the source. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.flow.land();
    const round = await this.placeBet(this.betParams(), stake);
    const result = round?.state as WireResult | undefined;
    if (!round || !Array.isArray(result?.terminals)) return round;
    const params = (round.params ?? this.betParams()) as WireParams;
    const designed = batchDuration(result.terminals.length);
    this.flow.play({ round, risk: params.risk, result, designed, duration: this.motion(designed) });
    return round;
  }

  /** Lands every current at once, and tells the player. */
  land(): void {
    this.flow.land();
  }
}
