import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
// The road's constants, not the rules module: live players never download zod or decimal.js.
import { laneCount, type ChickenDifficulty } from '../road';
import type { ChickenState } from '../rules';
import { chickenStrings } from '../strings';
import { chickenStyles } from './chicken-game.styles';
import { multiplierAfter } from './chicken-odds';
import { renderAutoLanes, renderDifficulty, renderGo } from './chicken-controls';
import { chickenWords, type ChickenWords } from './chicken-words';
import { laneLabel } from './lane-label';
import { renderRoad, roadOf, type RoadExtras } from './road-board';
import { RoundEnding } from './round-ending';
import { hintOf, renderStats } from './road-status';
import { focusedControl, keepFocus } from './keyboard-place';

/** How long the car takes to reach the chicken, and the puff after it, before the loss is told. */
const HIT_MS = 900;
/** How long the last hop onto the far kerb plays before the win is told. */
const ARRIVE_MS = 420;
/** How long autobet lets a crossing be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 360;

/**
 * Chicken: pick a difficulty, bet, and cross the road lane by lane. Each lane's cover says what
 * crossing it makes the multiplier and its pill the chance of a car; the risk rises the farther the
 * chicken goes. Above the road: the multiplier, what a cashout pays now (on the button too) and the
 * next lane; under it, a line saying what to do next. A car drives into the lane that has one and
 * the loss is told as it hits; once a round is over every car on the road is shown.
 *
 * Lanes are buttons in a grid (arrows move between them, one tab stop; each is named by number, what
 * it pays, its risk and, once known, what it held); the camera follows the keyboard along the road.
 * Keys: Space bets or cashes out (the shell's), G crosses the next lane, C cashes out, Escape skips
 * the car. In Auto the player picks the lane each round cashes out at.
 */
