import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
// The destinations, not the rules module: live players never download zod.
import { DESTINATION_MULTIPLIERS, LAUNCH_DESTINATIONS, arrivalChance, stagesTo, type LaunchDestination } from '../destinations';
import type { LaunchParams, LaunchState } from '../rules';
import { launchStrings } from '../strings';
import { renderDefs, renderEarthLimb, renderLadder, renderMarkers, renderSkyAndStars, renderWorld } from './backdrop';
import { cameraAt, flightAt, flightMs, padFrame, type FlightFrame } from './flight-motion';
import { launchStyles } from './launch-game.styles';
import { renderArrival, renderExplosion, renderFalling, renderRocket } from './rocket-art';
import { LEVEL, VIEW } from './scene-geometry';

/** A settled flight the board shows: where it went, how far it got, and how long it plays. */
interface ShownFlight {
  readonly round: PlayedRound;
  readonly destination: LaunchDestination;
  readonly stages: number;
  readonly fired: number;
  readonly multiplier: string;
  /** How long this flight plays (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
}

/**
 * Launch: pick a destination, bet, and the rocket flies. The board is a tall sky (clouds, then
 * stars, Earth's curve, the Moon and Mars) with a line at each destination's altitude and a ladder
 * of the five at the right; the rocket has one stage per leg. A settled flight plays ≈ 600 ms per
 * stage with the camera following (4× faster in fast mode, at once with reduced motion): each stage
 * that fires climbs a level and falls away; a failing one sputters, tumbles and explodes. The money
 * has moved already; only the verdict (the shell's banner) waits for the landing. Skip or Escape
 * lands it at once; Bet again, or a new destination, lands the flight shown first.
 */
export class LaunchGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    destination: { state: true },
  };

  static override styles = [...GameShell.styles, launchStyles];

  protected readonly game = 'launch';
  protected readonly gameStrings = launchStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).launchGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).launchPlayerRules;
  }

  declare protected destination: LaunchDestination;
  protected clock: FrameClock = browserFrameClock;
  /** The flight on the board; once landed its end frame stays until the next bet or a new destination. */
  protected readonly flight = new OutcomeAnimation<ShownFlight>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
  });

  constructor() {
    super();
    this.destination = 'orbit';
    this.hotkeys.add(this.flight.skipKey(() => this.t('skip')));
  }

  /** True while the rocket is still flying. */
  get flying(): boolean {
    return this.flight.playing;
  }

  protected override betParams(): LaunchParams {
    return { destination: this.destination };
  }

  /** A multiplier's decimal text in the player's digits, with its sign ("4.224" → "4,224×" in pt and es). */
  private times(multiplier: string): string {
    return `${gameLanguage(this.lang) === 'en' ? multiplier : multiplier.replace('.', ',')}×`;
  }

  /** "1 stage", "3 stages" in the player's language. */
  private stagesText(stages: number): string {
    return stages === 1 ? this.t('oneStage') : fill(this.t('stages'), { stages: String(stages) });
  }

  /** The frame on the board now: the shown flight's, scaled to its normal-speed timeline, else the rocket on the pad. */
  private frame(): FlightFrame {
    const shown = this.flight.shown;
    if (!shown) return padFrame();
    return flightAt(shown, this.flight.progress * flightMs(shown));
  }

  protected renderBoard(): TemplateResult {
    const shown = this.flight.shown;
    const destination = shown?.destination ?? this.destination;
    const stages = stagesTo(destination);
    const frame = this.frame();
    const camera = cameraAt(frame.altitude);
    const shift = `translate(0 ${Math.round(camera * LEVEL * 100) / 100})`;
    const markers = LAUNCH_DESTINATIONS.map((d) => `${this.t(d)} · ${this.times(DESTINATION_MULTIPLIERS[d])}`);
    const result = this.flight.landed ? (shown!.multiplier === '0' ? 'loss' : 'win') : 'idle';
    return html`<div class="panel launch">
      <div class="launch-art">
        <svg viewBox=${`0 0 ${VIEW.width} ${VIEW.height}`} role="img" aria-label=${this.boardLabel(destination, stages)}>
          ${guard([], () => renderDefs())}
          <g transform=${shift}>${guard([], () => renderSkyAndStars())}</g>
          ${renderEarthLimb(camera)}
          <g transform=${shift}>
            ${guard([], () => renderWorld())}
            ${guard([this.lang, stages], () => renderMarkers(markers, stages))}
            ${renderFalling(frame)}
            ${renderArrival(stages, frame)}
            ${renderRocket(stages, frame)}
            ${renderExplosion(frame)}
          </g>
          ${renderLadder(frame.altitude, stages)}
        </svg>
      </div>
      <p class="outcome ${result}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** The board's name: the rocket on the pad, in flight, arrived or exploded. */
  private boardLabel(destination: LaunchDestination, stages: number): string {
    const shown = this.flight.shown;
    const name = this.t(destination);
    if (!shown) return fill(this.t('boardReady'), { stages: this.stagesText(stages), name });
    if (this.flying) return fill(this.t('boardFlying'), { name });
    const values = { name, fired: String(shown.fired), stages: String(stages), failed: String(shown.fired + 1) };
    return fill(this.t(shown.fired === stages ? 'boardArrived' : 'boardFailed'), values);
  }

  /** The landed flight in words under the board (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    const shown = this.flight.shown;
    if (!shown) return '';
    if (this.flying) return this.t('flying');
    if (shown.multiplier === '0') return `✗ ${fill(this.t('flightLost'), { failed: String(shown.fired + 1) })}`;
    return `✓ ${fill(this.t('flightWon'), { name: this.t(shown.destination), payout: this.money.amount(shown.round.payout) })}`;
  }

  protected override renderSettings(): TemplateResult {
    const lang = gameLanguage(this.lang);
    const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 });
    return html`<fieldset class="launch-settings" ?disabled=${this.locked}>
      <legend>${this.t('destination')}</legend>
      <div class="options">
        ${LAUNCH_DESTINATIONS.map((d) => {
          const stages = this.stagesText(stagesTo(d));
          const multiplier = this.times(DESTINATION_MULTIPLIERS[d]);
          const chance = percent.format(arrivalChance(d));
          const label = fill(this.t('optionLabel'), { name: this.t(d), stages, multiplier, chance });
          return html`<label>
            <input type="radio" name="launch-destination" value=${d} aria-label=${label} .checked=${live(d === this.destination)}
              @change=${() => this.choose(d)} />
            <span class="option" aria-hidden="true">
              <span class="name">${this.t(d)}</span><span class="count">${stages}</span>
              <strong class="pays">${multiplier}</strong><span class="chance">${chance}</span>
            </span>
          </label>`;
        })}
      </div>
    </fieldset>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.flight.renderSkip(this.t('skip'));
  }

  /** A new destination: the flight shown lands first (its result told), then the new rocket stands on the pad. */
  private choose(destination: LaunchDestination): void {
    this.flight.clear();
    this.destination = destination;
  }

  /** Flies: the previous flight lands first, then the new rocket lifts off from the pad. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.flight.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as LaunchState | undefined;
    if (!round || typeof state?.fired !== 'number') return round;
    const { destination } = (round.params ?? this.betParams()) as LaunchParams;
    const stages = stagesTo(destination);
    const duration = this.motion(flightMs({ stages, fired: state.fired }));
    this.flight.play({ round, destination, stages, fired: state.fired, multiplier: state.multiplier, duration });
    return round;
  }

  /** Lands the flight at once, and tells the player. */
  land(): void {
    this.flight.land();
  }
}
