import { localeOf, GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, gameLanguage, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
// The ladders, not the rules module: live players never download zod.
import { VOLT_LADDERS, VOLT_RISKS, VOLT_RUNGS, levelChance, type VoltRisk } from '../ladders';
import type { VoltParams, VoltState } from '../rules';
import { voltStrings } from '../strings';
import { hashText } from './arc-path';
import { climbFrame, climbMs, landedFrame, type ClimbFrame } from './climb-motion';
import { COIL_VIEWBOX, SPHERE_HEIGHT, renderCoilBody, renderDefs, renderRings, renderSphere, renderTags } from './coil-art';
import { renderArc, renderBurst, renderFizzle } from './coil-effects';
import { timesText } from './number-text';
import { voltStyles } from './volt-game.styles';

/** A settled climb the board shows: the charge climbs to `level`, then the result is told. */
interface ShownClimb {
  readonly round: PlayedRound;
  readonly risk: VoltRisk;
  readonly level: number;
  readonly multiplier: string;
  /** How long this climb plays (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
  /** Seeds the arc's jags and the sparks: the same round always crackles the same way. */
  readonly seed: number;
}

/** How often the arc redraws its jags while it plays: it crackles. */
const CRACKLE_MS = 45;

/**
 * Volt: pick a risk, bet, and the charge climbs a Tesla coil of ten rungs; the highest rung it
 * reaches pays its multiplier, and a fizzle at the base pays nothing. The board draws the coil in a
 * dark chamber with each rung's multiplier beside it, and next to it the ladder: every rung's
 * multiplier and chance, top rung first. Risk is a radio group (arrows move it, as native radios do).
 *
 * A settled climb plays 180 ms a rung, the arc crackling up rung by rung and lighting each, then
 * 400 ms of ending: sparks falling where it fizzled, or the top sphere bursting (a quarter of that in
 * fast mode, at once with reduced motion). The money has moved already; only the verdict (the shell's
 * banner) waits for the landing. Skip or Escape lands it at once; Bet again, or a new risk, lands it first.
 */
export class VoltGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    risk: { state: true },
  };

  static override styles = [...GameShell.styles, voltStyles];

  protected readonly game = 'volt';
  protected readonly gameStrings = voltStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).voltGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).voltPlayerRules;
  }

  declare protected risk: VoltRisk;
  protected clock: FrameClock = browserFrameClock;
  /** The climb on the board; once landed the coil stays lit up to the rung it reached. */
  protected readonly climb = new OutcomeAnimation<ShownClimb>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
  });

  constructor() {
    super();
    this.risk = 'medium';
    this.hotkeys.add(this.climb.skipKey(() => this.t('skip')));
  }

  /** True while the charge is still climbing (or fizzling). */
  get climbing(): boolean {
    return this.climb.playing;
  }

  protected override betParams(): VoltParams {
    return { risk: this.risk };
  }

  /** A multiplier in the player's digits, with its sign ("0.2" → "0,2×" in pt and es). */
  private times(multiplier: string): string {
    return timesText(multiplier, gameLanguage(this.lang));
  }

  protected renderBoard(): TemplateResult {
    // The ladder of the climb shown (the round's own risk), else the player's choice.
    const shown = this.climb.shown;
    const risk = shown?.risk ?? this.risk;
    const { multipliers } = VOLT_LADDERS[risk];
    const frame: ClimbFrame | null = !shown ? null : this.climbing ? climbFrame(shown.level, this.climb.elapsed, shown.duration) : landedFrame(shown.level);
    const landed = this.climb.landed ? shown!.level : null;
    const lit = frame?.lit ?? 0;
    const top = shown?.level === VOLT_RUNGS && frame?.ending !== null;
    const name = fill(this.t('coilLabel'), { risk: this.t(risk).toLowerCase() });
    return html`<div class="panel volt">
      <div class="coil-art ${this.climbing ? 'climbing' : ''}">
        <svg viewBox=${COIL_VIEWBOX} role="img" aria-label=${landed === null ? name : `${name}, ${this.landedWords(shown!)}`}>
          ${guard([], () => renderDefs())}
          ${guard([], () => renderCoilBody())}
          ${renderRings(lit)}
          ${renderSphere(top)}
          ${guard([multipliers, lit, landed, this.lang], () => renderTags(multipliers, lit, landed, (m) => this.times(m)))}
          ${shown && frame ? this.renderEffects(shown, frame) : nothing}
        </svg>
      </div>
      ${this.renderLadder(risk, lit, landed)}
      <p class="outcome ${this.outcomeClass()}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** The arc as it climbs, then the fizzle or the burst; once landed, the arc holds where it stopped (at the top: on the sphere). */
  private renderEffects(shown: ShownClimb, frame: ClimbFrame) {
    const held = shown.level === VOLT_RUNGS ? SPHERE_HEIGHT : shown.level;
    if (!this.climbing) return held > 0 ? renderArc(held, shown.seed, 0.55) : nothing;
    const seed = (shown.seed + Math.floor(this.climb.elapsed / CRACKLE_MS)) >>> 0;
    if (frame.ending === null) return renderArc(frame.height, seed);
    if (shown.level === VOLT_RUNGS) return html`${renderArc(SPHERE_HEIGHT, seed)}${renderBurst(frame.ending)}`;
    return html`${renderArc(shown.level, seed, 1 - frame.ending)}${renderFizzle(shown.level, frame.ending, shown.seed)}`;
  }

  /** The ladder beside the coil, top rung first under its heading: multiplier and chance; rungs reached lit, the one it stopped on marked. */
  private renderLadder(risk: VoltRisk, lit: number, landed: number | null): TemplateResult {
    const percent = new Intl.NumberFormat(localeOf(gameLanguage(this.lang)), { style: 'percent', maximumSignificantDigits: 3 });
    const levels = Array.from({ length: VOLT_RUNGS + 1 }, (_, i) => VOLT_RUNGS - i);
    return html`<div class="ladder-box">
      <div class="ladder-head" aria-hidden="true"><span></span><span>${this.t('legendPays')}</span><span>${this.t('legendChance')}</span></div>
      <ol class="ladder" aria-label=${this.t('legend')}>
      ${levels.map((level) => {
        const multiplier = this.times(VOLT_LADDERS[risk].multipliers[level]!);
        const chance = percent.format(levelChance(risk, level));
        const place = level === 0 ? this.t('legendBase') : fill(this.t('legendRung'), { rung: String(level) });
        const hit = level === landed;
        return html`<li class="${level > 0 && level <= lit ? 'lit' : ''} ${hit ? 'hit' : ''}" aria-current=${hit ? 'true' : nothing} data-level=${level}>
          <span class="rung" aria-hidden="true">${level === 0 ? '0' : level}</span>
          <strong aria-hidden="true">${multiplier}</strong>
          <span class="odds" aria-hidden="true">${chance}</span>
          <span class="sr">${fill(this.t('legendEntry'), { place, multiplier, chance })}</span>
        </li>`;
      })}
    </ol>
    </div>`;
  }

  /** Where the landed climb stopped, in words for the coil's name. */
  private landedWords({ level, multiplier }: ShownClimb): string {
    return level === 0 ? this.t('fizzledBase') : fill(this.t('reachedRung'), { rung: String(level), multiplier: this.times(multiplier) });
  }

  /** How the landed climb reads against its stake, as the shell's banner has it: a win, the stake back, part of it, or nothing. */
  private outcomeClass(): string {
    if (!this.climb.landed) return 'idle';
    const { level, multiplier } = this.climb.shown!;
    if (level === 0) return 'loss';
    const order = compareDecimal(multiplier, '1');
    return order > 0 ? 'win' : order === 0 ? 'even' : 'partial';
  }

  /** The landed climb in words under the board (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.climb.landed) return this.climbing ? this.t('climbing') : '';
    const { level, multiplier, round } = this.climb.shown!;
    if (level === 0) return `✗ ${this.t('climbLost')}`;
    const values = { rung: String(level), multiplier: this.times(multiplier), payout: this.money.amount(round.payout) };
    const order = compareDecimal(multiplier, '1');
    if (order > 0) return `✓ ${fill(this.t('climbWon'), values)}`;
    return `↺ ${fill(this.t(order === 0 ? 'climbEven' : 'climbPart'), values)}`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<fieldset class="volt-settings" ?disabled=${this.locked}>
      <legend>${this.t('risk')}</legend>
      <div class="options">
        ${VOLT_RISKS.map(
          (risk) => html`<label><input type="radio" name="volt-risk" value=${risk} .checked=${live(risk === this.risk)}
            @change=${() => this.choose(risk)} /><span>${this.t(risk)}</span></label>`,
        )}
      </div>
    </fieldset>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.climb.renderSkip(this.t('skip'));
  }

  /** A new risk: the climb shown lands first (its result told), then the coil shows the new ladder, dark. */
  private choose(risk: VoltRisk): void {
    this.climb.clear();
    this.risk = risk;
  }

  /** Climbs: the previous climb lands first, then the charge climbs from the base. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.climb.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as VoltState | undefined;
    if (!round || typeof state?.level !== 'number') return round;
    const { risk } = (round.params ?? this.betParams()) as VoltParams;
    this.climb.play({ round, risk, level: state.level, multiplier: state.multiplier, duration: this.motion(climbMs(state.level)), seed: hashText(round.id) });
    return round;
  }

  /** Lands the climb on its result at once, and tells the player. */
  land(): void {
    this.climb.land();
  }
}
