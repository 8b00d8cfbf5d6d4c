import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, multiplyDecimal, subtractDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { DiceCondition, DiceState } from '../rules';
import { diceStrings } from '../strings';
import { fieldText, readField, type Problem, type TrioField } from './dice-form';
import { diceStyles } from './dice-game.styles';
import { chanceOf, fixed, multiplierText } from './dice-odds';
import { renderTrack, type MarkerView } from './dice-track';
import { markerAt, ROLL_MS } from './roll-motion';

/** A settled roll the board shows: the marker travels from `from` to `roll` (hundredths). */
interface ShownRoll {
  readonly round: PlayedRound;
  readonly from: number;
  readonly roll: number;
  readonly won: boolean;
  /** How long this roll travels (fast mode shortens it). */
  readonly duration: number;
}

/** How many of this session's rolls the strip above the track shows. */
const LAST_ROLLS = 8;
const FIELDS: readonly TrioField[] = ['multiplier', 'target', 'chance'];

/**
 * Dice: pick a target and a side, roll 0.00–100.00. The target, the win chance and the multiplier
 * are one choice seen three ways: editing any of the three fields (or dragging the thumb) moves the
 * other two, with the server's exact rule (multiplier = 99 / chance, floored to 4 places), and the
 * side buttons flip the target (target → 100 − target) keeping the chance. Anything unplayable is
 * explained under the fields and keeps the Bet button off, so no request is sent.
 *
 * The thumb is a `role="slider"`: arrows move it one point, Shift + arrows one hundredth, Page Up /
 * Page Down ten points, Home / End to 2 and 98. A settled roll's marker travels to the result in
 * 600 ms (150 ms in fast mode, at once with reduced motion); the money has moved already, only the
 * verdict (the shell's banner) waits for the marker to land. Pressing Bet again lands the previous
 * roll first. Dice keeps its own strip of last rolls, so the shell's is off.
 */
