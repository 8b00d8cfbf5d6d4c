import { GameShell, OutcomeAnimation, browserFrameClock, fill, multiplyDecimal, subtractDecimal, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import type { CoinState } from '../rules';
import { COIN_MIN_STREAK, COIN_SIDES, type CoinSide } from '../sides';
import { coinStrings } from '../strings';
import { coinFace, renderBigCoin } from './coin-art';
import { coinStyles } from './coin-game.styles';
import { SPIN_MS, STEP_MS, coinPose, flipMoment, flipsToShow, streakDuration, type FlipMoment } from './flip-timeline';
import { renderStreakControl } from './streak-control';
import { renderStreakTrack, streakSlots } from './streak-track';
import { clampStreak, multiplierText, oddsOf } from './streak-odds';

/** A settled round the board plays out: its flips land one by one. */
interface ShownRound {
  readonly round: PlayedRound;
  readonly state: CoinState;
  /** Flips the board plays: up to the first miss. */
  readonly count: number;
  /** The face the coin rested on before the first flip. */
  readonly from: CoinSide;
  /** One flip's time in the air and the time from one flip to the next (fast mode shortens both). */
  readonly spin: number;
  readonly step: number;
  /** The whole show: every flip shown, up to the last landing. */
  readonly duration: number;
}

/**
 * Coin Flip: call heads or tails, pick a streak of 1 to 10 flips and bet; the bet wins only if
 * every flip lands on the call, and pays 2ᴺ × 0.99. The flips land one by one on the big coin, which
 * turns over in the air and lands, and on the row of the streak below it, which fills with the faces
 * and a tick or a cross; the first miss ends the show (it decides the round) and the shell's banner
 * tells the result. Fast mode plays it four times faster, reduced motion not at all; Skip (or
 * Escape) lands it at once, and pressing Bet again lands the previous round first.
 *
 * Keys: H and T call a side, Space bets (the kit's), Escape skips. The streak is a slider in the
 * controls (arrows, Home, End) with − and + buttons.
 */
export class CoinGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    side: { state: true },
    streak: { state: true },
    restFace: { state: true },
  };

  static override styles = [...GameShell.styles, coinStyles];

  protected readonly game = 'coin';
  protected readonly gameStrings = coinStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).coinGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).coinPlayerRules;
  }

  /** The side called for the next bet. */
  declare protected side: CoinSide;
  /** Flips in the next bet's streak, 1 … 10. */
  declare protected streak: number;
  /** The face the big coin lies on between rounds. */
  declare protected restFace: CoinSide;
  protected clock: FrameClock = browserFrameClock;
  /** Flips of the shown round that have clicked as they landed. */
  private clicked = 0;
  /** The round on the board: its flips land one by one, then it is told; the coin rests on the last face. */
  protected readonly flips = new OutcomeAnimation<ShownRound>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    landed: (shown) => {
      this.restFace = shown.state.flips[shown.count - 1]!;
    },
    // Each flip of a streak that lands (a match: the miss and the last flip end it) clicks as it lands.
    frame: (shown, elapsed) => {
      const landed = flipMoment(elapsed, shown.count, shown.spin, shown.step).landed;
      if (landed > this.clicked) this.sound.play('reveal');
      this.clicked = Math.max(this.clicked, landed);
    },
  });

  constructor() {
    super();
    this.side = 'heads';
    this.streak = COIN_MIN_STREAK;
    this.restFace = 'heads';
    const game = this;
    this.hotkeys.add(
      {
        key: 'h',
        get label() {
          return game.t('callHeads');
        },
        run: () => game.call('heads'),
        enabled: () => !game.locked,
      },
      {
        key: 't',
        get label() {
          return game.t('callTails');
        },
        run: () => game.call('tails'),
        enabled: () => !game.locked,
      },
      this.flips.skipKey(() => this.t('skip')),
    );
  }

  /** True while flips are still landing. */
  get flipping(): boolean {
    return this.flips.playing;
  }

  /** The round on the board, playing or landed; null before the first (or once the streak changed). */
  private get shown(): ShownRound | null {
    return this.flips.shown;
  }

  protected override betParams(): unknown {
    return { side: this.side, streak: this.streak };
  }

  /** Where the shown round's animation stands; null before the first round (or once the streak changed). */
  private get moment(): FlipMoment | null {
    const shown = this.shown;
    return shown ? flipMoment(this.flips.elapsed, shown.count, shown.spin, shown.step) : null;
  }

  protected renderBoard(): TemplateResult {
    const shown = this.shown;
    const moment = this.moment;
    const inAir = shown !== null && moment !== null && moment.progress < 1;
    const streak = shown?.state.streak ?? this.streak;
    const call = shown?.state.side ?? this.side;
    const slots = streakSlots(streak, shown?.state.flips ?? null, call, moment?.landed ?? 0, inAir);
    return html`<div class="panel coin">
      ${this.renderCoin(inAir, moment)}
      <p class="status ${this.landed ? (shown!.state.won ? 'win' : 'loss') : ''}">${this.renderStatus(moment)}</p>
      ${renderStreakTrack(slots, this.t('streakFlips'), {
        hit: this.t('flipHit'),
        miss: this.t('flipMiss'),
        waiting: this.t('flipWaiting'),
        unplayed: this.t('flipUnplayed'),
        side: (side) => this.sideWord(side),
      })}
      <div class="sides" role="group" aria-label=${this.t('yourCall')}>
        ${COIN_SIDES.map(
          (side) => html`<button type="button" class="side" aria-pressed=${this.side === side} ?disabled=${this.locked}
            aria-keyshortcuts=${side === 'heads' ? 'H' : 'T'} @click=${() => this.call(side)}>
            <svg viewBox="-55 -55 110 110" aria-hidden="true">${coinFace(side)}</svg>
            <span>${this.t(side)}</span><kbd aria-hidden="true">${side === 'heads' ? 'H' : 'T'}</kbd>
          </button>`,
        )}
      </div>
      <dl class="odds">
        <div><dt>${this.t('multiplier')}</dt><dd>${this.money.multiplier(multiplierText(this.streak))}</dd></div>
        <div><dt>${this.t('winChance')}</dt><dd>${this.chanceText(this.streak)}</dd></div>
      </dl>
    </div>`;
  }

  /** The big coin: on the ground between rounds, turning in its toss while a flip is in the air. */
  private renderCoin(inAir: boolean, moment: FlipMoment | null): TemplateResult {
    const shown = this.shown;
    if (inAir && shown && moment) {
      const from = moment.index === 0 ? shown.from : shown.state.flips[moment.index - 1]!;
      return renderBigCoin(coinPose(moment.progress, from, shown.state.flips[moment.index]!), this.t('coinInAir'));
    }
    return renderBigCoin(this.faceUp, fill(this.t('coinShows'), { side: this.sideWord(this.faceUp) }));
  }

  /** While a streak plays: which flip is in the air; once landed: the result in words (the banner announces it). */
  private renderStatus(moment: FlipMoment | null): string {
    const shown = this.shown;
    if (!shown || !moment) return '';
    const { state, round } = shown;
    const n = String(state.streak);
    if (!this.landed) return state.streak > 1 ? fill(this.t('progress'), { i: String(moment.index + 1), n }) : '';
    const last = state.flips[shown.count - 1]!;
    const values = { side: this.sideWord(last), Side: this.t(last), n, i: String(shown.count), payout: this.money.amount(round.payout) };
    const key = state.won ? (state.streak > 1 ? 'wonStreak' : 'wonOne') : state.streak > 1 ? 'lostStreak' : 'lostOne';
    return `${state.won ? '✓' : '✗'} ${fill(this.t(key), values)}`;
  }

  protected override renderSettings(): TemplateResult {
    const flips = this.flipsText(this.streak);
    const multiplier = this.money.multiplier(multiplierText(this.streak));
    const view = {
      streak: this.streak,
      disabled: this.locked,
      label: this.t('streak'),
      flips,
      fewer: this.t('fewer'),
      more: this.t('more'),
      valueText: fill(this.t('valueText'), { flips, chance: this.chanceText(this.streak), multiplier }),
      profitLabel: this.t('profitOnWin'),
      profit: this.profitText(),
    };
    return renderStreakControl(view, (streak) => this.setStreak(streak));
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.flips.renderSkip(this.t('skip'));
  }

  /** The face the big coin shows when it is not in the air: the last flip landed, else the one it lay on. */
  private get faceUp(): CoinSide {
    const shown = this.shown;
    const landed = this.moment?.landed ?? 0;
    if (!shown) return this.restFace;
    return landed > 0 ? shown.state.flips[landed - 1]! : shown.from;
  }

  private get landed(): boolean {
    return this.flips.landed;
  }

  /** A side in words inside a sentence: "heads", "coroa". */
  private sideWord(side: CoinSide): string {
    return this.t(side).toLocaleLowerCase(this.money.locale);
  }

  private flipsText(streak: number): string {
    return streak === 1 ? this.t('flipsOne') : fill(this.t('flipsMany'), { n: this.money.number(streak) });
  }

  /** "1 in 8": exact, where a percentage of 1/1024 would not be. */
  private chanceText(streak: number): string {
    return fill(this.t('oneIn'), { n: this.money.number(oddsOf(streak)) });
  }

  /**
   * stake × (multiplier − 1), exactly as the server would pay it (stake × multiplier cut to 10 places,
   * less the stake); a free bet stakes nothing of the player's, so its win is all profit.
   */
  private profitText(): string {
    const stake = this.stake;
    if (stake === null) return '—';
    const payout = multiplyDecimal(stake, multiplierText(this.streak), 10);
    return this.money.amount(this.freeBetOn ? payout : subtractDecimal(payout, stake));
  }

  /** Calls a side for the next bet; before any round the coin turns to show it. */
  protected call(side: CoinSide): void {
    if (this.locked) return;
    this.side = side;
    if (!this.shown) this.restFace = side;
  }

  /** A new streak length clears the last round from the row (it had another length); a streak in the air lands first. */
  protected setStreak(streak: number): void {
    const next = clampStreak(streak);
    if (this.locked || next === this.streak) return;
    this.flips.clear();
    this.streak = next;
  }

  /** Flips: the previous round lands first, then the new one's flips start from the face the coin lies on. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.flips.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as CoinState | undefined;
    if (!round || !Array.isArray(state?.flips) || state.flips.length === 0) return round;
    const spin = this.motion(SPIN_MS);
    const step = this.motion(STEP_MS);
    const count = flipsToShow(state.flips, state.side);
    this.clicked = 0;
    this.flips.play({ round, state, count, from: this.restFace, spin, step, duration: spin === 0 ? 0 : streakDuration(count, spin, step) });
    return round;
  }

  /** Lands every flip at once and tells the player. */
  land(): void {
    this.flips.land();
  }
}
