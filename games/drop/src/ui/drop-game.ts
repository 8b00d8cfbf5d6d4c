import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
// The boards, not the rules module: live players never download zod.
import { DROP_RISKS, WORDS, boardRings, missCount, ringRadii, type DropRisk } from '../boards';
import type { DropParams, DropState } from '../rules';
import { dropStrings } from '../strings';
import { capitalised, timesIn, zoneName, zonePlace } from '../zone-name';
import { DROP_MS, ballPose, spotOn, touchdown, touchdownAt, type Point } from './drop-motion';
import { dropStyles } from './drop-game.styles';
import { ringColour } from './ring-colour';
import { placeLabels } from './ring-labels';
import { BOARD, BOARD_VIEWBOX, renderBall, renderDefs, renderTarget } from './target-board';

/** A settled drop the board shows: the ball falls onto `from`, bounces, rolls to `spot`, then the result is told. */
interface ShownDrop {
  readonly round: PlayedRound;
  readonly risk: DropRisk;
  readonly ring: number;
  readonly multiplier: string;
  readonly from: Point;
  readonly spot: Point;
  /** How long this drop plays (fast mode shortens it, reduced motion makes it 0). */
  readonly duration: number;
}

/**
 * Drop: pick a risk, drop a ball onto a target seen from above. The board draws the target of that
 * risk (its rings' areas are exactly their chances), each ring in its colour with its multiplier
 * written on it or on a tag beside it, the bare band off the rings hatched; under it a legend of the
 * zones with their multipliers and chances. Risk is a radio group (arrows move the choice).
 *
 * A settled drop plays for 1.6 s: the ball falls onto the board (large and high at first, its shadow
 * closing in), bounces once, rolls onto its spot; then the ring hit glows and the result is told
 * (400 ms in fast mode, at once with reduced motion). The money has moved already; only the verdict
 * waits. Skip or Escape lands it at once; pressing Bet again, or changing the risk, lands it first.
 */