export class DiceGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    target: { state: true },
    condition: { state: true },
    edit: { state: true },
  };

  static override styles = [...GameShell.styles, diceStyles];

  protected readonly game = 'dice';
  protected readonly gameStrings = diceStrings;
  protected override readonly animatesResults = true;
  protected override readonly showRecentResults = false;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).diceGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).dicePlayerRules;
  }

  /** The target in hundredths (5050 is 50.50). */
  declare protected target: number;
  declare protected condition: DiceCondition;
  /** The field being typed in and its raw text, kept as typed until the player leaves it. */
  declare protected edit: { readonly field: TrioField; readonly text: string } | null;
  protected clock: FrameClock = browserFrameClock;
  /** The roll on the track: its marker travels, then the round is told. */
  protected readonly roll = new OutcomeAnimation<ShownRoll>(this, { clock: () => this.clock, announce: (round) => this.announce(round) });

  constructor() {
    super();
    this.target = 5050;
    this.condition = 'over';
    this.edit = null;
  }

  /** True while the marker is still travelling. */
  get rolling(): boolean {
    return this.roll.playing;
  }

  /** Why the target cannot be played now, or null. */
  protected get problem(): Problem | null {
    const reading = this.edit ? readField(this.edit.field, this.edit.text, this.condition) : null;
    return reading && 'problem' in reading ? reading.problem : null;
  }

  protected override betProblem(): string | null {
    const problem = this.problem;
    return problem ? this.problemText(problem) : null;
  }

  protected override betParams(): unknown {
    return { target: this.target / 100, condition: this.condition };
  }

  protected renderBoard(): TemplateResult {
    const chance = chanceOf(this.target, this.condition);
    const sideLabel = this.t(this.condition === 'over' ? 'rollOver' : 'rollUnder');
    const problem = this.problem;
    const multiplier = multiplierText(chance);
    const roll = (hundredths: number) => this.money.fixed(fixed(hundredths, 2), 2);
    return html`<div class="panel dice">
      ${this.renderLastRolls()}
      ${renderTrack(
        {
          target: this.target,
          condition: this.condition,
          disabled: this.locked,
          marker: this.marker(),
          label: sideLabel,
          valueText: fill(this.t('valueText'), { target: roll(this.target), chance: roll(chance), multiplier: this.money.number(multiplier, 4) }),
          winText: this.t('win'),
          lossText: this.t('loss'),
          formatRoll: roll,
        },
        { onTarget: (target) => this.setTarget(target) },
      )}
      <p class="outcome ${this.roll.landed ? (this.roll.shown!.won ? 'win' : 'loss') : ''} ${this.roll.shown ? '' : 'idle'}">${this.renderOutcome()}</p>
      <div class="sides" role="group" aria-label=${this.t('side')}>
        ${(['under', 'over'] as const).map(
          (side) => html`<button type="button" aria-pressed=${this.condition === side} ?disabled=${this.locked}
            @click=${() => this.setCondition(side)}>${side === 'over' ? '▲' : '▼'} ${this.t(side === 'over' ? 'rollOver' : 'rollUnder')}</button>`,
        )}
      </div>
      <div class="trio">${FIELDS.map((field) => this.renderField(field, problem))}</div>
      ${problem ? html`<p class="problem" id="dice-problem" role="alert"><span aria-hidden="true">⚠</span> ${this.problemText(problem)}</p>` : nothing}
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const multiplier = multiplierText(chanceOf(this.target, this.condition));
    return html`<div class="dice-profit"><span>${this.t('profitOnWin')}</span><strong>${this.profitText(multiplier)}</strong></div>`;
  }

  private renderField(field: TrioField, problem: Problem | null): TemplateResult {
    const label = this.fieldLabel(field);
    // The field shows the language's decimal mark; it reads a point or a comma either way.
    const shown = fieldText(field, this.target, this.condition);
    const text = this.edit?.field === field ? this.edit.text : gameLanguage(this.lang) === 'en' ? shown : shown.replace('.', ',');
    const invalid = problem?.field === field;
    const unit = field === 'multiplier' ? '×' : field === 'chance' ? '%' : '';
    return html`<label class="field"><span>${label}</span>
      <span class="input"><input type="text" inputmode="decimal" autocomplete="off" spellcheck="false" name=${field} .value=${live(text)}
        ?disabled=${this.locked} aria-invalid=${invalid ? 'true' : 'false'} aria-describedby=${invalid ? 'dice-problem' : nothing}
        @input=${(e: Event) => this.editField(field, (e.target as HTMLInputElement).value)}
        @change=${() => this.commitField(field)} />${unit ? html`<span class="unit" aria-hidden="true">${unit}</span>` : nothing}</span></label>`;
  }

  /** The strip of this session's last rolls, newest first (drawn from the right); the roll still travelling joins once it lands. */
  private renderLastRolls(): TemplateResult | typeof nothing {
    const rolls = this.history.filter((round: PlayedRound) => typeof (round.state as DiceState | null)?.roll === 'number').slice(0, LAST_ROLLS);
    if (rolls.length === 0) return nothing;
    return html`<div class="last" role="list" aria-label=${this.t('lastRolls')}>
      ${rolls.map((round) => {
        const { roll, won } = round.state as DiceState;
        return html`<span role="listitem" class="chip ${won ? 'win' : 'loss'}"><span aria-hidden="true">${won ? '✓' : '✗'}</span>
          ${this.money.fixed(roll, 2)} <span class="sr">${this.t(won ? 'win' : 'loss')}</span></span>`;
      })}
    </div>`;
  }

  /** The landed roll in words beside the track (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.roll.landed) return '';
    const { roll, won, round } = this.roll.shown!;
    const values = { roll: this.money.fixed(fixed(roll, 2), 2), payout: this.money.amount(round.payout) };
    return `${won ? '✓' : '✗'} ${fill(this.t(won ? 'rollWon' : 'rollLost'), values)}`;
  }

  private marker(): MarkerView | null {
    const shown = this.roll.shown;
    if (!shown) return null;
    return { at: markerAt(shown.from, shown.roll, this.roll.elapsed, shown.duration), landed: this.roll.landed, won: shown.won };
  }

  private fieldLabel(field: TrioField): string {
    if (field === 'target') return this.t(this.condition === 'over' ? 'rollOver' : 'rollUnder');
    return this.t(field === 'chance' ? 'winChance' : field);
  }

  private problemText(problem: Problem): string {
    return fill(this.t(problem.key), { field: this.fieldLabel(problem.field), ...problem.values });
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

  private setTarget(target: number): void {
    this.target = target;
    this.edit = null;
  }

  /** Over ↔ under keeps the chance: the target moves to 100 − target. */
  private setCondition(side: DiceCondition): void {
    if (side === this.condition) return;
    const reading = this.edit ? readField(this.edit.field, this.edit.text, this.condition) : null;
    const target = reading && 'target' in reading ? reading.target : this.target;
    this.condition = side;
    this.target = 10_000 - target;
    this.edit = null;
  }

  private editField(field: TrioField, text: string): void {
    const reading = readField(field, text, this.condition);
    if ('target' in reading) this.target = reading.target;
    this.edit = { field, text };
  }

  /** Leaving a field shows its value as the others do ("7" → "7.0014"), unless it still needs fixing. */
  private commitField(field: TrioField): void {
    if (this.edit?.field === field && 'target' in readField(field, this.edit.text, this.condition)) this.edit = null;
  }

  /** Rolls: the previous roll lands first, then the new one travels from where it lies. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.problem) return null;
    const from = this.roll.shown?.roll ?? 5000;
    this.roll.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as DiceState | undefined;
    if (!round || typeof state?.roll !== 'number') return round;
    this.roll.play({ round, from, roll: Math.round(state.roll * 100), won: state.won, duration: this.motion(ROLL_MS) });
    return round;
  }

  /** Puts the marker on the result at once, and tells the player. */
  land(): void {
    this.roll.land();
  }
}
