import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, multiplyDecimal, subtractDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import type { LimboState } from '../rules';
import { limboStrings } from '../strings';
import { counterAt, FLIGHT_MS } from './flight';
import { readField, type LimboField, type Problem } from './limbo-form';
import { limboStyles } from './limbo-game.styles';
import { MAX_CHANCE, MAX_TARGET, MIN_CHANCE, MIN_TARGET, chanceText, fixed, multiplierText, nudge } from './limbo-odds';
import { renderBoard } from './rocket-board';
import { renderFields } from './target-fields';

/** A settled round the board flies: the counter climbs from 1.00× to `result` (hundredths). */
interface ShownFlight {
  readonly round: PlayedRound;
  readonly result: number;
  /** The round's target in hundredths: the line the flight is drawn against. */
  readonly target: number;
  readonly won: boolean;
  /** How long this flight climbs (fast mode shortens it). */
  readonly duration: number;
}

/** How many of this session's results the strip above the sky shows. */
const LAST_RESULTS = 8;
const PROBLEM_ID = 'limbo-problem';

/**
 * Limbo: set a target multiplier, launch, and win target × bet when the rocket's result reaches it.
 * The target and the win chance (99 % / target) are one choice seen two ways: editing either field
 * moves the other, and the profit a win would bring shows under the bet amount. ↑ and ↓ (the kit's
 * hotkeys, and in the target field) nudge the target by a tenth of its order of magnitude, Shift by a
 * hundredth; the − and + buttons beside the field do the same for touch.
 *
 * A settled round's counter climbs from 1.00× to the result in 800 ms, fast at first and slowing
 * into it (200 ms in fast mode, at once with reduced motion), while the rocket draws its trail past
 * or short of the dashed target line; the money has moved already, only the verdict (the shell's
 * banner) waits for it to land. Pressing Bet again lands the previous flight first. Limbo keeps its
 * own strip of last results, so the shell's is off.
 */
