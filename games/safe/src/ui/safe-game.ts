import { GameShell, OutcomeAnimation, browserFrameClock, fill, gameLanguage, localeOf, type FrameClock, type PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The paytables, not the rules module: live players never download zod.
import { SAFE_DEFAULT_GUESS, SAFE_DIAL_COUNTS, SAFE_DIGITS, type SafeDials } from '../paytables';
import type { SafeParams, SafeState } from '../rules';
import { safeStrings } from '../strings';
import { crackLength, dialStop, dialsLanded, doorAt, drumAt, drumTarget } from './crack-motion';
import { dialMove, renderGuessDials, stepDigit } from './guess-dials';
import { renderLockPaytable } from './lock-paytable';
import { renderSafe, type Lamp, type SafeView } from './safe-board';
import { safeStyles } from './safe-game.styles';

/** A settled round the board shows: the drums roll from `from` to `to`, lamps light, and on a full match the door opens. */
interface ShownCrack {
  readonly round: PlayedRound;
  readonly dials: SafeDials;
  readonly guess: readonly number[];
  readonly code: readonly number[];
  readonly matches: number;
  readonly multiplier: string;
  readonly from: readonly number[];
  readonly to: readonly number[];
  /** The full-length animation's time (every dial, then the door when it opens); `duration` plays it, shortened or not. */
  readonly length: number;
  readonly duration: number;
}

/** Below this many milliseconds (fast mode) an animation is short: its drums make fewer turns, so they stay readable. */
const SHORT_MS = 1000;

/** A digit from the browser's strong random source, for the Random code button. */
function cryptoDigit(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % SAFE_DIGITS;
}

/**
 * Safe: choose a lock of 2, 3 or 4 dials, set your code on its dials, bet. The board draws the safe:
 * a steel door with a brass plate showing your digit above each drum, the drums in their windows,
 * a lamp under each and a handle wheel; beside it, what this lock pays. The dials are spinbuttons in
 * the controls (arrows, digit keys, Home/End; ←/→ move between them; Space bets from any of them).
 *
 * A settled round rolls every drum at once; they click into place one by one, half a second apart,
 * each lamp lighting green (a match) or red (a miss) as its drum stops; when every dial matches the
 * handle turns and the door swings open onto gold. Fast mode plays it four times faster, reduced
 * motion shows it at once; Skip or Escape lands it at once. The money has moved already: only the
 * verdict (the shell's banner) waits for the landing.
 */
export class SafeGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    dials: { state: true },
    code: { state: true },
    rest: { state: true },
  };

  static override styles = [...GameShell.styles, safeStyles];

  protected readonly game = 'safe';
  protected readonly gameStrings = safeStrings;
  protected override readonly animatesResults = true;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).safeGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).safePlayerRules;
  }

  declare protected dials: SafeDials;
  /** The player's digits for all four dials; a lock of fewer dials uses the first ones, so switching back keeps them. */
  declare protected code: readonly number[];
  /** The digit each drum rests on between rounds (where the last round left it). */
  declare protected rest: readonly number[];
  protected clock: FrameClock = browserFrameClock;
  /** Draws a digit for the Random code button; tests replace it. */
  protected randomDigit: () => number = cryptoDigit;
  /** Drums whose click has sounded this round, so each sounds once. */
  private sounded = 0;
  /** The round on the board; as it lands the drums rest on its code. */
  protected readonly crack = new OutcomeAnimation<ShownCrack>(this, {
    clock: () => this.clock,
    announce: (round) => this.announce(round),
    landed: (shown) => {
      this.rest = this.rest.map((digit, i) => shown.code[i] ?? digit);
    },
    // Each drum clicks as it stops: a chime on a match, a tick on a miss.
    frame: (shown, elapsed) => {
      const landed = dialsLanded(this.designTime(shown, elapsed), shown.dials);
      for (; this.sounded < landed; this.sounded++) this.sound.play(shown.code[this.sounded] === shown.guess[this.sounded] ? 'reveal' : 'tick');
    },
  });

  constructor() {
    super();
    this.dials = 3;
    this.code = [...SAFE_DEFAULT_GUESS];
    this.rest = [0, 0, 0, 0];
    this.hotkeys.add(this.crack.skipKey(() => this.t('skip')));
  }

  /** True while the drums are rolling or the door is opening. */
  get cracking(): boolean {
    return this.crack.playing;
  }

  protected override betParams(): SafeParams {
    return { dials: this.dials, guess: this.code.slice(0, this.dials) };
  }

  /** Where the full-length animation is `elapsed` ms into a shortened one. */
  private designTime(shown: ShownCrack, elapsed: number): number {
    return shown.duration > 0 ? (elapsed * shown.length) / shown.duration : shown.length;
  }

  /** The player's Intl locale. */
  private get locale(): string {
    const lang = gameLanguage(this.lang);
    return localeOf(lang);
  }

  /** What the safe shows now: the round on it as far as it has played (landed: all of it), or the player's lock and code at rest. */
  private safeView(): SafeView {
    const shown = this.crack.shown;
    const dials = shown?.dials ?? this.dials;
    const guess = shown?.guess ?? this.code.slice(0, dials);
    let label = fill(this.t('safeLabel'), { dials: String(dials), guess: guess.join(' ') });
    if (!shown) return { guess, drums: this.rest.slice(0, dials), lamps: guess.map(() => 'off'), handle: 0, door: 0, label };
    const t = this.crack.playing ? this.designTime(shown, this.crack.elapsed) : Infinity;
    const landed = dialsLanded(t, dials);
    const drums = shown.from.map((from, i) => drumAt(from, shown.to[i]!, t, dialStop(i)));
    const lamps = guess.map((digit, i): Lamp => (i >= landed ? 'off' : shown.code[i] === digit ? 'hit' : 'miss'));
    const opens = shown.matches === dials;
    const { handle, door } = opens ? doorAt(t, dials) : { handle: 0, door: 0 };
    if (this.crack.landed) {
      label += `, ${fill(this.t('crackedLabel'), { code: shown.code.join(' '), matches: String(shown.matches), dials: String(dials) })}`;
      if (opens) label += `, ${this.t('doorOpen')}`;
    }
    return { guess, drums, lamps, handle, door, label };
  }

  protected renderBoard(): TemplateResult {
    const shown = this.crack.shown;
    const outcome = !this.crack.landed ? 'idle' : shown!.multiplier === '0' ? 'loss' : 'win';
    return html`<div class="panel safe">
      <div class="safe-stage">
        <div class="safe-box">${renderSafe(this.safeView())}</div>
        ${this.renderPaytable(shown?.dials ?? this.dials, this.crack.landed ? shown!.matches : null)}
      </div>
      <p class="outcome ${outcome}">${this.renderOutcome()}</p>
    </div>`;
  }

  /** The lock's paytable beside the safe, the line of the round just landed (`hit` matches) marked. */
  private renderPaytable(dials: SafeDials, hit: number | null): TemplateResult {
    const multiplier = new Intl.NumberFormat(this.locale, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(this.locale, { style: 'percent', maximumFractionDigits: 2 });
    const counts = (most: number) => ({ matches: String(most), most: String(most), dials: String(dials) });
    return renderLockPaytable({
      dials,
      hit,
      label: this.t('paytable'),
      line: (fewest, most) => fill(this.t(fewest === most ? 'matchLine' : 'missLine'), counts(most)),
      entry: (line, shown, chance) => fill(this.t('lineEntry'), { line, multiplier: shown, chance }),
      multiplier: (m) => `${multiplier.format(Number(m))}×`,
      chance: (share) => percent.format(share),
    });
  }

  /** The landed round in words under the safe (the shell's banner announces it; this stays to be read). */
  private renderOutcome(): string {
    if (!this.crack.landed) return this.cracking ? this.t('cracking') : '';
    const { code, matches, dials, multiplier, round } = this.crack.shown!;
    const values = { code: code.join(' '), matches: String(matches), dials: String(dials), payout: this.money.amount(round.payout) };
    if (multiplier === '0') return `✗ ${fill(this.t('lost'), values)}`;
    return `✓ ${fill(this.t(matches === dials ? 'opened' : 'won'), values)}`;
  }

  protected override renderSettings(): TemplateResult {
    return html`<div class="safe-settings">
      <fieldset class="choice dials" ?disabled=${this.locked}>
        <legend>${this.t('dials')}</legend>
        <div class="options">
          ${SAFE_DIAL_COUNTS.map(
            (n) => html`<label><input type="radio" name="safe-dials" value=${String(n)} .checked=${live(n === this.dials)}
              @change=${() => this.chooseDials(n)} /><span>${n}</span></label>`,
          )}
        </div>
      </fieldset>
      ${renderGuessDials({
          guess: this.code.slice(0, this.dials),
          disabled: this.locked,
          legend: this.t('yourCode'),
          name: (n) => fill(this.t('dial'), { n: String(n) }),
          upName: (n) => fill(this.t('dialUp'), { n: String(n) }),
          downName: (n) => fill(this.t('dialDown'), { n: String(n) }),
          change: (dial, digit) => this.setDigit(dial, digit),
          key: (dial, event) => this.dialKey(dial, event),
          random: { name: this.t('randomCode'), pick: () => this.randomCode() },
        })}
    </div>`;
  }

  protected override renderActions(): TemplateResult | typeof nothing {
    return this.crack.renderSkip(this.t('skip'));
  }

  /** A new lock: the round shown lands first (its result told), then the safe shows the new lock, shut. */
  private chooseDials(dials: SafeDials): void {
    this.crack.clear();
    this.dials = dials;
  }

  /** A new digit on a dial: the round shown lands and leaves the board (its lamps were for the old code). */
  private setDigit(dial: number, digit: number): void {
    if (this.locked || this.code[dial] === digit) return;
    this.crack.clear();
    this.code = this.code.map((d, i) => (i === dial ? digit : d));
  }

  /** A fresh random code on every dial. */
  private randomCode(): void {
    if (this.locked) return;
    this.crack.clear();
    this.code = this.code.map(() => this.randomDigit());
  }

  /** The keys of a dial (dialMove): a digit key sets it and moves on to the next dial, as in a PIN field. */
  private dialKey(dial: number, event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = dialMove(event.key);
    if (!move) return;
    event.preventDefault();
    if ('focus' in move) return this.focusDial(dial + move.focus);
    if (this.locked) return;
    if ('step' in move) return this.setDigit(dial, stepDigit(this.code[dial]!, move.step));
    this.setDigit(dial, move.set);
    if (/^[0-9]$/.test(event.key)) this.focusDial(dial + 1);
  }

  private focusDial(dial: number): void {
    if (dial < 0 || dial >= this.dials) return;
    this.shadowRoot?.querySelector<HTMLElement>(`[role="spinbutton"][data-dial="${dial}"]`)?.focus();
  }

  /** Cracks: the previous round lands first, then the drums roll on from where they rest. */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    this.crack.land();
    const round = await this.placeBet(this.betParams(), stake);
    const state = round?.state as SafeState | undefined;
    if (!round || !Array.isArray(state?.code)) return round;
    const dials = state.code.length as SafeDials;
    const length = crackLength(dials, state.matches === dials);
    const duration = this.motion(length);
    const short = duration < SHORT_MS;
    const from = state.code.map((_, i) => this.rest[i] ?? 0);
    const to = state.code.map((digit, i) => drumTarget(from[i]!, digit, i, short));
    this.sounded = 0;
    this.crack.play({ round, dials, guess: state.guess, code: state.code, matches: state.matches, multiplier: state.multiplier, from, to, length, duration });
    return round;
  }

  /** Lands the round at once, and tells the player. */
  land(): void {
    this.crack.land();
  }
}
