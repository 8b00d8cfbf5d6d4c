import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, localeOf, type FrameClock, type Hotkey, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { live as liveValue } from 'lit/directives/live.js';
// The paytable, not the rules module: live players never download zod.
import { DEFUSE_LIVE_COUNTS, DEFUSE_WIRES, defuseChance, defuseMultiplier, maxCut, type DefuseLiveCount } from '../paytable';
import type { DefuseState } from '../rules';
import { defuseStrings } from '../strings';
import { BOMB_BODY, BOMB_DEFS, TERMINAL_BLOCK, renderTimer, type TimerState } from './bomb-art';
import { BOMB_VIEWBOX } from './bomb-geometry';
import { cutFrame, planMs, shakeAt, stopTime, timerDigits, TIMER_START, type CutFrame } from './cut-motion';
import { defuseStyles } from './defuse-game.styles';
import { renderWires, type WireView } from './wire-art';
import { renderWireButtons } from './wire-buttons';
import { wireColour } from './wire-colours';

/** A settled round on the board: its marked wires are cut one by one, then it defuses or blows. */
interface ShownCut {
  readonly round: PlayedRound;
  readonly live: DefuseLiveCount;
  readonly cut: readonly number[];
  readonly blewAt: number | null;
  /** The live wires the round drew (its outcome), shown once it lands. */
  readonly liveWires: readonly number[];
  /** Where a defuse stops the countdown (display only). */
  readonly stopAt: number;
  /** The sequence's design length, and how long it plays now (fast mode, reduced motion). */
  readonly total: number;
  readonly duration: number;
}

const PROMPT_ID = 'defuse-prompt';
const WIRES = Array.from({ length: DEFUSE_WIRES }, (_, wire) => wire);

/**
 * Defuse: pick how many of the bomb's 10 wires are live (1, 2 or 3), mark the wires to cut (click
 * them, or keys 0–9), bet. The marked wires are cut one by one in the order they were marked (350 ms
 * each, a quarter in fast mode, at once with reduced motion) while the countdown runs; then the LED
 * turns green (defused) or the bomb goes off, and the live wires are shown. The money has moved
 * already, only the verdict (the shell's banner) waits for the end. Skip or Escape ends it at once.
 *
 * The wires are toggle buttons laid over the art (aria-pressed), named by number and colour; arrows
 * move between them, one tab stop. The odds and the multiplier of the marked wires show above the
 * bomb and change as wires are marked. Keys: 0–9 mark a wire, C clears, Space bets (the shell's).
 */
