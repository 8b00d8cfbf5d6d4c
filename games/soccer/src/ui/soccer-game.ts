import { GameShell, OutcomeAnimation, browserFrameClock, multiplyDecimal, type FrameClock, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The pitch's constants, not the rules module: live players never download zod or decimal.js.
import { ZONES, type SoccerDifficulty } from '../pitch';
import type { SoccerState } from '../rules';
import { soccerStrings } from '../strings';
import { boardView, goalsIn, slotsOf, type BoardView, type ShownKick } from './board-view';
import { marksOf, renderZones } from './goal-zones';
import { KICK_MS, hasArrived } from './kick-moments';
import { renderKickStrip } from './kick-strip';
import { renderSettings } from './soccer-controls';
import { soccerHotkeys } from './soccer-keys';
import { soccerStyles } from './soccer-game.styles';
import { goalPercent, multiplierAfter } from './soccer-odds';
import { renderStatus, type StatusView } from './soccer-status';
import { captionOf, describeKick, shortTimes, zoneLabel, type Speaker } from './soccer-words';

/** The picture of the pitch: loaded as the element connects, beside the page, so the game's entry stays small. */
type SceneModule = typeof import('./pitch-scene');

/** How long autobet waits between its moves (shortened by fast mode). */
const AUTO_STEP_MS = 300;

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of zone, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Soccer: pick a difficulty (how many of the goal's 6 zones the keeper covers on each kick), bet, and
 * shoot at a zone, kick after kick: a goal raises the multiplier, a save loses the bet, a cashout is
 * open after the first goal and the 10th goal cashes out by itself. Above the pitch: the multiplier,
 * what a cashout pays now (on the button too), what the next goal makes it and its chance. Each kick
 * plays out on the pitch (the ball flies, the keeper dives, the net ripples) in KICK_MS, a quarter of
 * that in fast mode, at once with reduced motion; the verdict waits for the ball. The strip under the
 * pitch lists the 10 kicks with what a goal on each pays; once the round is over it shows the keeper's
 * zones of the kicks never taken too.
 *
 * Keys: 1–6 shoot at a zone, R shoots at random, C cashes out, Space bets or cashes out (the shell's),
 * Escape skips a kick's animation. The zones are a grid (arrows, one tab stop). In Auto each round
 * shoots at random zones and cashes out after the goals the player chose.
 */
export class SoccerGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    difficulty: { state: true },
    round: { state: true },
    focusZone: { state: true },
    autoGoals: { state: true },
    scene: { state: true },
  };

  static override styles = [...GameShell.styles, soccerStyles];

  protected readonly game = 'soccer';
  protected readonly gameStrings = soccerStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).soccerGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).soccerPlayerRules;
  }

  declare protected difficulty: SoccerDifficulty;
  declare protected round: PlayedRound | null;
  /** The zone in the tab order: the last one focused. */
  declare protected focusZone: number;
  /** Autobet cashes out after this many goals. */
  declare protected autoGoals: number;
  /** The scene's art once loaded; until then the pitch is a plain night sky over grass. */
  declare protected scene: SceneModule | null;
  /** The round as it was before the kick in the air: what the board shows until the ball arrives. */
  private preKick: PlayedRound | null = null;
  protected clock: FrameClock = browserFrameClock;
  /** Picks the zone "Shoot at random" aims at, among `n`; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;
  /** The kick on the pitch: the ball flies, the keeper dives, then a lost or won round is told. */
  protected readonly kick = new OutcomeAnimation<ShownKick>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    // A goal that leaves the round open gets its own sound; a round's end gets the shell's.
    landed: (shown) => (shown.round.status === 'OPEN' ? this.sound.play('reveal') : undefined),
  });

  constructor() {
    super();
    this.difficulty = 'medium';
    this.round = null;
    this.focusZone = 0;
    this.autoGoals = 2;
    this.scene = null;
    this.hotkeys.add(
      ...soccerHotkeys({
        t: (key) => this.t(key),
        canShoot: () => this.canShoot,
        canCashOut: () => this.mode === 'manual' && this.cashoutAmount !== null && !this.locked && !this.view.flying,
        shoot: (zone) => void this.shoot(zone),
        shootRandom: () => this.shootRandom(),
        cashOut: () => void this.cashOut(),
      }),
      this.kick.skipKey(() => this.t('skip')),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.scene) void import('./pitch-scene').then((scene) => (this.scene = scene));
  }

  /** An open round survives a reload: pick it up where it was, its last kick at rest. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.round = activeRound;
    if (activeRound) this.difficulty = (activeRound.state as SoccerState).difficulty;
  }

  /** Whether a zone clicked (or its key) shoots now: a round open, the last ball landed in it, nothing under way. */
  private get canShoot(): boolean {
    return this.mode === 'manual' && this.open && !this.locked && !this.view.flying;
  }

  /** Where the board stands: the kick in the air, and the round its words tell. */
  private get view(): BoardView {
    const playing = this.kick.playing ? this.kick.shown : null;
    return boardView({ round: this.round, preKick: this.preKick, playing, progress: this.kick.progress });
  }

  /** Whether the board shows an open round. */
  protected get open(): boolean {
    return this.view.open;
  }

  /** The difficulty on the board: the open round's, else the one chosen for the next bet. */
  private get shownDifficulty(): SoccerDifficulty {
    return this.open ? (this.view.told!.state as SoccerState).difficulty : this.difficulty;
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || goalsIn(this.view.kicks) === 0) return null;
    return multiplyDecimal(this.roundStake(this.view.told!), this.view.told!.multiplier, 10);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
    // One button that turns from Bet into Cash out, so the keyboard focus stays on it; it waits for the ball.
    return {
      label: cashout === null ? this.t('cashout') : `${this.t('cashout')} ${this.money.amount(cashout)}`,
      bets: false,
      ready: cashout !== null && !this.view.flying,
      run: () => this.cashOut(),
    };
  }

  protected override resultSound(round: PlayedRound, won: boolean) {
    return won ? 'cashout' : super.resultSound(round, won);
  }

  protected renderBoard(): TemplateResult {
    const { taken, progress } = this.view;
    const last = taken.at(-1) ?? null;
    const arrived = last !== null && hasArrived(progress);
    const { canShoot, speaker } = this;
    return html`<div class="panel soccer">
      <div class="status">${renderStatus(speaker, this.statusView())}</div>
      <div class="pitch ${this.open && arrived ? 'between' : ''}">
        ${this.scene
          ? this.scene.renderScene(last, progress, (goal) => this.t(goal ? 'goalShout' : 'savedShout'))
          : html`<div class="scene-art waiting"></div>`}
        ${renderZones({
          label: this.t('goalMouth'),
          focus: this.focusZone,
          marks: marksOf(arrived ? last : null),
          canShoot,
          zoneLabel: (zone, mark) => zoneLabel(speaker, zone, mark, canShoot, this.open),
          onShoot: (zone) => void this.shoot(zone),
          onFocus: (zone) => (this.focusZone = zone),
          glove: this.scene?.gloveArt ?? nothing,
        })}
      </div>
      <p class="caption" aria-live="polite">${captionOf(speaker, last, taken.length, arrived, this.open)}</p>
      ${renderKickStrip(slotsOf(this.view, this.difficulty), {
        label: this.t('kicks'),
        describe: (slot, i) => describeKick(speaker, slot, i),
        short: (multiplier) => shortTimes(this.lang, multiplier),
      })}
    </div>`;
  }

  /** The board's words: the element's strings, numbers and language. */
  private get speaker(): Speaker {
    return { t: (key) => this.t(key), money: this.money, lang: this.lang };
  }

  /** What the status above the pitch tells now. */
  private statusView(): StatusView {
    const round = this.view.told;
    const difficulty = this.shownDifficulty;
    return {
      ended: round?.status === 'CLOSED' ? round : null,
      open: this.open ? { multiplier: round!.multiplier, cashout: this.cashoutAmount } : null,
      next: multiplierAfter(difficulty, goalsIn(this.view.kicks) + 1),
      chance: goalPercent(difficulty),
    };
  }

  protected override renderSettings(): TemplateResult {
    return renderSettings(this.speaker, {
      difficulty: this.shownDifficulty,
      locked: this.locked || this.open,
      autoGoals: this.mode === 'auto' ? this.autoGoals : null,
      autoLocked: this.locked,
      onDifficulty: (difficulty) => (this.difficulty = difficulty),
      onAutoGoals: (goals) => (this.autoGoals = goals),
    });
  }

  /** While a round is open: a kick at a random zone, for the player who would rather not choose (it waits, focusable, while a ball flies). */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open && this.mode === 'manual'
      ? html`<button type="button" class="random" aria-keyshortcuts="R" aria-disabled=${this.canShoot ? 'false' : 'true'}
          @click=${() => this.shootRandom()}>${this.t('shootRandom')}</button>`
      : nothing;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    this.kick.land();
    const round = await this.placeBet({ difficulty: this.difficulty }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to the goal, where the next move is.
    if (fromButton && this.round.status === 'OPEN' && this.mode === 'manual') {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>(`[data-zone="${this.focusZone}"]`)?.focus();
    }
    return round;
  }

  /** One autobet round: bet, shoot at random zones until the chosen goals are in (or a save), then cash out. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    while (round?.status === 'OPEN' && goalsIn((round.state as SoccerState).kicks) < this.autoGoals) {
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.shoot(this.randomIndex(ZONES));
      await this.pause(this.motion(KICK_MS));
    }
    if (round?.status === 'OPEN') {
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.cashOut();
    }
    await this.settled;
    return round;
  }

  private shootRandom(): void {
    if (!this.canShoot) return;
    const zone = this.randomIndex(ZONES);
    this.focusZone = zone;
    void this.shoot(zone);
  }

  private async shoot(zone: number): Promise<PlayedRound | null> {
    if (this.round?.status !== 'OPEN' || this.busy) return null;
    const before = this.round;
    this.kick.land();
    this.sound.play('tick');
    const round = await this.move((source) => source.act(before.id, 'shoot', { zone }));
    if (!round) return null;
    this.preKick = before;
    this.round = round;
    const kicks = (round.state as SoccerState).kicks;
    this.kick.play({ round, index: kicks.length - 1, duration: this.motion(KICK_MS) });
    return round;
  }

  private async cashOut(): Promise<PlayedRound | null> {
    this.kick.land();
    if (this.round?.status !== 'OPEN') return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (!round) return null;
    this.round = round;
    // Nothing to animate: the shell tells the win at once.
    this.announce(round);
    return round;
  }
}
