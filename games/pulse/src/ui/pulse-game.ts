import { GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The beat tables, not the rules module: live players never download zod.
import { BEAT_TABLES, FLATLINE, PULSE_RISKS, SLOTS, type PulseRisk } from '../beats';
import { beatsText, digitsIn, timesText } from '../format';
import type { PulseParams, PulseState } from '../rules';
import { pulseStrings } from '../strings';
import { runningEquation } from './equation';
import { MONITOR_VIEWBOX, renderMonitor } from './monitor-board';
import { BEAT_MS, beatsRevealed } from './monitor-trace';
import { pulseStyles } from './pulse-game.styles';

/** A settled round on the monitor: the sweep draws its beats for `duration` ms, then the result is told. */
interface ShownPulse {
  readonly round: PlayedRound;
  readonly risk: PulseRisk;
  /** The beats played, stopping at a flatline. */
  readonly played: readonly string[];
  readonly multiplier: string;
  readonly duration: number;
}

/** The beats a settled round's state carries, or null when it carries none the monitor can draw. */
function playedOf(state: unknown): string[] | null {
  const beats = (state as PulseState | null)?.beats;
  if (!Array.isArray(beats) || beats.length < 1 || beats.length > 3 || !beats.every((b) => typeof b === 'string' && /^\d+(\.\d+)?$/.test(b))) return null;
  return beats;
}

/**
 * Pulse: pick a risk and bet; a heart monitor sweeps three heartbeats, each a spike whose height is
 * its multiplier, and the round pays their product. A flatline on any beat loses: the trace turns
 * red and runs flat to the end. The running product stands big on the screen ("×2 → ×1 → ×3 = 6×");
 * beside the monitor the risk's beat table gives every spike's chance. Risk is a radio group.
 *
 * A settled round sweeps for 2.1 s, 700 ms a beat (525 ms in all in fast mode, at once with reduced
 * motion), each beat beeping as the sweep passes its peak; the money has moved already, only the
 * verdict (the shell's banner) waits for the sweep. Skip or Escape lands it at once; betting again,
 * or changing the risk, lands the round shown first.
 */
export class PulseGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    risk: { state: true },
  };

  static override styles = [...GameShell.styles, pulseStyles];

  protected readonly game = 'pulse';
  protected readonly gameStrings = pulseStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).pulseGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).pulsePlayerRules;
  }

  declare protected risk: PulseRisk;
  protected clock: FrameClock = browserFrameClock;
  /** Beats of the round shown whose beep has sounded, so each sounds once. */
  private sounded = 0;
  /** The round on the monitor: the sweep draws its beats, then the round is told. */
  protected readonly sweep = new OutcomeAnimation<ShownPulse>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    // Each beat beeps as the sweep passes its peak: a brighter chime above 1×; a flatline is silent until the verdict.
    frame: ({ played, duration }, elapsed) => {
      const revealed = beatsRevealed(elapsed / duration, played.length);
      for (; this.sounded < revealed; this.sounded++) {
        const beat = played[this.sounded]!;
        if (beat !== FLATLINE) this.sound.play(compareDecimal(beat, '1') > 0 ? 'reveal' : 'tick');
      }
    },
  });

  constructor() {
    super();
    this.risk = 'medium';
    this.hotkeys.add(this.sweep.skipKey(() => this.t('skip')));
  }

  /** True while the sweep is still drawing. */
  get sweeping(): boolean {
    return this.sweep.playing;
  }

  protected override betParams(): PulseParams {
    return { risk: this.risk };
  }

  private get language() {
    return gameLanguage(this.lang);
  }

  protected renderBoard(): TemplateResult {
    const shown = this.sweep.shown;
    const risk = shown?.risk ?? this.risk;
    const revealed = shown ? beatsRevealed(this.sweep.progress, shown.played.length) : 0;
    const seen = shown?.played.slice(0, revealed) ?? [];
    const flat = seen.includes(FLATLINE);
    const header = shown ? runningEquation(seen, (text) => digitsIn(text, this.language)) || this.t('beating') : this.t('hint');
    const tone = !shown ? 'idle' : flat ? 'flat' : this.sweep.landed ? 'win' : 'live';
    return html`<div class="panel pulse">
      <div class="monitor">
        <svg viewBox=${MONITOR_VIEWBOX} role="img" aria-label=${this.boardLabel(shown, risk)}>
          ${renderMonitor({
            played: shown?.played ?? null,
            progress: this.sweep.progress,
            revealed,
            header,
            tone,
            risk: this.t(risk),
            label: (beat) => timesText(beat, this.language),
            flatline: this.t('flatline'),
            sweeping: this.sweeping,
          })}
        </svg>
      </div>
      <p class="outcome ${this.sweep.landed ? this.verdict(shown!) : 'idle'}">${this.renderOutcome()}</p>
      ${this.renderTable(risk, this.sweep.landed ? shown!.played : [])}
    </div>`;
  }

  /** The monitor's name: the risk and, once landed, each beat and what the round pays. */
  private boardLabel(shown: ShownPulse | null, risk: PulseRisk): string {
    const values = { risk: this.t(risk).toLowerCase() };
    if (!shown) return fill(this.t('monitorIdle'), values);
    if (!this.sweep.landed) return fill(this.t('monitorBeating'), values);
    const beats = shown.played
      .map((beat, i) => fill(this.t('beatLabel'), { n: String(i + 1), multiplier: beat === FLATLINE ? this.t('flatline').toLowerCase() : timesText(beat, this.language) }))
      .join(', ');
    return fill(this.t('monitorLanded'), { ...values, beats, multiplier: timesText(shown.multiplier, this.language) });
  }

  /** How the round ends for the player: more than the bet back, some of it, or a flatline. */
  private verdict(shown: ShownPulse): 'win' | 'back' | 'loss' {
    if (shown.multiplier === FLATLINE) return 'loss';
    return compareDecimal(shown.round.payout, shown.round.amount) > 0 ? 'win' : 'back';
  }

  /** The landed round in words under the monitor (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.sweep.landed) return this.sweeping ? this.t('beating') : '';
    const shown = this.sweep.shown!;
    const values = {
      beats: beatsText(shown.played, this.language),
      multiplier: timesText(shown.multiplier, this.language),
      payout: this.money.amount(shown.round.payout),
      n: String(shown.played.length),
    };
    const verdict = this.verdict(shown);
    if (verdict === 'loss') return `✗ ${fill(this.t('outcomeLost'), values)}`;
    return verdict === 'win' ? `✓ ${fill(this.t('outcomeWon'), values)}` : fill(this.t('outcomeBack'), values);
  }

  /** The risk's beat table: each spike's multiplier and chance (the 2× with beat 1's 1.92×); the spikes just played are marked. */
  private renderTable(risk: PulseRisk, played: readonly string[]): TemplateResult {
    const percent = new Intl.NumberFormat(localeOf(this.language), { style: 'percent', maximumFractionDigits: 4 });
    const hit = new Set(played.map((beat, i) => (i === 0 ? (BEAT_TABLES[risk].find((e) => e.first === beat)?.multiplier ?? beat) : beat)));
    return html`<ul class="beat-table" aria-label=${fill(this.t('table'), { risk: this.t(risk).toLowerCase() })}>
      ${BEAT_TABLES[risk].map(({ multiplier, first, slots }) => {
        const chance = percent.format(slots / SLOTS);
        const times = timesText(multiplier, this.language);
        const isHit = hit.has(multiplier);
        return html`<li class="${multiplier === FLATLINE ? 'flat' : ''} ${isHit ? 'hit' : ''}" aria-current=${isHit ? 'true' : nothing}>
          <strong>${multiplier === FLATLINE ? html`${times} <span class="flat-word">${this.t('flatline')}</span>` : times}</strong>
          <span class="chance" aria-hidden="true">${chance}</span>
          ${first === multiplier ? nothing : html`<span class="first">${fill(this.t('firstBeat'), { multiplier: timesText(first, this.language) })}</span>`}
          <span class="sr">${fill(this.t('tableEntry'), { multiplier: times, chance })}</span>
        </li>`;
      })}
    </ul>`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<div class="pulse-settings">
      <fieldset class="choice risk" ?disabled=${this.locked}>
        <legend>${this.t('risk')}</legend>
        <div class="options">
          ${PULSE_RISKS.map(
            (risk) => html`<label><input type="radio" name="pulse-risk" value=${risk} .checked=${live(risk === this.risk)}
              @change=${() => this.choose(risk)} /><span>${this.t(risk)}</span></label>`,
          )}
        </div>
      </fieldset>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.sweep.renderSkip(this.t('skip'));
  }

  /** A new risk: the round shown lands first (its result told), then the monitor rests on the new table. */
  private choose(risk: PulseRisk): void {
    this.sweep.clear();
    this.risk = risk;
  }

  /** Bets: the previous sweep lands first, then the monitor sweeps the new round's beats. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.sweep.land();
    const round = await this.placeBet(this.betParams(), stake);
    const played = playedOf(round?.state);
    if (!round || !played) return round;
    const params = (round.params ?? this.betParams()) as PulseParams;
    this.sounded = 0;
    this.sweep.play({ round, risk: params.risk, played, multiplier: (round.state as PulseState).multiplier ?? round.multiplier, duration: this.motion(3 * BEAT_MS) });
    return round;
  }

  /** Lands the sweep on the result at once, and tells the player. */
  land(): void {
    this.sweep.land();
  }
}
