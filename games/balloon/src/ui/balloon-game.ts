import { GameShell, fill, localeOf, gameLanguage, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The difficulty table, not the rules module: live players never download zod or decimal.js.
import { BALLOON_DIFFICULTIES, DIFFICULTIES, isDifficulty, type BalloonDifficulty } from '../difficulty';
import type { BalloonState } from '../rules';
import { balloonStrings } from '../strings';
import { balloonStyles } from './balloon-game.styles';
import { multiplierAfter, popChance } from './balloon-odds';
import { renderLadder } from './balloon-ladder';
import { SCENE_VIEWBOX, renderScene } from './balloon-scene';
import { fateText, ladderCells, phaseOf, sceneLabel, type ShownRound, type Words } from './balloon-view';

/** How long autobet lets a pump be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 280;

/**
 * Balloon: choose a difficulty (the chance each pump pops the balloon) and bet, then pump: every pump
 * the balloon holds raises the multiplier written on it, a pop loses the bet. Cash out any time after
 * the first pump; the difficulty's last pump cashes out by itself. Above the scene the pumps made, what
 * the next pump pays and its pop chance; under it the multipliers of the pumps around the current one.
 * When the round ends the scene says which pump would have popped the balloon.
 *
 * Keys: Space bets or cashes out (the shell's), P pumps, C cashes out. In Auto each round pumps a set
 * number of times, then cashes out.
 */
export class BalloonGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    difficulty: { state: true },
    round: { state: true },
    autoPumps: { state: true },
  };

  static override styles = [...GameShell.styles, balloonStyles];

  protected readonly game = 'balloon';
  protected readonly gameStrings = balloonStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).balloonGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).balloonPlayerRules;
  }

  declare protected difficulty: BalloonDifficulty;
  declare protected round: PlayedRound | null;
  /** How many pumps each autobet round makes before it cashes out. */
  declare protected autoPumps: number;

  constructor() {
    super();
    this.difficulty = 'medium';
    this.round = null;
    this.autoPumps = 3;
    const game = this;
    this.hotkeys.add(
      {
        key: 'p',
        get label() {
          return game.t('pump');
        },
        run: () => void game.pump(),
        enabled: () => game.mode === 'manual' && game.open && !game.locked,
      },
      {
        key: 'c',
        get label() {
          return game.t('cashout');
        },
        run: () => void game.cashOut(),
        enabled: () => game.mode === 'manual' && game.cashoutAmount !== null && !game.locked,
      },
    );
  }

  /** An open round survives a reload: pick it up where it was. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.round = activeRound;
    const difficulty = (activeRound?.state as BalloonState | null | undefined)?.difficulty;
    if (isDifficulty(difficulty)) this.difficulty = difficulty;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): BalloonState | null {
    const state = this.round?.state as BalloonState | null | undefined;
    return state && isDifficulty(state.difficulty) ? state : null;
  }

  /** The difficulty on the scene: the round's while one is shown, else the one chosen. */
  private get shownDifficulty(): BalloonDifficulty {
    return this.state?.difficulty ?? this.difficulty;
  }

  private get pumps(): number {
    return this.state?.pumps ?? 0;
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.pumps === 0) return null;
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
    return won ? 'cashout' : super.resultSound(round, won);
  }

  private percent(chance: number): string {
    return new Intl.NumberFormat(localeOf(gameLanguage(this.lang)), { style: 'percent', maximumFractionDigits: 2 }).format(chance);
  }

  private times(multiplier: string): string {
    return this.money.multiplier(multiplier);
  }

  /** The round on the board, for the view's functions. */
  private get shown(): ShownRound {
    return { round: this.round, state: this.state, difficulty: this.shownDifficulty };
  }

  /** How the page writes words and numbers now. */
  private get words(): Words {
    return { t: (key) => this.t(key), number: (n) => this.money.number(n), times: (m) => this.times(m), percent: (c) => this.percent(c) };
  }

  protected renderBoard(): TemplateResult {
    const shown = this.shown;
    const difficulty = shown.difficulty;
    const cap = DIFFICULTIES[difficulty].pumps;
    const phase = phaseOf(shown);
    const shownMultiplier = phase === 'idle' || this.pumps === 0 ? null : this.times(phase === 'open' ? this.round!.multiplier : multiplierAfter(difficulty, this.pumps)!);
    const fate = fateText(shown, this.words);
    // The scene comes first: the shell's result banner, which stands over the top of the board for a
    // moment after each round, then covers only the sky, never the figures.
    return html`<div class="panel balloon-board">
      <div class="scene" @click=${() => this.open && !this.locked && this.mode === 'manual' && void this.pump()}>
        <svg viewBox=${SCENE_VIEWBOX} role="img" aria-label=${sceneLabel(shown, this.words)}>
          ${renderScene({ difficulty, pumps: this.pumps, cap, phase, multiplier: shownMultiplier })}
        </svg>
      </div>
      <div class="status">${this.renderStatus(difficulty, cap)}</div>
      ${fate === null ? nothing : html`<p class="fate">${fate}</p>`}
      ${renderLadder(ladderCells(shown, this.words), this.t('ladder'))}
    </div>`;
  }

  /** Above the scene: the result of a finished round, or the pumps made, what the next pays and its pop chance. */
  private renderStatus(difficulty: BalloonDifficulty, cap: number): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      return /[1-9]/.test(round.payout)
        ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
            <strong>${fill(this.t('youWon'), { amount: this.money.amount(round.payout) })}</strong> <span class="x">${this.times(round.multiplier)}</span></div>`
        : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span> <strong>${this.t('poppedNoWin')}</strong></div>`;
    }
    const next = multiplierAfter(difficulty, this.pumps + 1);
    return html`<dl class="stats">
      <div><dt>${this.t('pumps')}</dt><dd>${fill(this.t('pumpsOf'), { n: this.money.number(this.pumps), cap: this.money.number(cap) })}</dd></div>
      <div><dt>${this.t('nextPump')}</dt><dd>${next === null ? '—' : this.times(next)}</dd></div>
      <div><dt>${this.t('popChance')}</dt><dd>${this.percent(popChance(difficulty))}</dd></div>
    </dl>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    const cap = DIFFICULTIES[this.difficulty].pumps;
    return html`<div class="balloon-settings">
      <fieldset class="difficulty" ?disabled=${off}>
        <legend>${this.t('difficulty')}</legend>
        <div class="options">
          ${BALLOON_DIFFICULTIES.map(
            (d) => html`<label><input type="radio" name="balloon-difficulty" value=${d} .checked=${live(d === this.difficulty)} @change=${() => (this.difficulty = d)} />
              <span><strong>${this.t(d)}</strong> <small>${fill(this.t('popChanceShort'), { chance: this.percent(popChance(d)) })}</small></span></label>`,
          )}
        </div>
      </fieldset>
      ${this.mode === 'auto'
        ? html`<label class="auto-pumps">${this.t('autoPumps')}
            <input type="number" inputmode="numeric" min="1" max=${cap} step="1" .value=${live(String(Math.min(this.autoPumps, cap)))} ?disabled=${this.locked}
              @change=${(e: Event) => this.setAutoPumps((e.target as HTMLInputElement).value, cap)} /></label>
            <p class="note">${fill(this.t('autoNote'), { n: this.money.number(Math.min(this.autoPumps, cap)) })}</p>`
        : nothing}
    </div>`;
  }

  private setAutoPumps(text: string, cap: number): void {
    const value = Math.round(Number(text));
    this.autoPumps = Number.isFinite(value) ? Math.min(cap, Math.max(1, value)) : 1;
    this.requestUpdate();
  }

  /** While a round is open: the Pump button, beside Cash out. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open && this.mode === 'manual'
      ? html`<button type="button" class="pump-button" aria-keyshortcuts="P" aria-disabled=${this.locked ? 'true' : 'false'} @click=${() => void this.pump()}>
          ${this.t('pump')} <span class="next" aria-hidden="true">${this.nextText()}</span></button>`
      : nothing;
  }

  /** "→ 3.12×" on the Pump button: what the pump makes the multiplier if the balloon holds. */
  private nextText(): string {
    const next = multiplierAfter(this.shownDifficulty, this.pumps + 1);
    return next === null ? '' : `→ ${this.times(next)}`;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ difficulty: this.difficulty }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to Pump, the next move.
    if (fromButton && this.open && this.mode === 'manual') {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>('.pump-button')?.focus();
    }
    return round;
  }

  /** One autobet round: bet, pump the set number of times while the balloon holds, then cash out. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let i = 0; i < this.autoPumps; i++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.pump();
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  private async pump(): Promise<PlayedRound | null> {
    if (!this.round || !this.open || this.busy) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'pump', {}));
    if (round) {
      this.round = round;
      if (round.status === 'OPEN') this.sound.play('reveal');
    }
    return round;
  }

  private async cashOut(): Promise<PlayedRound | null> {
    if (!this.round) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) this.round = round;
    return round;
  }
}