export class LimboGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    target: { state: true },
    edit: { state: true },
  };

  static override styles = [...GameShell.styles, limboStyles];

  protected readonly game = 'limbo';
  protected readonly gameStrings = limboStrings;
  protected override readonly animatesResults = true;
  protected override readonly showRecentResults = false;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).limboGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).limboPlayerRules;
  }

  /** The target in hundredths (200 is 2.00×). */
  declare protected target: number;
  /** The field being typed in and its raw text, kept as typed until the player leaves it. */
  declare protected edit: { readonly field: LimboField; readonly text: string } | null;
  protected clock: FrameClock = browserFrameClock;
  /** The flight on the board: the counter climbs, then the round is told. */
  protected readonly flight = new OutcomeAnimation<ShownFlight>(this, { clock: () => this.clock, announce: (round) => this.announce(round) });

  constructor() {
    super();
    this.target = 200;
    this.edit = null;
    const game = this;
    this.hotkeys.add(
      {
        key: 'ArrowUp',
        get label() {
          return game.t('raiseTarget');
        },
        run: (event) => game.nudgeTarget(1, event.shiftKey),
        enabled: () => !game.locked,
      },
      {
        key: 'ArrowDown',
        get label() {
          return game.t('lowerTarget');
        },
        run: (event) => game.nudgeTarget(-1, event.shiftKey),
        enabled: () => !game.locked,
      },
    );
  }

  /** True while the counter is still climbing. */
  get flying(): boolean {
    return this.flight.playing;
  }

  /** Why the target cannot be played now, or null. */
  protected get problem(): Problem | null {
    const reading = this.edit ? readField(this.edit.field, this.edit.text, gameLanguage(this.lang)) : null;
    return reading && 'problem' in reading ? reading.problem : null;
  }

  protected override betProblem(): string | null {
    const problem = this.problem;
    return problem ? this.problemText(problem) : null;
  }

  protected override betParams(): unknown {
    return { target: this.target / 100 };
  }

  protected renderBoard(): TemplateResult {
    const problem = this.problem;
    return html`<div class="panel limbo">
      ${this.renderLastResults()}
      <div class="sky">${this.renderCounter()}${renderBoard(this.boardView())}</div>
      <p class="outcome ${this.landed ? (this.flight.shown!.won ? 'win' : 'loss') : ''} ${this.flight.shown ? '' : 'idle'}">${this.renderOutcome()}</p>
      ${renderFields(
        {
          target: this.target,
          edit: this.edit,
          problem,
          problemId: PROBLEM_ID,
          disabled: this.locked,
          comma: gameLanguage(this.lang) !== 'en',
          labels: { target: this.fieldLabel('target'), chance: this.fieldLabel('chance') },
          lower: this.t('lowerTarget'),
          raise: this.t('raiseTarget'),
        },
        { onEdit: (field, text) => this.editField(field, text), onCommit: (field) => this.commitField(field), onNudge: (direction, fine) => this.nudgeTarget(direction, fine) },
      )}
      ${problem ? html`<p class="problem" id=${PROBLEM_ID} role="alert"><span aria-hidden="true">⚠</span> ${this.problemText(problem)}</p>` : nothing}
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<div class="limbo-profit"><span>${this.t('profitOnWin')}</span><strong>${this.profitText()}</strong></div>`;
  }

  /** The big counter: 1.00× on the pad, climbing while the rocket flies, the result with ✓ or ✗ once landed. Read out by the banner and the outcome line instead. */
  private renderCounter(): TemplateResult {
    const shown = this.shownHere;
    const value = shown ? counterAt(shown.result, this.flight.elapsed, shown.duration) : 100;
    const text = this.times(value);
    const state = !shown ? 'idle' : !this.landed ? 'flying' : shown.won ? 'win' : 'loss';
    const mark = state === 'win' ? '✓' : state === 'loss' ? '✗' : '';
    return html`<div class="counter ${state}" aria-hidden="true" style="--chars:${Math.max(6, text.length + (mark ? 1 : 0))}">
      ${mark ? html`<span class="mark">${mark}</span>` : nothing}<span class="value">${text}</span>
    </div>`;
  }

  private boardView() {
    const shown = this.shownHere;
    // A flight is drawn against its own round's target, even if the field changed while it climbed.
    const targetHundredths = shown?.target ?? this.target;
    const target = this.times(targetHundredths);
    const flight = shown
      ? { result: shown.result, progress: this.flight.progress, landed: this.landed, won: shown.won }
      : null;
    const label = !shown
      ? fill(this.t('onPad'), { target })
      : !this.landed
        ? fill(this.t('flying'), { target })
        : fill(this.t(shown.won ? 'landedWon' : 'landedLost'), { result: this.times(shown.result), target });
    return { target: targetHundredths, flight, label, targetText: target };
  }

  /** The strip of this session's last results, newest first (drawn from the right); the flight still climbing joins once it lands. */
  private renderLastResults(): TemplateResult | typeof nothing {
    const rounds = this.history.filter((round: PlayedRound) => typeof (round.state as LimboState | null)?.result === 'number').slice(0, LAST_RESULTS);
    if (rounds.length === 0) return nothing;
    return html`<div class="last" role="list" aria-label=${this.t('lastResults')}>
      ${rounds.map((round) => {
        const { result, won } = round.state as LimboState;
        return html`<span role="listitem" class="chip ${won ? 'win' : 'loss'}"><span aria-hidden="true">${won ? '✓' : '✗'}</span>
          ${this.times(Math.round(result * 100))} <span class="sr">${this.t(won ? 'win' : 'loss')}</span></span>`;
      })}
    </div>`;
  }

  /** The landed result in words under the sky (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.landed) return '';
    const { result, won, round } = this.flight.shown!;
    const values = { result: this.times(result), payout: this.money.amount(round.payout) };
    return `${won ? '✓' : '✗'} ${fill(this.t(won ? 'resultWon' : 'resultLost'), values)}`;
  }

  private get landed(): boolean {
    return this.flight.landed;
  }

  /** The shown flight while its target is still the one set: a new target puts the rocket back on the pad. */
  private get shownHere(): ShownFlight | null {
    const shown = this.flight.shown;
    return shown && (this.flying || shown.target === this.target) ? shown : null;
  }

  /** A multiplier in hundredths as the player reads it: "2.37×", "1,000,000.00×", "2,37×". */
  private times(hundredths: number): string {
    return this.money.multiplier(fixed(hundredths, 2));
  }

  private fieldLabel(field: LimboField): string {
    return this.t(field === 'target' ? 'target' : 'winChance');
  }

  private problemText(problem: Problem): string {
    const values: Record<string, string> = { field: this.fieldLabel(problem.field), places: String(problem.field === 'target' ? 2 : 6) };
    // The limits as they are read, "1.01×" and "1,000,000×", not as the counter shows results.
    const limit = (target: number) => `${this.money.number(multiplierText(target), 2)}×`;
    if (problem.key === 'targetRange') Object.assign(values, { min: limit(MIN_TARGET), max: limit(MAX_TARGET) });
    if (problem.key === 'chanceRange') Object.assign(values, { min: this.money.percent(chanceText(MIN_CHANCE), 6), max: this.money.percent(chanceText(MAX_CHANCE), 6) });
    return fill(this.t(problem.key), values);
  }

  /**
   * stake × (target − 1), exactly as the server would pay it (stake × target cut to 10 places, less
   * the stake); a free bet stakes nothing of the player's, so its win is all profit.
   */
  private profitText(): string {
    const stake = this.stake;
    if (this.problem || stake === null) return '—';
    const payout = multiplyDecimal(stake, multiplierText(this.target), 10);
    return this.money.amount(this.freeBetOn ? payout : subtractDecimal(payout, stake));
  }

  /** ↑ / ↓ (and the − / + buttons): the next target up or down, Shift for a hundredth; a half-typed value is dropped. */
  private nudgeTarget(direction: 1 | -1, fine: boolean): void {
    if (this.locked) return;
    this.target = nudge(this.target, direction, fine);
    this.edit = null;
  }

  private editField(field: LimboField, text: string): void {
    const reading = readField(field, text, gameLanguage(this.lang));
    if ('target' in reading) this.target = reading.target;
    this.edit = { field, text };
  }

  /** Leaving a field shows its value as the other does ("7" → "7.001414"), unless it still needs fixing. */
  private commitField(field: LimboField): void {
    if (this.edit?.field === field && 'target' in readField(field, this.edit.text, gameLanguage(this.lang))) this.edit = null;
  }

  /** Launches: the previous flight lands first, then the new one climbs from 1.00×. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.problem) return null;
    this.flight.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as LimboState | undefined;
    if (!round || typeof state?.result !== 'number') return round;
    const target = Math.round(state.target * 100);
    this.flight.play({ round, result: Math.round(state.result * 100), target, won: state.won, duration: this.motion(FLIGHT_MS) });
    return round;
  }

  /** Puts the counter on the result at once, and tells the player. */
  land(): void {
    this.flight.land();
  }
}