export class ChickenGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    difficulty: { state: true },
    round: { state: true },
    focusLane: { state: true },
    onRoad: { state: true },
    autoLanes: { state: true },
  };

  static override styles = [...GameShell.styles, chickenStyles];

  protected readonly game = 'chicken';
  protected readonly gameStrings = chickenStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).chickenGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).chickenPlayerRules;
  }

  declare protected difficulty: ChickenDifficulty;
  declare protected round: PlayedRound | null;
  /** The lane in the tab order: the last one focused, or the next one to cross. */
  declare protected focusLane: number;
  /** Whether the keyboard is on the road (the camera then follows it). */
  declare protected onRoad: boolean;
  /** How many lanes each autobet round crosses before it cashes out. */
  declare protected autoLanes: number;
  /** The road's pictures of a round under way (cars, barriers, the prize), fetched after the first paint. */
  private extras: RoadExtras | null = null;
  private extrasLoad: Promise<unknown> | null = null;
  /** A round that ended on a move, told once the car reaches the chicken (or the last hop lands). */
  private readonly ending = new RoundEnding(this, { timers: () => this.timers, announce: (round) => this.announce(round) });

  constructor() {
    super();
    this.difficulty = 'medium';
    this.round = null;
    this.focusLane = 0;
    this.onRoad = false;
    this.autoLanes = 3;
    const game = this;
    const key = (letter: string, label: string, run: () => unknown, enabled: () => boolean) => ({
      key: letter,
      get label() {
        return game.t(label);
      },
      run: () => void run(),
      enabled,
    });
    this.hotkeys.add(
      key('g', 'go', () => this.cross(), () => this.mode === 'manual' && this.open && !this.locked),
      key('c', 'cashout', () => this.cashOut(), () => this.mode === 'manual' && this.cashoutAmount !== null && !this.locked),
      key('Escape', 'skip', () => this.land(), () => this.ending.playing),
    );
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    void this.loadExtras();
  }

  /** Fetches the rest of the road's pictures, once (again after a failed fetch, at the next bet). */
  private loadExtras(): void {
    const loaded = (extras: RoadExtras) => ((this.extras = extras), this.requestUpdate());
    this.extrasLoad ??= import('./road-extras').then(loaded, () => (this.extrasLoad = null));
  }

  /** Whether the end of a round is still playing out on the road. */
  get playing(): boolean {
    return this.ending.playing;
  }

  /** Ends what plays out now and tells its round. */
  land(): void {
    this.ending.land();
  }

  /** An open round survives a reload: pick it up where it was. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.round = activeRound;
    if (!activeRound) return;
    const state = activeRound.state as ChickenState;
    this.difficulty = state.difficulty;
    this.focusLane = Math.min(state.crossed, laneCount(state.difficulty) - 1);
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): ChickenState | null {
    return (this.round?.state as ChickenState | null | undefined) ?? null;
  }

  /** The difficulty of the road on the board: the round's, else the one chosen. */
  private get shownDifficulty(): ChickenDifficulty {
    return this.state?.difficulty ?? this.difficulty;
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || (this.state?.crossed ?? 0) === 0) return null;
    return multiplyDecimal(this.roundStake(this.round!), this.round!.multiplier, 10);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
    // One button that turns from Bet into Cash out, so the keyboard focus stays on it.
    return {
      label: cashout === null ? this.t('cashout') : `${this.t('cashout')} ${this.money.amount(cashout)}`,
      bets: false,
      ready: cashout !== null,
      run: () => this.cashOut(),
    };
  }

  protected override resultSound(round: PlayedRound, won: boolean) {
    const sound = super.resultSound(round, won);
    return won && sound === 'win' ? 'cashout' : sound;
  }

  /** The game's words and number formats, in the player's language and currency. */
  private get words(): ChickenWords {
    return chickenWords((key) => this.t(key), this.money);
  }

  // --- Board and controls ------------------------------------------------------------------------

  protected renderBoard(): TemplateResult {
    const view = roadOf(this.round, this.shownDifficulty);
    const lanes = view.lanes.length;
    const open = this.open;
    const choosing = this.mode === 'auto' && !open && !this.locked;
    const focus = Math.min(this.focusLane, lanes - 1);
    const hint = hintOf((key) => this.t(key), this.round, this.playing);
    const words = this.words;
    const pays = (lane: number) => words.short(multiplierAfter(view.difficulty, lane + 1)!);
    const shownOpen = open ? { state: this.state!, multiplier: this.round!.multiplier, cashout: this.cashoutAmount } : null;
    return html`<div class="panel chicken">
      <div class="status">${renderStats(words, view.difficulty, shownOpen)}</div>
      ${renderRoad(view, {
        label: fill(this.t('road'), { n: String(lanes) }),
        focus,
        camera: this.onRoad ? focus + 1 : view.at,
        laneLabel: (lane, kind) => laneLabel(words.t, lane, kind, { chance: words.risk(view.difficulty, lane), multiplier: pays(lane) }),
        laneMultiplier: pays,
        laneRisk: (lane) => words.risk(view.difficulty, lane),
        canPick: (_, kind) => (choosing ? true : this.mode === 'manual' && open && !this.locked && kind === 'next'),
        target: this.mode === 'auto' ? Math.min(this.autoLanes, lanes) - 1 : null,
        finish: this.t('finish'),
        extras: this.extras,
        onPick: (lane) => (choosing ? (this.autoLanes = lane + 1) : void this.cross()),
        onFocus: (lane) => {
          this.focusLane = lane;
          this.onRoad = true;
        },
        onLeave: () => (this.onRoad = false),
      })}
      <p class=${`hint ${hint.tone}`} role="status">${hint.text}</p>
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const difficulty = this.shownDifficulty;
    const target = Math.min(this.autoLanes, laneCount(difficulty));
    return html`${renderDifficulty(this.words, difficulty, { open: this.open, off: this.locked }, (d) => this.choose(d))}
      ${this.mode === 'auto' ? renderAutoLanes(this.words, difficulty, target, this.locked, (n) => (this.autoLanes = n)) : nothing}`;
  }

  /** While a round is open: Go, with the lane it crosses and what that lane pays. */
  protected override renderActions(): TemplateResult | typeof nothing {
    if (!this.open || this.mode !== 'manual') return nothing;
    const { crossed, difficulty } = this.state!;
    return renderGo(this.words, crossed + 1, this.money.multiplier(multiplierAfter(difficulty, crossed + 1)!), this.locked, () => void this.cross());
  }

  // --- Moves -------------------------------------------------------------------------------------

  /** A new difficulty: a finished round leaves the board, and the new road waits on its kerb. */
  private choose(difficulty: ChickenDifficulty): void {
    if (this.open) return;
    this.land();
    this.round = null;
    this.difficulty = difficulty;
    this.focusLane = 0;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    this.land();
    void this.loadExtras();
    const round = await this.placeBet({ difficulty: this.difficulty }, stake);
    if (!round) return null;
    this.round = round;
    this.focusLane = 0;
    if (round.status === 'CLOSED') this.ending.play(round, 0);
    // A keyboard player who pressed Bet goes on to Go, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>('button.go')?.focus();
    }
    return round;
  }

  /** One autobet round: bet, cross the chosen number of lanes one by one, and cash out if no car came. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    const target = Math.min(this.autoLanes, laneCount(this.difficulty));
    let round = await this.bet(stake);
    for (let lane = 0; lane < target && round?.status === 'OPEN'; lane++) {
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.cross();
    }
    if (round?.status === 'OPEN') {
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.cashOut();
    }
    await this.settled;
    return round;
  }

  /** Steps into the next lane. */
  protected async cross(): Promise<PlayedRound | null> {
    const state = this.state;
    if (!this.round || !state || !this.open || this.busy) return null;
    const roundId = this.round.id;
    const lane = state.crossed;
    const wasOn = focusedControl(this.shadowRoot);
    const round = await this.move((source) => source.act(roundId, 'cross', { lane }));
    if (!round) return null;
    this.round = round;
    const next = round.state as ChickenState;
    this.focusLane = Math.min(next.crossed, laneCount(state.difficulty) - 1);
    if (round.status === 'OPEN') this.sound.play('reveal');
    else this.ending.play(round, this.motion(next.hit === null ? ARRIVE_MS : HIT_MS));
    await keepFocus(this, wasOn, this.open, this.focusLane);
    return round;
  }

  private async cashOut(): Promise<PlayedRound | null> {
    if (!this.round || !this.open || this.busy) return null;
    const roundId = this.round.id;
    const wasOn = focusedControl(this.shadowRoot);
    const round = await this.move((source) => source.cashout(roundId));
    if (!round) return null;
    this.round = round;
    if (round.status === 'CLOSED') this.ending.play(round, 0);
    await keepFocus(this, wasOn, this.open, this.focusLane);
    return round;
  }
}