export class DropGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    risk: { state: true },
  };

  static override styles = [...GameShell.styles, dropStyles];

  protected readonly game = 'drop';
  protected readonly gameStrings = dropStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).dropGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).dropPlayerRules;
  }

  declare protected risk: DropRisk;
  protected clock: FrameClock = browserFrameClock;
  /** The drop on the board; as it lands the ball rests on its spot until the next drop or a new board. */
  protected readonly drop = new OutcomeAnimation<ShownDrop>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    // The ball knocks once as it first touches the board.
    frame: (shown, elapsed) => {
      if (elapsed === 0) this.knocked = false;
      if (this.knocked || elapsed < touchdownAt(shown.duration)) return;
      this.knocked = true;
      this.sound.play('tick');
    },
  });
  /** Whether the ball shown has touched the board yet (its knock is played once). */
  private knocked = false;

  constructor() {
    super();
    this.risk = 'medium';
    this.hotkeys.add(this.drop.skipKey(() => this.t('skip')));
  }

  /** True while the ball is still moving. */
  get dropping(): boolean {
    return this.drop.playing;
  }

  protected override betParams(): DropParams {
    return { risk: this.risk };
  }

  private get language() {
    return gameLanguage(this.lang);
  }

  /** A multiplier with its sign, in the player's digits ("1.5" → "1,5×"). */
  private times(multiplier: string): string {
    return timesIn(multiplier, this.language);
  }

  protected renderBoard(): TemplateResult {
    // The board of the drop shown (the round's own risk), else the player's choice.
    const shown = this.drop.shown;
    const risk = shown?.risk ?? this.risk;
    const rings = boardRings(risk);
    const hit = this.drop.landed ? shown!.ring : null;
    const name = fill(this.t('targetLabel'), { risk: this.t(risk).toLowerCase() });
    const label = hit === null ? name : `${name}, ${fill(this.t('ballOn'), { place: zonePlace(hit, rings.length, this.language), multiplier: this.times(shown!.multiplier) })}`;
    return html`<div class="panel drop">
      <div class="target-art ${this.dropping ? 'dropping' : ''}">
        <svg viewBox=${BOARD_VIEWBOX} role="img" aria-label=${label}>
          ${renderDefs()}
          <g class="board">${guard([risk, hit, this.lang], () => this.renderTargetOf(risk, hit))}</g>
          ${shown ? renderBall(ballPose(shown.from, shown.spot, this.drop.elapsed, shown.duration), shown.from) : nothing}
        </svg>
      </div>
      <p class="outcome ${hit === null ? 'idle' : shown!.multiplier === '0' ? 'loss' : 'win'}">${this.renderOutcome()}</p>
      ${this.renderLegend(risk, hit)}
    </div>`;
  }

  /** The target of a board, its labels placed; drawn again only when the board, the language or the hit changes. */
  private renderTargetOf(risk: DropRisk, hit: number | null) {
    const rings = boardRings(risk);
    const texts = [...rings.map((r) => this.times(r.multiplier)), this.times('0')];
    const outer = ringRadii(risk);
    return renderTarget(outer, placeLabels(outer, texts, BOARD.radius), texts, hit);
  }

  /** A zone in the player's words ("ring 2", "bullseye", "off the rings"). */
  private zone(ring: number, rings: number): string {
    return zoneName(ring, rings, this.language);
  }

  /** The board's zones from the centre out: swatch, multiplier and chance; the one just hit is marked. */
  private renderLegend(risk: DropRisk, hit: number | null): TemplateResult {
    const rings = boardRings(risk);
    const percent = new Intl.NumberFormat(localeOf(this.language), { style: 'percent', maximumSignificantDigits: 3 });
    const zones = [...rings.map((r) => ({ multiplier: r.multiplier, count: r.count })), { multiplier: '0', count: missCount(risk) }];
    return html`<ul class="legend" aria-label=${this.t('legend')}>
      ${zones.map(({ multiplier, count }, k) => {
        const chance = percent.format(count / WORDS);
        const miss = k === rings.length;
        const entry = fill(this.t('legendEntry'), { zone: capitalised(this.zone(k, rings.length)), multiplier: this.times(multiplier), chance });
        return html`<li class=${k === hit ? 'hit' : ''} aria-current=${k === hit ? 'true' : nothing}>
          <span class="swatch ${miss ? 'miss' : ''}" style=${miss ? nothing : `background:${ringColour(k, rings.length)}`} aria-hidden="true"></span>
          <strong aria-hidden="true">${this.times(multiplier)}</strong>
          <span class="odds" aria-hidden="true">${chance}</span>
          <span class="sr">${entry}</span>
        </li>`;
      })}
    </ul>`;
  }

  /** The landed drop in words under the board (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.drop.landed) return this.dropping ? this.t('dropping') : '';
    const { multiplier, ring, risk, round } = this.drop.shown!;
    if (multiplier === '0') return `✗ ${this.t('dropLost')}`;
    const zone = capitalised(this.zone(ring, boardRings(risk).length));
    return `✓ ${fill(this.t('dropWon'), { zone, multiplier: this.times(multiplier), payout: this.money.amount(round.payout) })}`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<div class="drop-settings">
      <fieldset class="choice risk" ?disabled=${this.locked}>
        <legend>${this.t('risk')}</legend>
        <div class="options">
          ${DROP_RISKS.map(
            (risk) => html`<label><input type="radio" name="drop-risk" value=${risk} .checked=${live(risk === this.risk)}
              @change=${() => this.choose(risk)} /><span>${this.t(risk)}</span></label>`,
          )}
        </div>
      </fieldset>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.drop.renderSkip(this.t('skip'));
  }

  /** A new board: the drop shown lands first (its result told), then the new target shows empty. */
  private choose(risk: DropRisk): void {
    this.drop.clear();
    this.risk = risk;
  }

  /** Drops a ball: the previous drop lands first, then the new one falls onto its spot. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.drop.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as DropState | undefined;
    if (!round || typeof state?.ring !== 'number') return round;
    const params = (round.params ?? this.betParams()) as DropParams;
    const spot = spotOn(BOARD.radius, state.radius, state.angle);
    const from = touchdown(spot, round.id, BOARD.radius - BOARD.ball);
    this.drop.play({ round, risk: params.risk, ring: state.ring, multiplier: state.multiplier, from, spot, duration: this.motion(DROP_MS) });
    return round;
  }

  /** Lands the ball on its spot at once, and tells the player. */
  land(): void {
    this.drop.land();
  }
}
