import { GameShell, OutcomeAnimation, browserFrameClock, compareDecimal, fill, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, svg, type TemplateResult } from 'lit';
// The board's constants and paytables, not the rules module: live players never download zod or decimal.js.
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoRisk } from '../board';
import { kenoPaytable } from '../paytables';
import type { KenoState } from '../rules';
import { kenoStrings } from '../strings';
import { DRAW_MS, revealedAt } from './draw-motion';
import { ballArt, gemArt } from './keno-art';
import { CELL_LABEL, boardOf, renderCells } from './keno-board';
import { kenoStyles } from './keno-game.styles';

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of numbers, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/** A played round on the board: its balls come out one by one, for `duration` ms. */
interface ShownDraw {
  readonly round: PlayedRound;
  readonly state: KenoState;
  readonly duration: number;
}

const PICKS_NOTE_ID = 'keno-picks';

/**
 * Keno: pick 1 to 10 of the 40 numbers (click them, or Auto-pick), choose a risk, bet; ten numbers
 * are drawn and the paytable of the picks and risk pays by the hits. The ten balls come out one by
 * one into the tray above the board (1.2 s, a quarter in fast mode, at once with reduced motion),
 * each marking its number: a gem on a hit, a ring on a number not picked; the paytable under the
 * board lights the hits so far. The money has moved already, only the verdict (the shell's banner)
 * waits for the last ball. Pressing Bet again lands the previous draw first; changing the picks or
 * the risk clears it from the board.
 *
 * The numbers are toggle buttons (aria-pressed) named by what they show ("7, picked", "7, drawn,
 * hit"); arrows move between them, one tab stop. Keys: Space bets (the shell's), R auto-picks,
 * C clears. Autobet plays the picks as they stand.
 */
