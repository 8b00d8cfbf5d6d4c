import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
// The board's constants, not the rules module: live players never download zod or decimal.js.
import { CASE_COUNT } from '../board';
import type { CasesOutcome, CasesState } from '../rules';
import { casesStrings } from '../strings';
import { boardOf, renderCases, renderValues, stateKey, type CaseView } from './cases-board';
import { casesStyles } from './cases-game.styles';
import { centsOf, closedCents } from './cases-odds';
import { renderOfferStats } from './offer-stats';

/** How long autobet lets an opened case be seen before the next move (shortened by fast mode). */
const AUTO_STEP_MS = 360;

/** Autobet's choices of cases to open: 1 … 10, or all 11 (keep the case to the end). */
const AUTO_CHOICES = Array.from({ length: CASE_COUNT - 1 }, (_, i) => i + 1);

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of case, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/**
 * Cases: twelve briefcases hold twelve known multipliers. Before the bet the player taps the case to
 * keep (gold, tagged "your case"); then opens the others one by one. After each, the banker offers the
 * mean of the values still closed: it shows with what it pays now (on the Cash out button too), the
 * range the next case can move it to and the chance it rises. The board of values beside the cases
 * strikes out each one opened. When the round ends every case opens, the player's last.
 *
 * Cases are buttons in a grid: arrows move between them, one tab stop; each is named by number and
 * what it is or held. Keys: Space bets or cashes out (the shell's), R opens a random case, C cashes out.
 * In Auto the player chooses how many cases each round opens before it takes the offer.
 */
