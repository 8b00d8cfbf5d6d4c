import { GameShell, fill, gameLanguage, localeOf, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The cylinder's constants, not the rules module: live players never download zod or decimal.js.
import { CHAMBERS, MAX_BULLETS, MIN_BULLETS } from '../cylinder';
import type { RussianRouletteState } from '../rules';
import { russianRouletteStrings } from '../strings';
import { renderStrip } from './chamber-strip';
import { CYLINDER_VIEWBOX, renderCylinder } from './cylinder-scene';
import { multiplierAfter, nextClickChance } from './roulette-odds';
import { chamberKinds, clicksOf, fateText, isState, sceneLabel, stripCells, type ShownRound, type Words } from './roulette-view';
import { rouletteStyles } from './russian-roulette-game.styles';

const BULLET_CHOICES = Array.from({ length: MAX_BULLETS - MIN_BULLETS + 1 }, (_, i) => MIN_BULLETS + i);

/** How long autobet lets a pull be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 320;

/**
 * Russian Roulette: load 1 to 5 of the six chambers and bet, then pull: the chambers fire in order,
 * each empty one clicks and raises the multiplier, a bullet loses the bet. Cash out any time after the
 * first click; the last empty chamber cashes out by itself. The cylinder turns a sixth with each
 * click, the next chamber under the hammer; under it the six chambers in firing order with what
 * surviving each pays, and above the controls the clicks so far, what the next pull pays and its
 * chance. When the round ends every chamber shows what it held. No person is drawn: a click, or a flash.
 *
 * Keys: Space bets or cashes out (the shell's), P pulls, C cashes out. In Auto each round pulls a set
 * number of times, then cashes out.
 */
export class RussianRouletteGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    bullets: { state: true },
    round: { state: true },
    autoPulls: { state: true },
  };

  static override styles = [...GameShell.styles, rouletteStyles];

  protected readonly game = 'russianRoulette';
  protected readonly gameStrings = russianRouletteStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).russianRouletteGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).russianRoulettePlayerRules;
  }

  declare protected bullets: number;
  declare protected round: PlayedRound | null;
  /** How many pulls each autobet round makes before it cashes out. */
  declare protected autoPulls: number;

  constructor() {
    super();
    this.bullets = 3;
    this.round = null;
    this.autoPulls = 1;
    const game = this;
    this.hotkeys.add(
      {
        key: 'p',
        get label() {
          return game.t('pull');
        },
        run: () => void game.pull(),
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
    if (isState(activeRound?.state)) this.bullets = activeRound.state.bullets;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): RussianRouletteState | null {
    return isState(this.round?.state) ? this.round.state : null;
  }

  /** The bullets of the round shown, else the ones chosen. */
  private get shownBullets(): number {
    return this.state?.bullets ?? this.bullets;
  }

  private get clicks(): number {
    return clicksOf(this.shown);
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.clicks === 0) return null;
    return multiplyDecimal(this.roundStake(this.round!), this.round!.multiplier, 10);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  protected override primaryAction(): PrimaryAction {
    if (!this.open) return { label: this.t('bet'), bets: true, run: () => this.bet() };
    const cashout = this.cashoutAmount;
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
    return { round: this.round, state: this.state, bullets: this.shownBullets };
  }

  /** How the page writes words and numbers now. */
  private get words(): Words {
    const list = new Intl.ListFormat(localeOf(gameLanguage(this.lang)), { type: 'conjunction' });
    return { t: (key) => this.t(key), number: (n) => this.money.number(n), times: (m) => this.times(m), percent: (c) => this.percent(c), list: (items) => list.format(items) };
  }

  protected renderBoard(): TemplateResult {
    const shown = this.shown;
    const words = this.words;
    const kinds = chamberKinds(shown);
    const fate = fateText(shown, words);
    // The cylinder first: the shell's result banner, over the top of the board for a moment after
    // each round, then covers only the revolver's strap, never the figures.
    return html`<div class="panel roulette-board">
      <div class="scene">
        <svg viewBox=${CYLINDER_VIEWBOX} role="img" aria-label=${sceneLabel(shown, words)}>
          ${renderCylinder({ chambers: kinds, top: Math.min(this.clicks, CHAMBERS - 1), clicks: this.clicks, bang: this.state?.bang ?? false, numerals: kinds.map((_, i) => words.number(i + 1)) })}
        </svg>
      </div>
      <div class="status">${this.renderStatus()}</div>
      ${fate === null ? nothing : html`<p class="fate">${fate}</p>`}
      ${renderStrip(stripCells(shown, words), this.t('chambers'))}
    </div>`;
  }

  /** Under the cylinder: the result of a finished round, or the clicks so far, what the next pull pays and its chance. */
  private renderStatus(): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      return /[1-9]/.test(round.payout)
        ? html`<div class="banner win"><span class="icon" aria-hidden="true">✓</span>
            <strong>${fill(this.t('youWon'), { amount: this.money.amount(round.payout) })}</strong> <span class="x">${this.times(round.multiplier)}</span></div>`
        : html`<div class="banner loss"><span class="icon" aria-hidden="true">✗</span> <strong>${this.t('bangNoWin')}</strong></div>`;
    }
    const bullets = this.shownBullets;
    const next = multiplierAfter(bullets, this.clicks + 1);
    const chance = nextClickChance(bullets, this.clicks);
    return html`<dl class="stats">
      <div><dt>${this.t('pulls')}</dt><dd>${fill(this.t('pullsOf'), { n: this.money.number(this.clicks), max: this.money.number(CHAMBERS - bullets) })}</dd></div>
      <div><dt>${this.t('nextPull')}</dt><dd>${next === null ? '—' : this.times(next)}</dd></div>
      <div><dt>${this.t('survivalChance')}</dt><dd>${chance === null ? '—' : this.percent(chance)}</dd></div>
    </dl>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    const most = CHAMBERS - this.bullets;
    return html`<div class="roulette-settings">
      <fieldset class="bullets" ?disabled=${off}>
        <legend>${this.t('bullets')}</legend>
        <div class="options">
          ${BULLET_CHOICES.map((n) => {
            const first = this.times(multiplierAfter(n, 1)!);
            const name = fill(this.t(n === 1 ? 'bulletOne' : 'bulletMany'), { n: this.money.number(n), multiplier: first });
            return html`<label><input type="radio" name="roulette-bullets" value=${n} aria-label=${name} .checked=${live(n === this.bullets)} @change=${() => (this.bullets = n)} />
              <span aria-hidden="true"><strong>${this.money.number(n)}</strong><small>${first}</small></span></label>`;
          })}
        </div>
      </fieldset>
      ${this.mode === 'auto'
        ? html`<label class="auto-pulls">${this.t('autoPulls')}
            <input type="number" inputmode="numeric" min="1" max=${most} step="1" .value=${live(String(Math.min(this.autoPulls, most)))} ?disabled=${this.locked}
              @change=${(e: Event) => this.setAutoPulls((e.target as HTMLInputElement).value, most)} /></label>
            <p class="note">${fill(this.t('autoNote'), { n: this.money.number(Math.min(this.autoPulls, most)) })}</p>`
        : nothing}
    </div>`;
  }

  private setAutoPulls(text: string, most: number): void {
    const value = Math.round(Number(text));
    this.autoPulls = Number.isFinite(value) ? Math.min(most, Math.max(1, value)) : 1;
    this.requestUpdate();
  }

  /** While a round is open: the Pull button, beside Cash out. */
  protected override renderActions(): TemplateResult | typeof nothing {
    if (!this.open || this.mode !== 'manual') return nothing;
    const next = multiplierAfter(this.shownBullets, this.clicks + 1);
    return html`<button type="button" class="pull-button" aria-keyshortcuts="P" aria-disabled=${this.locked ? 'true' : 'false'} @click=${() => void this.pull()}>
      ${this.t('pull')} <span class="next" aria-hidden="true">${next === null ? '' : `→ ${this.times(next)}`}</span></button>`;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ bullets: this.bullets }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to Pull, the next move.
    if (fromButton && this.open && this.mode === 'manual') {
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>('.pull-button')?.focus();
    }
    return round;
  }

  /** One autobet round: bet, pull the set number of times while the cylinder clicks, then cash out. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let i = 0; i < this.autoPulls; i++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.pull();
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  private async pull(): Promise<PlayedRound | null> {
    if (!this.round || !this.open || this.busy) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'pull', {}));
    if (round) {
      this.round = round;
      if (round.status === 'OPEN') this.sound.play('tick');
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
