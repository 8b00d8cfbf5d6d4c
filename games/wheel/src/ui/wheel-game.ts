import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
// The layouts, not the rules module: live players never download zod.
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, layoutEntries, wheelLayout, type WheelRisk, type WheelSegmentCount } from '../layouts';
import type { WheelParams, WheelState } from '../rules';
import { wheelStrings } from '../strings';
import { segmentColour } from './segment-colour';
import { landingAngle, restAngle, SPIN_MS, spinAngle, spinTurns, stopWithin } from './spin-motion';
import { WHEEL_VIEWBOX, renderDefs, renderPointerAndHub, renderSegments, renderStuds } from './wheel-board';
import { wheelStyles } from './wheel-game.styles';

/** A settled spin the board shows: the wheel turns from `from` to `to` degrees, then the result is told. */
interface ShownSpin {
  readonly round: PlayedRound;
  readonly risk: WheelRisk;
  readonly segments: WheelSegmentCount;
  readonly segment: number;
  readonly multiplier: string;
  readonly from: number;
  readonly to: number;
  /** How long this spin turns (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
}

/**
 * Wheel: pick a risk and a number of segments, spin. The board draws the wheel of that layout, each
 * winning segment coloured by its multiplier with the multiplier written on it, each 0× hatched; a
 * pointer at the top; and under it a legend of the layout's multipliers with their counts and
 * chances. Risk and segments are two radio groups (arrows move within each, as native radios do).
 *
 * A settled spin turns the wheel for 2.4 s, slowing into the result (600 ms in fast mode, at once
 * with reduced motion); the money has moved already, only the verdict (the shell's banner) waits
 * for the wheel to stop. Skip or Escape stops it at once; pressing Bet again, or changing the
 * layout, stops the previous spin first.
 */
export class WheelGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    risk: { state: true },
    segments: { state: true },
    angle: { state: true },
  };

  static override styles = [...GameShell.styles, wheelStyles];

  protected readonly game = 'wheel';
  protected readonly gameStrings = wheelStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).wheelGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).wheelPlayerRules;
  }

  declare protected risk: WheelRisk;
  declare protected segments: WheelSegmentCount;
  /** The wheel's angle at rest, in degrees clockwise. */
  declare protected angle: number;
  protected clock: FrameClock = browserFrameClock;
  /** The spin on the board; as it lands the wheel rests where it stopped. */
  protected readonly spin = new OutcomeAnimation<ShownSpin>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    landed: (shown) => {
      this.angle = ((shown.to % 360) + 360) % 360;
    },
  });

  constructor() {
    super();
    this.risk = 'medium';
    this.segments = 30;
    this.angle = restAngle(this.segments);
    this.hotkeys.add(this.spin.skipKey(() => this.t('skip')));
  }

  /** True while the wheel is still turning. */
  get spinning(): boolean {
    return this.spin.playing;
  }

  protected override betParams(): WheelParams {
    return { risk: this.risk, segments: this.segments };
  }

  /** A multiplier's decimal text in the player's digits ("1.5" → "1,5" in pt and es). */
  private digits(multiplier: string): string {
    return gameLanguage(this.lang) === 'en' ? multiplier : multiplier.replace('.', ',');
  }

  protected renderBoard(): TemplateResult {
    // The wheel of the spin shown (its layout may differ from the choice if the round says so), else the player's choice.
    const shown = this.spin.shown;
    const risk = shown?.risk ?? this.risk;
    const segments = shown?.segments ?? this.segments;
    const layout = wheelLayout(risk, segments);
    const landed = this.spin.landed ? shown!.segment : null;
    const angle = shown ? spinAngle(shown.from, shown.to, this.spin.elapsed, shown.duration) : this.angle;
    const hub = landed === null ? '' : `${this.digits(shown!.multiplier)}×`;
    const name = fill(this.t('wheelLabel'), { risk: this.t(risk).toLowerCase(), segments: String(segments) });
    const label = landed === null ? name : `${name}, ${fill(this.t('landedOn'), { multiplier: hub })}`;
    return html`<div class="panel wheel">
      <div class="wheel-art ${this.spinning ? 'spinning' : ''}">
        <svg viewBox=${WHEEL_VIEWBOX} role="img" aria-label=${label}>
          ${renderDefs()}
          <circle class="rim" r="154"></circle>
          <g class="turning" transform=${`rotate(${Math.round(angle * 100) / 100})`}>
            ${guard([layout, landed, this.lang], () => renderSegments(layout, landed, (m) => this.digits(m)))}
            ${guard([segments], () => renderStuds(segments))}
          </g>
          ${renderPointerAndHub(hub)}
        </svg>
      </div>
      <p class="outcome ${landed === null ? 'idle' : shown!.multiplier === '0' ? 'loss' : 'win'}">${this.renderOutcome()}</p>
      ${this.renderLegend(layout, landed === null ? null : shown!.multiplier)}
    </div>`;
  }

  /** The layout's multipliers, smallest first: swatch, multiplier, count and chance; the one just landed on is marked. */
  private renderLegend(layout: readonly string[], hit: string | null): TemplateResult {
    const n = layout.length;
    const percent = new Intl.NumberFormat(localeOf(this.lang), { style: 'percent', maximumFractionDigits: 2 });
    return html`<ul class="legend" aria-label=${this.t('legend')}>
      ${layoutEntries(layout).map(({ multiplier, count }) => {
        const colour = segmentColour(multiplier);
        const chance = percent.format(count / n);
        return html`<li class=${multiplier === hit ? 'hit' : ''} aria-current=${multiplier === hit ? 'true' : nothing}>
          <span class="swatch ${colour ? '' : 'zero'}" style=${colour ? `background:${colour}` : nothing} aria-hidden="true"></span>
          <strong>${this.digits(multiplier)}×</strong>
          <span class="odds" aria-hidden="true">${count}/${n} · ${chance}</span>
          <span class="sr">${fill(this.t('legendEntry'), { count: String(count), segments: String(n), chance })}</span>
        </li>`;
      })}
    </ul>`;
  }

  /** The landed spin in words under the wheel (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.spin.landed) return this.spinning ? this.t('spinning') : '';
    const { multiplier, round } = this.spin.shown!;
    const values = { multiplier: `${this.digits(multiplier)}×`, payout: this.money.amount(round.payout) };
    return multiplier === '0' ? `✗ ${fill(this.t('spinLost'), values)}` : `✓ ${fill(this.t('spinWon'), values)}`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<div class="wheel-settings">
      ${this.renderChoice('risk', this.t('risk'), WHEEL_RISKS, this.risk, (risk) => this.t(risk), (risk) => this.choose({ risk }))}
      ${this.renderChoice('segments', this.t('segments'), WHEEL_SEGMENT_COUNTS, this.segments, (n) => this.money.number(n), (segments) => this.choose({ segments }))}
    </div>`;
  }

  /** A radio group as a row of buttons: one tab stop, arrows move the choice (the browser's own radios). */
  private renderChoice<T extends string | number>(name: string, legend: string, options: readonly T[], chosen: T, label: (option: T) => string, pick: (option: T) => void): TemplateResult {
    return html`<fieldset class="choice ${name}" ?disabled=${this.locked}>
      <legend>${legend}</legend>
      <div class="options">
        ${options.map(
          (option) => html`<label><input type="radio" name=${`wheel-${name}`} value=${String(option)} .checked=${live(option === chosen)}
            @change=${() => pick(option)} /><span>${label(option)}</span></label>`,
        )}
      </div>
    </fieldset>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.spin.renderSkip(this.t('skip'));
  }

  /** A new layout: the spin shown lands first (its result told), then the wheel shows the new layout at rest. */
  private choose(change: { risk?: WheelRisk; segments?: WheelSegmentCount }): void {
    this.spin.clear();
    if (change.risk !== undefined) this.risk = change.risk;
    if (change.segments !== undefined) this.segments = change.segments;
    this.angle = restAngle(this.segments);
  }

  /** Spins: the previous spin lands first, then the wheel turns on from where it stopped. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.spin.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as WheelState | undefined;
    if (!round || typeof state?.segment !== 'number') return round;
    const params = (round.params ?? this.betParams()) as WheelParams;
    const before = this.spin.shown;
    // A wheel of another layout starts from its own rest.
    const from = params.risk === (before?.risk ?? this.risk) && params.segments === (before?.segments ?? this.segments) ? this.angle : restAngle(params.segments);
    const duration = this.motion(SPIN_MS);
    const to = landingAngle(from, state.segment, params.segments, stopWithin(round.id), spinTurns(duration));
    this.spin.play({ round, risk: params.risk, segments: params.segments, segment: state.segment, multiplier: state.multiplier, from, to, duration });
    return round;
  }

  /** Stops the wheel on the result at once, and tells the player. */
  land(): void {
    this.spin.land();
  }
}