export class DefuseGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    live: { state: true },
    marks: { state: true },
    focusWire: { state: true },
  };

  static override styles = [...GameShell.styles, defuseStyles];

  protected readonly game = 'defuse';
  protected readonly gameStrings = defuseStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).defuseGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).defusePlayerRules;
  }

  declare protected live: DefuseLiveCount;
  /** The wires to cut, in the order they were marked (the order they are cut in). */
  declare protected marks: readonly number[];
  /** The wire in the tab order: the last one focused. */
  declare protected focusWire: number;
  protected clock: FrameClock = browserFrameClock;
  /** The explosion's art, once fetched; without it a blast shows the scorched wire and the dead LED only. */
  private explosion: typeof import('./explosion-art') | null = null;
  private explosionLoad: Promise<unknown> | null = null;
  /** Snips already heard in the sequence playing, so each sounds once. */
  private snipsHeard = 0;
  /** The round on the board: its wires are cut, then it is told. */
  protected readonly sequence = new OutcomeAnimation<ShownCut>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    frame: (shown, elapsed) => {
      const snipped = this.frameOf(shown, elapsed).wires.filter((w) => w.snipped).length;
      for (; this.snipsHeard < snipped; this.snipsHeard++) this.sound.play('tick');
    },
  });

  constructor() {
    super();
    this.live = 1;
    this.marks = [];
    this.focusWire = 0;
    const game = this;
    this.hotkeys.add(
      this.sequence.skipKey(() => this.t('skip')),
      ...WIRES.map(
        (wire): Hotkey => ({
          key: String(wire),
          get label() {
            return game.wireName(wire);
          },
          run: () => game.toggle(wire),
          enabled: () => game.canToggle(wire),
        }),
      ),
      {
        key: 'c',
        get label() {
          return game.t('clear');
        },
        run: () => game.clear(),
        enabled: () => !game.locked && game.marks.length > 0,
      },
    );
  }

  /** True while wires are still being cut. */
  get cutting(): boolean {
    return this.sequence.playing;
  }

  protected override betProblem(): string | null {
    return this.marks.length === 0 ? fill(this.t('markPrompt'), { max: String(maxCut(this.live)) }) : null;
  }

  protected override betParams(): unknown {
    return { live: this.live, cut: [...this.marks] };
  }

  /** The board at `elapsed` ms of a shown round (Infinity once landed). */
  private frameOf(shown: ShownCut, elapsed: number): CutFrame {
    const t = elapsed === Infinity || shown.duration <= 0 ? Infinity : (elapsed * shown.total) / shown.duration;
    return cutFrame(shown, t, shown.stopAt);
  }

  protected renderBoard(): TemplateResult {
    const shown = this.sequence.shown;
    const frame = shown ? this.frameOf(shown, this.sequence.elapsed) : null;
    const landed = this.sequence.landed;
    const views = WIRES.map((wire): WireView => {
      const cut = frame?.wires.find((w) => w.wire === wire);
      return {
        wire,
        marked: (shown?.cut ?? this.marks).includes(wire),
        scissors: shown ? (cut?.scissors ?? null) : this.marks.includes(wire) ? 1 : null,
        gap: cut?.snipped ? cut.gap : null,
        live: landed && shown!.liveWires.includes(wire),
        blew: !!frame?.ended && shown!.blewAt === wire,
      };
    });
    const blown = !!frame?.ended && shown!.blewAt !== null;
    const timer: TimerState = !frame?.ended ? 'armed' : blown ? 'blown' : 'defused';
    const digits = timerDigits(frame?.timer ?? TIMER_START);
    return html`<div class="panel defuse">
      ${this.renderOdds()}
      <div class="bomb">
        <svg viewBox=${BOMB_VIEWBOX} role="img" aria-label=${this.bombLabel(shown)}>
          ${BOMB_DEFS}
          <g class="shake" transform=${blown && !landed ? `translate(${shakeAt(frame!.ending)} 0)` : nothing}>
            ${BOMB_BODY}${TERMINAL_BLOCK}
            ${renderWires(views)}
            ${renderTimer(digits, timer, this.t(timer === 'defused' ? 'defused' : 'armed'))}
          </g>
          ${blown && this.explosion ? this.explosion.renderExplosion(svg, frame!.ending, this.t('boom'), shown!.duration > 0) : nothing}
        </svg>
        ${renderWireButtons({
          label: this.t('wires'),
          describedBy: PROMPT_ID,
          focus: this.focusWire,
          name: (wire) => [this.wireName(wire), ...(views[wire]!.gap !== null ? [this.t('wireCut')] : []), ...(views[wire]!.live ? [this.t('wireLive')] : [])].join(', '),
          pressed: (wire) => this.marks.includes(wire),
          toggles: (wire) => this.canToggle(wire),
          onToggle: (wire) => this.toggle(wire),
          onFocus: (wire) => (this.focusWire = wire),
        })}
      </div>
      <p class="outcome ${!landed ? 'idle' : shown!.blewAt === null ? 'win' : 'loss'}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** The chance and the pay of the wires marked now, above the bomb. */
  private renderOdds(): TemplateResult {
    const count = this.marks.length;
    const max = maxCut(this.live);
    const chance = count > 0 ? defuseChance(this.live, count) : null;
    const percent = new Intl.NumberFormat(localeOf(gameLanguage(this.lang)), { style: 'percent', maximumFractionDigits: 2 });
    return html`<dl class="odds">
      <div><dt>${this.t('wires')}</dt><dd>${this.money.number(count)}/${this.money.number(max)}</dd></div>
      <div><dt>${this.t('chance')}</dt><dd>${chance ? percent.format(chance.dead / chance.of) : '–'}</dd></div>
      <div><dt>${this.t('pays')}</dt><dd>${count > 0 ? this.money.multiplier(defuseMultiplier(this.live, count)) : '–'}</dd></div>
    </dl>`;
  }

  /** The board in words: what the bomb is and, once the round has landed, how it ended and which wires were live. */
  private bombLabel(shown: ShownCut | null): string {
    const bomb = fill(this.t('bombIdle'), { live: String(shown?.live ?? this.live), marked: String(shown?.cut.length ?? this.marks.length) });
    if (!shown) return bomb;
    if (!this.sequence.landed) return `${bomb}: ${this.t('cutting')}`;
    const wires = fill(this.t('liveWiresWere'), { wires: [...shown.liveWires].sort((a, b) => a - b).join(', ') });
    const ending =
      shown.blewAt === null
        ? fill(this.t('bombDefused'), { count: String(shown.cut.length) })
        : fill(this.t('bombBlew'), { wire: String(shown.blewAt), colour: this.t(wireColour(shown.blewAt).key) });
    return `${ending}; ${wires}`;
  }

  /** While cutting, a word; once landed, how it ended (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    const shown = this.sequence.shown;
    if (!shown) return '';
    if (!this.sequence.landed) return this.t('cutting');
    if (shown.blewAt === null) return `✓ ${fill(this.t('defusedResult'), { count: String(shown.cut.length), payout: this.money.amount(shown.round.payout) })}`;
    return `✗ ${fill(this.t('blewResult'), { wire: String(shown.blewAt), colour: this.t(wireColour(shown.blewAt).key) })}`;
  }

  protected override renderSettings(): TemplateResult {
    const max = maxCut(this.live);
    return html`<div class="defuse-settings">
      <fieldset class="choice" ?disabled=${this.locked}>
        <legend>${this.t('live')}</legend>
        <div class="options">
          ${DEFUSE_LIVE_COUNTS.map(
            (count) => html`<label><input type="radio" name="defuse-live" value=${String(count)} .checked=${liveValue(count === this.live)}
              @change=${() => this.setLive(count)} /><span>${this.money.number(count)}</span></label>`,
          )}
        </div>
      </fieldset>
      <div class="marks">
        <p class="note" id=${PROMPT_ID}>
          ${this.marks.length === 0 ? fill(this.t('markPrompt'), { max: String(max) }) : fill(this.t('marked'), { count: String(this.marks.length), max: String(max) })}
        </p>
        <button type="button" aria-keyshortcuts="C" ?disabled=${this.locked || this.marks.length === 0} @click=${() => this.clear()}>${this.t('clear')}</button>
      </div>
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.sequence.renderSkip(this.t('skip'));
  }

  /** "Cut wire 3, green": a wire's button and its key in the shortcuts list. */
  private wireName(wire: number): string {
    return fill(this.t('cutWire'), { n: String(wire), colour: this.t(wireColour(wire).key) });
  }

  /** Whether wire `wire` can be marked or unmarked now: not while locked, and a new mark only below the cap. */
  private canToggle(wire: number): boolean {
    return !this.locked && (this.marks.includes(wire) || this.marks.length < maxCut(this.live));
  }

  /**
   * Fetches the explosion's art, once: from the first wire marked, so it is there by the first bet's
   * answer, and never for a page that is only looked at. A failed fetch leaves the blast without it.
   */
  private loadExplosion(): Promise<unknown> {
    this.explosionLoad ??= import('./explosion-art').then(
      (art) => (this.explosion = art),
      () => (this.explosionLoad = null),
    );
    return this.explosionLoad;
  }

  /** Marks or unmarks a wire; the round shown leaves the board first (landed and told). */
  toggle(wire: number): void {
    if (!this.canToggle(wire)) return;
    void this.loadExplosion();
    this.sequence.clear();
    this.focusWire = wire;
    this.marks = this.marks.includes(wire) ? this.marks.filter((w) => w !== wire) : [...this.marks, wire];
  }

  /** Unmarks every wire. */
  clear(): void {
    if (this.locked) return;
    this.sequence.clear();
    this.marks = [];
  }

  /** A new number of live wires: marks beyond its cap are dropped, the last marked first. */
  private setLive(count: DefuseLiveCount): void {
    if (this.locked || count === this.live) return;
    this.sequence.clear();
    this.live = count;
    this.marks = this.marks.slice(0, maxCut(count));
  }

  /** Bets: the previous sequence lands first, then the marked wires are cut. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.marks.length === 0) return null;
    this.sequence.land();
    const explosion = this.loadExplosion();
    const round = await this.placeBet(this.betParams(), stake);
    await explosion;
    const state = round?.state as DefuseState | null | undefined;
    if (!round || !Array.isArray(state?.cut)) return round;
    const liveWires = (round.outcome as { liveWires?: number[] } | null)?.liveWires ?? [];
    const plan = { cut: state.cut, blewAt: state.blewAt };
    const total = planMs(plan);
    this.snipsHeard = 0;
    this.sequence.play({ round, live: (round.params as { live?: DefuseLiveCount }).live ?? this.live, ...plan, liveWires, stopAt: stopTime(round.id), total, duration: this.motion(total) });
    return round;
  }

  /** Ends the sequence at once, and tells the player. */
  land(): void {
    this.sequence.land();
  }
}