export class CasesGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    pick: { state: true },
    round: { state: true },
    focusCase: { state: true },
    autoOpen: { state: true },
    fresh: { state: true },
  };

  static override styles = [...GameShell.styles, casesStyles];

  protected readonly game = 'cases';
  protected readonly gameStrings = casesStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).casesGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).casesPlayerRules;
  }

  /** The case the player keeps in the next round (0 … 11). */
  declare protected pick: number;
  declare protected round: PlayedRound | null;
  /** The case in the tab order: the last one focused. */
  declare protected focusCase: number;
  /** How many cases each autobet round opens before taking the offer (11: all of them). */
  declare protected autoOpen: number;
  /** The case just opened, which plays its opening. */
  declare protected fresh: number | null;
  /** Picks the index of the case "Open random case" opens, among `n` closed ones; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;

  constructor() {
    super();
    this.pick = 0;
    this.round = null;
    this.focusCase = 0;
    this.autoOpen = 3;
    this.fresh = null;
    const game = this;
    this.hotkeys.add(
      {
        key: 'r',
        get label() {
          return game.t('openRandom');
        },
        run: () => game.openRandom(),
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

  /** An open round survives a reload: pick it up where it was, its case kept. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    this.round = activeRound;
    if (activeRound) this.pick = (activeRound.state as CasesState).pick;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): CasesState | null {
    return (this.round?.state as CasesState | null | undefined) ?? null;
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × the offer, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || (this.state?.opened.length ?? 0) === 0 || !/[1-9]/.test(this.round!.multiplier)) return null;
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
    const kept = (round.state as CasesState | null)?.opened.length === CASE_COUNT - 1;
    return won && !kept ? 'cashout' : super.resultSound(round, won);
  }

  /** A value as the cases and the board show it: "0.5×", "6×", in the player's digits. */
  private valueText(value: string): string {
    return `${this.money.number(value, 2)}×`;
  }

  protected renderBoard(): TemplateResult {
    const board = boardOf(this.round, this.pick);
    const open = this.open;
    const choosing = !open && !this.locked;
    const closed = this.round?.status === 'CLOSED';
    const yours = board.find((view) => view.yours);
    return html`<div class="panel cases${open ? ' open' : ''}">
      <div class="status">${this.renderStatus()}</div>
      <div class="table">
        <div class="board">
          ${renderCases(board, {
            label: this.t('board'),
            focus: this.focusCase,
            caseLabel: (index, view) => this.caseLabel(index, view),
            canPick: (index, view) => (choosing ? !(view.yours && !closed) : open && this.mode === 'manual' && !this.locked && view.kind === 'closed' && !view.yours),
            selected: open ? null : (index) => !closed && index === this.pick,
            yoursTag: this.t('yours'),
            valueText: (value) => this.valueText(value),
            fresh: this.fresh,
            onPick: (index) => (open ? void this.openCase(index) : this.choose(index)),
            onFocus: (index) => (this.focusCase = index),
          })}
        </div>
        ${renderValues(this.t('values'), this.state?.opened.map((o) => o.value) ?? [], closed ? (yours?.value ?? null) : null, (v) => this.valueText(v), (v) => fill(this.t('valueOpened'), { value: v }))}
      </div>
      <p class="hint">${this.hint()}</p>
    </div>`;
  }

  protected override renderSettings(): TemplateResult | typeof nothing {
    if (this.mode !== 'auto') return nothing;
    const n = this.autoOpen;
    return html`<div class="cases-settings">
      <label class="count">${this.t('autoOpen')}
        <select ?disabled=${this.locked} @change=${(e: Event) => (this.autoOpen = Number((e.target as HTMLSelectElement).value))}>
          ${AUTO_CHOICES.map((k) => html`<option value=${k} ?selected=${k === n}>${k === CASE_COUNT - 1 ? this.t('autoAll') : this.money.number(k)}</option>`)}
        </select></label>
      <p class="note">${n === CASE_COUNT - 1 ? this.t('autoNoteAll') : fill(this.t('autoNote'), { n: this.money.number(n) })}</p>
    </div>`;
  }

  /** While a round is open: a random case for the player who would rather not choose. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open
      ? html`<button type="button" class="random" aria-keyshortcuts="R" ?disabled=${this.locked} @click=${() => this.openRandom()}>${this.t('openRandom')}</button>`
      : nothing;
  }

  /** Above the board: the result of a finished round, or the offer, the next case's range and its chance to raise the offer. */
  private renderStatus(): TemplateResult {
    const round = this.round;
    if (round?.status === 'CLOSED') {
      const won = /[1-9]/.test(round.payout);
      const state = round.state as CasesState;
      const kept = state.opened.length === CASE_COUNT - 1;
      const amount = this.money.amount(round.payout);
      const held = this.valueText((round.outcome as CasesOutcome | null)?.cases[state.pick] ?? '0');
      const words = !kept ? fill(this.t('dealWon'), { amount, value: held }) : won ? fill(this.t('heldWon'), { value: this.valueText(round.multiplier), amount }) : this.t('heldNothing');
      return html`<div class="banner ${won ? 'win' : 'loss'}" role="status"><strong>${words}</strong>${won ? html` <span class="x">${this.money.multiplier(round.multiplier)}</span>` : nothing}</div>`;
    }
    const cashout = this.cashoutAmount;
    return renderOfferStats({
      opened: this.open ? (this.state?.opened ?? []) : [],
      offer: cashout === null ? null : { multiplier: round!.multiplier, amount: cashout },
      t: (key) => this.t(key),
      money: this.money,
      valueText: (value) => this.valueText(value),
    });
  }

  private hint(): string {
    if (!this.open) return this.t('pickHint');
    if ((this.state?.opened.length ?? 0) > 0 && this.cashoutAmount === null) return this.t('zeroHint');
    return this.t('openHint');
  }

  private caseLabel(index: number, view: CaseView): string {
    const state = fill(this.t(stateKey(view)), { value: view.value === null ? '' : this.valueText(view.value) });
    return fill(this.t('caseLabel'), { n: String(index + 1), state });
  }

  /** Before a bet: the case the player keeps. A finished round's board gives way to a fresh one. */
  private choose(index: number): void {
    if (this.round?.status === 'CLOSED') this.round = null;
    this.pick = index;
    this.fresh = null;
  }

  /** Starts a round (Bet) keeping the chosen case. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    const round = await this.placeBet({ pick: this.pick }, stake);
    if (!round) return null;
    this.round = round;
    this.fresh = null;
    // A keyboard player who pressed Bet goes on to the board, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') {
      if (this.focusCase === this.pick) this.focusCase = (this.pick + 1) % CASE_COUNT;
      await this.updateComplete;
      this.shadowRoot?.querySelector<HTMLElement>(`[data-case="${this.focusCase}"]`)?.focus();
    }
    return round;
  }

  /** One autobet round: bet, open cases in order, take the offer (or, at 0, open on to the end). */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let opened = 0; round?.status === 'OPEN'; opened++) {
      await this.pause(this.motion(AUTO_STEP_MS));
      if (opened >= this.autoOpen && this.cashoutAmount !== null) return this.cashOut();
      round = await this.openCase(this.closedOthers()[0]!);
    }
    return round;
  }

  /** The other cases still closed, lowest number first. */
  private closedOthers(): number[] {
    return boardOf(this.round, this.pick).flatMap((view, index) => (view.kind === 'closed' && !view.yours ? [index] : []));
  }

  private openRandom(): void {
    const closed = this.closedOthers();
    if (!this.open || closed.length === 0) return;
    const index = closed[this.randomIndex(closed.length)]!;
    this.focusCase = index;
    void this.openCase(index);
  }

  private async openCase(index: number): Promise<PlayedRound | null> {
    if (!this.round || this.busy) return null;
    const roundId = this.round.id;
    const before = closedCents((this.state?.opened ?? []).map((o) => o.value));
    const round = await this.move((source) => source.act(roundId, 'open', { case: index }));
    if (!round) return null;
    this.round = round;
    this.fresh = index;
    if (round.status === 'OPEN') {
      // A value under the mean of the closed cases raises the offer: the bright sound; else a tick.
      const value = centsOf((round.state as CasesState).opened.at(-1)!.value);
      this.sound.play(value * before.length < before.reduce((a, b) => a + b, 0) ? 'reveal' : 'tick');
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
