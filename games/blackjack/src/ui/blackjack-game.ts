import type { GameStrings } from '@rgs/game-kit';
import { GameShell, compareDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
// Types only from the rules side (and the pure hand totals, in table-view): live players never download the rules module, zod or decimal.js.
import type { Card } from '../cards';
import type { SideBetResult } from '../side-bets';
import type { BlackjackHand, BlackjackInsurance, BlackjackState } from '../state';
import { BLACKJACK_STRINGS, blackjackStrings, type BlackjackStrings } from '../strings';
import { blackjackStyles } from './blackjack-styles';
import { cardsNow, loadCards } from './lazy-cards';
import { INSURANCE_MOVES, moveCost, PLAY_MOVES, type Move, type MoveId } from './moves';
import { readStake, sideBetProblem, type StakeProblem } from './side-bet-stake';
import { badgeOf, dealerCards, seatState, splitStage, toneOf, type Stage } from './table-view';

type SideBetField = 'perfectPairs' | 'twentyOnePlusThree';
const SIDE_BETS: readonly SideBetField[] = ['perfectPairs', 'twentyOnePlusThree'];

/** The moves that wager more than the opening bet: a free-bet round has none of them. */
const EXTRA_WAGERS: readonly MoveId[] = ['double', 'split', 'takeInsurance'];
/** The ids of the notes saying why free bets leave out side bets and extra wagers. */
const NO_SIDE_BETS_ID = 'free-bet-side-bets';
const NO_EXTRAS_ID = 'free-bet-extras';

/** Where focus goes when the control that had it is disabled or gone after a move. */
const FOCUS_ORDER: readonly (MoveId | 'deal')[] = ['hit', 'stand', 'double', 'split', 'noInsurance', 'takeInsurance', 'deal'];

/** How long the dealer's draws wait after the hole card starts turning (the kit's flip lasts 460 ms). */
const AFTER_FLIP_MS = 400;
/** How long autobet lets a dealt card be seen before its next move, and a settled round before the next deal. */
const AUTO_MOVE_MS = 700;
const AUTO_ROUND_MS = 1000;

/**
 * Blackjack: stake the main bet and, if wanted, Perfect Pairs and 21+3; then hit, stand, double or
 * split (to 4 hands) as the server allows, answering insurance first when the dealer shows an ace.
 * Every button follows the round's `allowed` list; every amount shown is the state's decimal text,
 * in the player's currency. Keys H, S, D, P, I and N play the moves they name (the kit's hotkeys, in
 * the help list). In Auto, each hand is played by basic strategy, never taking insurance. A free bet
 * is the main bet alone: while free bets are on the side bets are off (and sent as 0), and on a
 * free-bet round Double, Split and Take insurance are off, each saying why.
 */
export class BlackjackGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    round: { state: true },
    perfectPairs: { state: true },
    twentyOnePlusThree: { state: true },
    stage: { state: true },
    dealCards: { state: true },
  };

  static override styles = [...GameShell.styles, blackjackStyles];

  protected readonly game = 'blackjack';
  protected readonly gameStrings: GameStrings = BLACKJACK_STRINGS;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).blackjackGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).blackjackPlayerRules;
  }

  declare protected round: PlayedRound | null;
  declare protected perfectPairs: string;
  declare protected twentyOnePlusThree: string;
  declare private stage: Stage | null;
  /** Whether new cards slide in; false for a round resumed after a reload, shown as it lies. */
  declare private dealCards: boolean;
  /** The round was just dealt: the dealer's cards alternate with the player's. */
  private opening = false;
  /** The hole card turned in the latest move: the dealer's draws wait for it. */
  private holeTurned = false;
  /** A key per hand, so a hand keeps its element when a split inserts a hand before it. */
  private handKeys: number[] = [];
  private nextKey = 0;

  constructor() {
    super();
    this.round = null;
    this.perfectPairs = '0';
    this.twentyOnePlusThree = '0';
    this.stage = null;
    this.dealCards = true;
    const game = this;
    this.hotkeys.add(
      ...[...PLAY_MOVES, ...INSURANCE_MOVES].map((move) => ({
        key: move.key,
        get label() {
          return game.s(move.label);
        },
        run: () => void game.play(move, true),
        enabled: () => game.mode === 'manual' && game.canPlay(move),
      })),
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    loadCards().then(
      () => this.requestUpdate(),
      () => (this.message = this.t('error')),
    );
  }

  /** An open round survives a reload: it comes back as it lies, without dealing it again. */
  protected override async onLive(_source: PlaySource, activeRound: PlayedRound | null): Promise<void> {
    if (!activeRound) return;
    this.dealCards = false;
    this.show(activeRound);
  }

  /** Blackjack's own strings (the kit's come from `t`). */
  protected s(key: keyof BlackjackStrings): string {
    return blackjackStrings(this.lang)[key];
  }

  private get state(): BlackjackState | null {
    return (this.round?.state as BlackjackState | null | undefined) ?? null;
  }

  private get open(): boolean {
    return this.round?.status === 'OPEN' && this.state !== null;
  }

  private canPlay(move: Move): boolean {
    return !this.locked && this.open && (this.state?.allowed ?? []).includes(move.action) && !this.extraOnFreeBet(move);
  }

  /** Whether `move` would wager more on a free-bet round (which covers its opening bet only). */
  private extraOnFreeBet(move: Move): boolean {
    return this.round?.freeBet === true && EXTRA_WAGERS.includes(move.id);
  }

  protected override inRound(): boolean {
    return this.open;
  }

  /** Deal while no round is open; during a round the moves are the buttons. */
  protected override primaryAction(): PrimaryAction | null {
    return this.open ? null : { label: this.s('deal'), bets: true, run: () => this.bet() };
  }

  protected override betProblem(): string | null {
    if (this.freeBetOn) return null;
    const problem = SIDE_BETS.map((field) => sideBetProblem(this[field], this.amount)).find((found) => found !== null);
    return problem ? this.s(problem) : null;
  }

  protected renderBoard(): TemplateResult {
    const state = this.state;
    const dealer = this.stage?.dealer ?? state?.dealer ?? null;
    const shown = dealer ? dealerCards(dealer) : [];
    const deal = this.dealCards && this.stage === null;
    const hands = state?.hands ?? [];
    const roundKey = this.round?.id ?? '';
    const delay = this.opening ? (cardsNow()?.DEAL_STAGGER_MS ?? 0) / 2 : this.holeTurned ? this.motion(AFTER_FLIP_MS) : 0;
    const closed = this.round?.status === 'CLOSED';
    return html`<div class="table-panel"><div class="table">
      <section class="dealer" aria-label=${this.s('dealer')}>
        <span class="seat-name">${this.s('dealer')}</span>
        ${dealer === null ? html`<div class="spot" aria-hidden="true"></div>` : keyed(roundKey, html`<rgs-card-hand .cards=${shown} .total=${dealer ? badgeOf(dealer.cards, dealer.holeRevealed) : null} label=${this.s('dealer')}
          lang=${this.lang} .logoUrl=${this.cardLogoUrl} .deal=${deal} .dealDelay=${delay}></rgs-card-hand>`)}
      </section>
      <svg class="print" viewBox="0 0 320 58" aria-hidden="true" focusable="false">
        <path id="arc" class="arc" d="M 14 6 Q 160 52 306 6"></path>
        <path id="arc-text" d="M 24 14 Q 160 56 296 14" fill="none"></path>
        <text class="pays"><textPath href="#arc-text" startOffset="50%" text-anchor="middle">${this.s('tablePays')}</textPath></text>
        <text class="rules" x="160" y="52" text-anchor="middle">${this.s('tableRules')}</text>
      </svg>
      <p class=${`status ${this.statusTone()}`} role="status" aria-live="polite">${closed ? '' : this.statusLine()}</p>
      ${closed ? html`<p class=${`status round-end ${this.statusTone()}`}>${this.roundEndLine()}</p>` : nothing}
      <div class="seats" data-n=${Math.max(hands.length, 1)}>
        ${state && hands.length > 0
          ? repeat(hands, (_, i) => this.seatKey(i), (hand, i) => this.renderSeat(state, hand, i, this.stage?.hands[i] ?? hand.cards, deal))
          : html`<div class="seat"><div class="spot" aria-hidden="true"></div><div class="seat-bet">${this.s('stake')} ${this.shownAmount()}</div></div>`}
      </div>
      ${state ? this.renderExtras(state) : nothing}
    </div></div>`;
  }

  private renderSeat(state: BlackjackState, hand: BlackjackHand, i: number, cards: readonly Card[], deal: boolean): TemplateResult {
    const several = state.hands.length > 1;
    const name = several ? `${this.s('hand')} ${i + 1}` : this.s('hand');
    const seat = seatState(state, i);
    return html`<div class=${`seat ${seat}`} aria-current=${seat === 'active' ? 'step' : nothing}>
      ${several ? html`<span class="seat-name">${name}</span>` : nothing}
      <rgs-card-hand .cards=${cards} .total=${badgeOf(cards, !hand.fromSplit)} state=${seat} label=${name} lang=${this.lang}
        .logoUrl=${this.cardLogoUrl} .deal=${deal}></rgs-card-hand>
      <div class="seat-bet">${this.s('stake')} ${this.money.amount(hand.bet)}${hand.doubled ? ` · ${this.s('doubled')}` : ''}</div>
      ${hand.result ? this.renderResult(hand) : nothing}
    </div>`;
  }

  /** The main bet as typed, in the player's currency, before a round is dealt. */
  private shownAmount(): string {
    const stake = this.stake;
    return stake === null ? this.amount : this.money.amount(stake);
  }

  /** A hand's element key: the round, and the hand's own key (a split inserts hands). */
  private seatKey(i: number): string {
    return `${this.round?.id ?? ''}:${this.handKeys[i] ?? `at-${i}`}`;
  }

  /** A settled hand: its result in words and, when it returned anything, how much. */
  private renderResult(hand: BlackjackHand): TemplateResult {
    const payout = hand.payout ?? '0';
    const paid = compareDecimal(payout, '0') > 0 ? ` · ${this.t('paid')} ${this.money.amount(payout)}` : '';
    return html`<div class=${`seat-result ${toneOf(payout, hand.bet)}`}><strong>${this.s(hand.result ?? 'lose')}</strong>${paid}</div>`;
  }

  /** The side bets (settled at the deal) and the insurance once answered, each told in words and amounts. */
  private renderExtras(state: BlackjackState): TemplateResult | typeof nothing {
    const items: TemplateResult[] = [];
    for (const field of SIDE_BETS) {
      const bet: SideBetResult<keyof BlackjackStrings> | null = state.sideBets[field];
      if (bet) items.push(this.renderExtra(`${this.s(field)} ${this.money.amount(bet.stake)}`, bet.outcome ? this.s(bet.outcome) : this.s('noWin'), bet.payout, bet.stake));
    }
    const insurance = state.insurance;
    if (insurance && insurance.status !== 'offered') items.push(this.renderInsurance(insurance));
    return items.length > 0 ? html`<ul class="extras">${items}</ul>` : nothing;
  }

  private renderInsurance(insurance: BlackjackInsurance): TemplateResult {
    if (insurance.status === 'declined') return html`<li>${this.s('insurance')}: ${this.s('declined')}</li>`;
    const name = `${this.s('insurance')} ${this.money.amount(insurance.amount)}`;
    if (insurance.payout === null) return html`<li>${name}</li>`;
    const won = compareDecimal(insurance.payout, '0') > 0;
    return this.renderExtra(name, this.s(won ? 'win' : 'lose'), insurance.payout, insurance.amount);
  }

  private renderExtra(name: string, outcome: string, payout: string, stake: string): TemplateResult {
    const paid = compareDecimal(payout, '0') > 0;
    return html`<li class=${toneOf(payout, stake)}>${name}: <strong>${outcome}</strong>${paid ? ` · ${this.t('paid')} ${this.money.amount(payout)}` : ''}</li>`;
  }

  /** What the live region says while a round is played: the insurance question, or the hand being played. */
  private statusLine(): string {
    const state = this.state;
    const round = this.round;
    if (!state || !round || round.status !== 'OPEN') return '';
    if (state.phase === 'insurance') return this.s('insuranceOffered');
    const hand = state.activeHand === null ? undefined : state.hands[state.activeHand];
    const badge = hand ? badgeOf(hand.cards, !hand.fromSplit) : null;
    const up = state.dealer.cards[0];
    const cards = cardsNow();
    if (!hand || !badge || !up || !cards) return '';
    const name = state.hands.length > 1 ? `${this.s('hand')} ${state.activeHand! + 1}` : this.s('hand');
    return `${name}: ${cards.totalText(badge, this.lang)} · ${this.s('dealerShows')} ${cards.cardLabel(up, this.lang)}`;
  }

  /** The round's end on the felt (the shell's banner announces it): the total payout and multiplier. */
  private roundEndLine(): string {
    const round = this.round!;
    return `${this.s('totalPayout')}: ${this.money.amount(round.payout)} · ${this.money.multiplier(round.multiplier)}`;
  }

  private statusTone(): string {
    const round = this.round;
    if (!round || round.status === 'VOID') return '';
    if (round.status === 'CLOSED') return toneOf(round.payout, round.amount);
    // While a hand is played the badges show it; the line is for screen readers (and keeps its place).
    return this.state?.phase === 'insurance' ? 'is-info' : 'is-quiet';
  }

  protected override renderSettings(): TemplateResult | typeof nothing {
    if (this.open) return nothing;
    const free = this.freeBetOn;
    return html`<div class="side-bets">${SIDE_BETS.map((field) => this.renderStakeField(field, free ? null : sideBetProblem(this[field], this.amount), free))}</div>
      ${free ? html`<p class="note free-bet-note" id=${NO_SIDE_BETS_ID}>${this.s('freeBetNoSideBets')}</p>` : nothing}`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    const state = this.state;
    if (!this.open || !state) return nothing;
    return html`<div class="table-moves">
      ${state.allowed.includes('insurance')
        ? html`<div class="insurance" role="group" aria-label=${this.s('insurance')}>${INSURANCE_MOVES.map((move) => this.renderMove(move, state))}</div>`
        : nothing}
      <div class="moves" role="group">${PLAY_MOVES.map((move) => this.renderMove(move, state))}</div>
      ${this.round?.freeBet ? html`<p class="note free-bet-note" id=${NO_EXTRAS_ID}>${this.s('freeBetNoExtras')}</p>` : nothing}
    </div>`;
  }

  private renderMove(move: Move, state: BlackjackState): TemplateResult {
    const extra = this.extraOnFreeBet(move);
    const allowed = state.allowed.includes(move.action) && !extra;
    const cost = allowed ? moveCost(state, move.id) : null;
    const label = this.s(move.label);
    return html`<button class="move" data-move=${move.id} ?disabled=${this.locked || !allowed} aria-keyshortcuts=${move.key} title=${`${label} (${move.key})`}
      aria-describedby=${extra ? NO_EXTRAS_ID : nothing} @click=${() => void this.play(move, false)}><span class="label">${label}${cost === null ? nothing : html`<span class="cost"> (+${this.money.amount(cost)})</span>`}</span><kbd aria-hidden="true">${move.key}</kbd></button>`;
  }

  private renderStakeField(field: SideBetField, problem: StakeProblem | null, free: boolean): TemplateResult {
    const errorId = `${field}-error`;
    return html`<div class="stake-field">
      <label for=${field}>${this.s(field)}</label>
      <input id=${field} name=${field} type="text" inputmode="decimal" autocomplete="off" spellcheck="false" .value=${this[field]} ?disabled=${this.locked || free}
        aria-invalid=${problem ? 'true' : 'false'} aria-describedby=${free ? `${errorId} ${NO_SIDE_BETS_ID}` : errorId} @input=${(e: Event) => (this[field] = (e.target as HTMLInputElement).value)} />
      <span class="field-error" id=${errorId} aria-live="polite">${problem ? this.s(problem) : ''}</span>
    </div>`;
  }

  /** A side bet's stake as the params take it: typed in the shown currency, sent in the wire's. */
  private sideStake(field: SideBetField): string {
    const typed = readStake(this[field]) ?? '0';
    return this.money.toWire(typed) ?? '0';
  }

  /** Deals a round (the shell has checked the main bet, and `betProblem` the side bets). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    if (this.betProblem() !== null) return null;
    const hadFocus = this.hasFocusInside();
    // A free bet stakes its grant's stake alone: no side bet rides on it.
    const sides = this.freeBetOn ? { perfectPairs: '0', twentyOnePlusThree: '0' } : { perfectPairs: this.sideStake('perfectPairs'), twentyOnePlusThree: this.sideStake('twentyOnePlusThree') };
    const round = await this.placeBet(sides, stake);
    if (round) this.show(round, 'deal');
    await this.updateComplete;
    if (hadFocus) this.focusNext('deal');
    return round;
  }

  /** One autobet round: dealt, then every hand played by basic strategy (no insurance), then a moment to see it. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    const { basicStrategyMove } = await import('../advice');
    let round = await this.bet(stake);
    while (round?.status === 'OPEN') {
      await this.pause(this.motion(AUTO_MOVE_MS));
      const next = basicStrategyMove(round.state as BlackjackState);
      const move = next && [...PLAY_MOVES, ...INSURANCE_MOVES].find((m) => m.action === next.action && (m.action !== 'insurance' || m.params.take === next.params.take));
      if (!move) return null;
      round = await this.play(move, false);
    }
    await this.pause(this.motion(AUTO_ROUND_MS));
    return round;
  }

  private async play(move: Move, fromKey: boolean): Promise<PlayedRound | null> {
    const round = this.round;
    if (!round || !this.open || !(this.state?.allowed ?? []).includes(move.action) || this.extraOnFreeBet(move) || this.busy) return null;
    const hadFocus = fromKey || this.hasFocusInside();
    const next = await this.move((source) => source.act(round.id, move.action, move.params));
    if (next) this.show(next, move);
    await this.updateComplete;
    if (this.stage) {
      // The hands as they stood are on the table now: let the kit deal the split hands' new cards.
      this.stage = null;
      await this.updateComplete;
    }
    if (hadFocus && this.mode === 'manual') this.focusNext(move.id);
    return next;
  }

  /** Puts a round on the table: after a deal, after a move (`sent`), or resumed (neither). */
  private show(round: PlayedRound, sent?: Move | 'deal'): void {
    const before = this.round?.id === round.id ? this.state : null;
    const after = round.state as BlackjackState;
    this.opening = sent === 'deal';
    this.holeTurned = before !== null && !before.dealer.holeRevealed && after.dealer.holeRevealed;
    if (sent !== undefined) this.dealCards = true;
    const split = before !== null && typeof sent === 'object' && sent.action === 'split' && before.activeHand !== null && after.hands.length === before.hands.length + 1;
    if (split && before.activeHand !== null && this.handKeys.length === before.hands.length) {
      this.handKeys.splice(before.activeHand + 1, 0, this.nextKey++);
      this.stage = splitStage(before, after, before.activeHand);
    } else if (before === null || this.handKeys.length !== after.hands.length) {
      this.handKeys = after.hands.map(() => this.nextKey++);
    }
    this.round = round;
  }

  private hasFocusInside(): boolean {
    return (this.shadowRoot?.activeElement ?? null) !== null;
  }

  /** A disabled or vanished button drops focus: give it to the move just made if it is still open, else to the next useful one. */
  private focusNext(prefer: MoveId | 'deal'): void {
    const root = this.shadowRoot;
    const current = root?.activeElement as HTMLButtonElement | null | undefined;
    if (!root || (current?.isConnected && !current.disabled)) return;
    for (const id of [prefer, ...FOCUS_ORDER]) {
      const button = root.querySelector<HTMLButtonElement>(id === 'deal' ? 'button.play' : `button[data-move="${id}"]`);
      if (button && !button.disabled) return button.focus();
    }
  }
}