export class KenoGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    picks: { state: true },
    risk: { state: true },
    focusNumber: { state: true },
  };

  static override styles = [...GameShell.styles, kenoStyles];

  protected readonly game = 'keno';
  protected readonly gameStrings = kenoStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).kenoGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).kenoPlayerRules;
  }

  /** The player's numbers, in the order they were picked. */
  declare protected picks: readonly number[];
  declare protected risk: KenoRisk;
  /** The number in the tab order: the last one focused. */
  declare protected focusNumber: number;
  protected clock: FrameClock = browserFrameClock;
  /** Picks the index Auto-pick takes among `n` numbers left; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;
  /** Balls whose sound has played, so each sounds once. */
  private sounded = 0;
  /** The draw on the board: its balls come out, then the round is told. */
  protected readonly draw = new OutcomeAnimation<ShownDraw>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    // Each ball sounds as it comes out: a chime on a hit, a tick otherwise.
    frame: ({ state, duration }, elapsed) => {
      const out = revealedAt(elapsed, duration);
      for (; this.sounded < out; this.sounded++) this.sound.play(state.picks.includes(state.drawn[this.sounded]!) ? 'reveal' : 'tick');
    },
  });

  constructor() {
    super();
    this.picks = [];
    this.risk = 'classic';
    this.focusNumber = 1;
    const game = this;
    this.hotkeys.add(
      {
        key: 'r',
        get label() {
          return game.t('autoPick');
        },
        run: () => game.autoPick(),
        enabled: () => !game.locked,
      },
      {
        key: 'c',
        get label() {
          return game.t('clear');
        },
        run: () => game.clear(),
        enabled: () => !game.locked && game.picks.length > 0,
      },
    );
  }

  /** True while balls are still coming out. */
  get drawing(): boolean {
    return this.draw.playing;
  }

  /** The draw on the board, coming out or landed; null before the first or after a change of picks. */
  private get shown(): ShownDraw | null {
    return this.draw.shown;
  }

  protected override betProblem(): string | null {
    return this.picks.length === 0 ? this.t('pickPrompt') : null;
  }

  protected override betParams(): unknown {
    return { picks: [...this.picks], risk: this.risk };
  }

  /** The numbers drawn so far on the board, in draw order. */
  private get revealed(): readonly number[] {
    const shown = this.shown;
    return shown ? shown.state.drawn.slice(0, revealedAt(this.draw.elapsed, shown.duration)) : [];
  }

  protected renderBoard(): TemplateResult {
    const shown = this.shown;
    const picks = shown?.state.picks ?? this.picks;
    const risk = shown?.state.risk ?? this.risk;
    const revealed = this.revealed;
    const board = boardOf(picks, revealed);
    const full = this.picks.length >= KENO_MAX_PICKS;
    return html`<div class="panel keno">
      ${this.renderTray(revealed, picks)}
      ${renderCells(board, {
        label: this.t('board'),
        focus: this.focusNumber,
        describedBy: PICKS_NOTE_ID,
        cellLabel: (cell) => fill(this.t(CELL_LABEL[cell.kind]), { n: this.money.number(cell.number) }),
        canToggle: (cell) => !this.locked && (this.picks.includes(cell.number) || !full),
        pressed: (cell) => picks.includes(cell.number),
        onToggle: (number) => this.toggle(number),
        onFocus: (number) => (this.focusNumber = number),
      })}
      ${this.renderPaytable(picks.length, risk, revealed.filter((n) => picks.includes(n)).length)}
      <p class="outcome ${this.landedClass()}">${this.renderOutcome()}</p>
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked;
    return html`<fieldset class="keno-risk">
        <legend>${this.t('risk')}</legend>
        <div class="choices">
          ${KENO_RISKS.map(
            (risk) => html`<button type="button" aria-pressed=${this.risk === risk ? 'true' : 'false'} ?disabled=${off} @click=${() => this.setRisk(risk)}>${this.t(risk)}</button>`,
          )}
        </div>
      </fieldset>
      <div class="keno-pick">
        <button type="button" aria-keyshortcuts="R" ?disabled=${off} @click=${() => this.autoPick()}>${this.t('autoPick')}</button>
        <button type="button" aria-keyshortcuts="C" ?disabled=${off || this.picks.length === 0} @click=${() => this.clear()}>${this.t('clear')}</button>
      </div>
      <p class="keno-count note" id=${PICKS_NOTE_ID}>
        ${this.picks.length === 0 ? this.t('pickPrompt') : fill(this.t('pickedCount'), { n: this.money.number(this.picks.length) })}
      </p>`;
  }

  /** Ten sockets above the board; each fills with its ball as it comes out. Pictures only: the cells and the banner say it in words. */
  private renderTray(revealed: readonly number[], picks: readonly number[]): TemplateResult {
    const drawing = this.drawing;
    return html`<div class="tray" aria-hidden="true">
      ${Array.from({ length: KENO_DRAWN }, (_, i) => {
        const number = revealed[i];
        const fresh = drawing && i === revealed.length - 1;
        return html`<svg class="socket${fresh ? ' fresh' : ''}" viewBox="0 0 40 40" focusable="false">
          <circle class="hole" cx="20" cy="20" r="17" />
          ${number === undefined ? nothing : ballArt(number, picks.includes(number))}
        </svg>`;
      })}
    </div>`;
  }

  /** What each count of hits pays for these picks and risk; the hits so far are marked (aria-current, a frame, a gem). */
  private renderPaytable(picks: number, risk: KenoRisk, hits: number): TemplateResult {
    if (picks === 0) return html`<p class="paytable empty note">${this.t('pickPrompt')}</p>`;
    const table = kenoPaytable(risk, picks);
    const lit = this.shown !== null;
    return html`<ol class="paytable" aria-label=${fill(this.t('payouts'), { picks: this.money.number(picks), risk: this.t(risk) })}>
      ${table.map((multiplier, k) => {
        const current = lit && k === hits;
        const count = k === 1 ? this.t('oneHit') : fill(this.t('hitsCount'), { n: this.money.number(k) });
        const pays = multiplier !== '0';
        return html`<li class=${current ? `current${pays ? ' pays' : ''}` : nothing} aria-current=${current ? 'true' : nothing}>
          <strong class="x">${this.money.number(multiplier, 4)}×</strong>
          <span class="k"><svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${current ? gemArt : svg`<circle cx="32" cy="34" r="18" class="pip" />`}</svg
            ><span class="sr">${count}</span><span aria-hidden="true">${this.money.number(k)}</span></span>
        </li>`;
      })}
    </ol>`;
  }

  private landedClass(): string {
    if (!this.shown || this.drawing) return 'idle';
    return this.wonMoney(this.shown.round) ? 'won' : 'lost';
  }

  /** Whether a round paid more than its stake: a part of the stake back (low risk's 0.7×) is no win. */
  private wonMoney(round: PlayedRound): boolean {
    return compareDecimal(round.payout, round.stake) > 0;
  }

  /** While drawing: how many balls are out. Once landed: the hits and what they paid (the banner announces it; this stays). */
  private renderOutcome(): string {
    const shown = this.shown;
    if (!shown) return '';
    const values = {
      hits: this.money.number(shown.state.hits.length),
      picks: this.money.number(shown.state.picks.length),
      payout: this.money.amount(shown.round.payout),
    };
    if (this.drawing) return `${this.t('drawing')} ${this.money.number(this.revealed.length)} / ${this.money.number(KENO_DRAWN)}`;
    const paid = /[1-9]/.test(shown.round.payout);
    return `${this.wonMoney(shown.round) ? '✓' : '✗'} ${fill(this.t(paid ? 'resultPaid' : 'resultNoWin'), values)}`;
  }

  /** Picks or unpicks a number; the last draw leaves the board. */
  private toggle(number: number): void {
    if (this.locked) return;
    if (this.picks.includes(number)) this.setPicks(this.picks.filter((n) => n !== number));
    else if (this.picks.length < KENO_MAX_PICKS) this.setPicks([...this.picks, number]);
  }

  /** Picks random numbers: as many as are picked now, or 10 when none are. */
  autoPick(): void {
    if (this.locked) return;
    const count = this.picks.length === 0 ? KENO_MAX_PICKS : this.picks.length;
    const left = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
    this.setPicks(Array.from({ length: count }, () => left.splice(this.randomIndex(left.length), 1)[0]!));
  }

  /** Unpicks every number. */
  clear(): void {
    if (this.locked) return;
    this.setPicks([]);
  }

  private setRisk(risk: KenoRisk): void {
    if (this.locked || risk === this.risk) return;
    this.clearDraw();
    this.risk = risk;
  }

  private setPicks(picks: readonly number[]): void {
    this.clearDraw();
    this.picks = picks;
  }

  /** A draw still coming out lands (and is told) before it leaves the board. */
  private clearDraw(): void {
    this.draw.clear();
  }

  /** Draws: the previous draw lands first, then the new one's balls come out. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.picks.length === 0) return null;
    this.draw.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as KenoState | null | undefined;
    if (!round || !Array.isArray(state?.drawn)) return round;
    this.sounded = 0;
    this.draw.play({ round, state, duration: this.motion(DRAW_MS) });
    return round;
  }

  /** Puts every ball out at once, and tells the player. */
  land(): void {
    this.draw.land();
  }
}
