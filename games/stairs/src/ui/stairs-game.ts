import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, type PropertyValues, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The staircase's constants, not the rules module: live players never download zod or decimal.js.
import type { StairsState } from '../rules';
import { CLIMBS, CLIMB_LENGTHS, STAIRS_TOP, climbsFrom, type ClimbLength } from '../staircase';
import { stairsStrings } from '../strings';
import { renderChoices, renderLog, type ChoiceView, type LogEntry } from './climb-choices';
import { footing } from './scene-geometry';
import { renderScene } from './staircase-scene';
import { stairsStyles } from './stairs-game.styles';
import { markOf, multiplierAfter, safePercent } from './stairs-odds';
import { renderStatus } from './stairs-status';

/** How long a climb's hop takes (shortened by fast mode, none with reduced motion). */
const HOP_MS = 420;
/** How long autobet lets a climb be seen before the next move. */
const AUTO_STEP_MS = 320;

/**
 * Stairs: bet, then climb a staircase of 24 stairs one choice at a time: a step (1 stair, 87.5 %
 * safe), a stride (2, 50 %) or a leap (3, 25 %). Each button shows its chance and what it makes the
 * multiplier; markers on the staircase show where each lands. A safe climb lights the stairs and the
 * climber hops up; a fall cracks the stair and the climber tumbles to the ground; the top opens the
 * door and cashes out. Every climb's roll is logged against its mark, so the round can be checked as it
 * goes. The hop is a Web Animation (fast mode shortens it, reduced motion skips it); the result never
 * waits for it.
 *
 * Keys: Space bets or cashes out (the shell's), 1 / 2 / 3 climb, C cashes out. In Auto each round
 * makes the climbs chosen, then cashes out.
 */
export class StairsGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    round: { state: true },
    autoLength: { state: true },
    autoClimbs: { state: true },
  };

  static override styles = [...GameShell.styles, stairsStyles];

  protected readonly game = 'stairs';
  protected readonly gameStrings = stairsStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).stairsGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).stairsPlayerRules;
  }

  declare protected round: PlayedRound | null;
  /** The climb each autobet round repeats, and how many times before it cashes out. */
  declare protected autoLength: ClimbLength;
  declare protected autoClimbs: number;
  /** The stair the climber was last drawn on, to hop from. */
  private drawnStair = 0;

  constructor() {
    super();
    this.round = null;
    this.autoLength = 2;
    this.autoClimbs = 2;
    const game = this;
    this.hotkeys.add(
      ...CLIMB_LENGTHS.map((length) => ({
        key: String(length),
        get label() {
          return game.t(CLIMBS[length].name);
        },
        run: () => void game.climb(length),
        enabled: () => game.mode === 'manual' && game.open && !game.locked && climbsFrom(game.stair).includes(length),
      })),
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
    this.drawnStair = this.stair;
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): StairsState | null {
    return (this.round?.state as StairsState | null | undefined) ?? null;
  }

  private get stair(): number {
    return this.state?.stair ?? 0;
  }

  /** The lengths of the safe climbs made. */
  private get safeClimbs(): ClimbLength[] {
    const climbs = this.state?.climbs ?? [];
    return (this.state?.fell ? climbs.slice(0, -1) : climbs).map((climb) => climb.stairs);
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.safeClimbs.length === 0) return null;
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

  protected renderBoard(): TemplateResult {
    const state = this.state;
    const fell = state?.fell ? this.stair + state.climbs.at(-1)!.stairs : null;
    const options = this.open && this.mode === 'manual' ? climbsFrom(this.stair) : [];
    const where =
      fell !== null ? fill(this.t('sceneFell'), { stair: String(fell) }) : this.stair === STAIRS_TOP ? this.t('sceneTop') : this.stair > 0 ? fill(this.t('sceneClimbing'), { stair: String(this.stair) }) : this.t('sceneIdle');
    return html`<div class="panel stairs">
      <div class="status">
        ${renderStatus({
          round: this.round,
          stair: this.stair,
          top: this.stair === STAIRS_TOP,
          cashout: this.cashoutAmount,
          money: this.money,
          t: (key) => this.t(key),
        })}
      </div>
      ${renderScene({ stair: this.stair, fellTo: fell, options, label: fill(this.t('scene'), { top: String(STAIRS_TOP), where }) })}
      ${renderChoices(this.choices(), this.t('climbs'), { up: this.t('up'), pastTop: this.t('pastTop') }, (length) => void this.climb(length))}
      ${renderLog(this.logEntries(), this.t('log'))}
    </div>`;
  }

  /** The three climbs from the stair reached: their chance and what each makes the multiplier. */
  private choices(): ChoiceView[] {
    // Between rounds the buttons show what a first climb pays.
    const made = this.open ? this.safeClimbs : [];
    const allowed = climbsFrom(this.open ? this.stair : 0);
    const climbing = this.mode === 'manual' && this.open && !this.locked;
    return CLIMB_LENGTHS.map((length) => {
      const stairs = length === 1 ? this.t('stairsOne') : fill(this.t('stairsMany'), { n: String(length) });
      const fits = allowed.includes(length);
      return {
        length,
        name: this.t(CLIMBS[length].name),
        stairs,
        chance: fill(this.t('safeChance'), { chance: this.money.percent(safePercent(length)) }),
        multiplier: fits ? this.money.multiplier(multiplierAfter([...made, length])) : null,
        enabled: climbing && fits,
      };
    });
  }

  private logEntries(): LogEntry[] {
    const climbs = this.state?.climbs ?? [];
    return climbs.map((climb, i) => {
      const safe = !(this.state!.fell && i === climbs.length - 1);
      const name = this.t(CLIMBS[climb.stairs].name);
      const roll = this.money.fixed(climb.roll, 2);
      const mark = this.money.number(markOf(climb.stairs));
      const stairs = climb.stairs === 1 ? this.t('stairsOne') : fill(this.t('stairsMany'), { n: String(climb.stairs) });
      return { name, roll, mark, safe, label: fill(this.t(safe ? 'logSafe' : 'logFell'), { name, stairs, roll, mark }) };
    });
  }

  protected override renderSettings(): TemplateResult {
    if (this.mode !== 'auto') return html`<p class="note stairs-howto">${this.t('howTo')}</p>`;
    const most = Math.floor(STAIRS_TOP / this.autoLength);
    return html`<div class="stairs-settings">
      <fieldset class="choice" ?disabled=${this.locked}>
        <legend>${this.t('autoClimb')}</legend>
        <div class="options">
          ${CLIMB_LENGTHS.map(
            (length) => html`<label><input type="radio" name="stairs-auto" value=${length} .checked=${live(length === this.autoLength)}
              @change=${() => this.chooseAuto(length)} /><span>${this.t(CLIMBS[length].name)}</span></label>`,
          )}
        </div>
      </fieldset>
      <label class="auto-climbs">${this.t('autoClimbs')}
        <select ?disabled=${this.locked} @change=${(e: Event) => (this.autoClimbs = Number((e.target as HTMLSelectElement).value))}>
          ${Array.from({ length: most }, (_, i) => i + 1).map(
            (n) => html`<option value=${n} ?selected=${n === this.autoClimbs}>${n} · ${this.money.multiplier(multiplierAfter(Array<ClimbLength>(n).fill(this.autoLength)))}</option>`,
          )}
        </select></label>
      <p class="note">${this.t('autoNote')}</p>
    </div>`;
  }

  private chooseAuto(length: ClimbLength): void {
    this.autoLength = length;
    this.autoClimbs = Math.min(this.autoClimbs, Math.floor(STAIRS_TOP / length));
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const from = this.drawnStair;
    this.drawnStair = this.stair;
    if (from === this.stair || this.stair < from || this.state?.fell) return;
    this.hop(from, this.stair);
  }

  /** The climber's hop from stair `from` to where it stands now: up and over, along an arc. */
  private hop(from: number, to: number): void {
    const climber = this.shadowRoot?.querySelector<SVGGElement>('.climber');
    const duration = this.motion(HOP_MS);
    if (!climber || duration === 0 || typeof climber.animate !== 'function') return;
    const [a, b] = [footing(from), footing(to)];
    const [dx, dy] = [a.x - b.x, a.y - b.y];
    climber.animate(
      [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: `translate(${dx / 2}px, ${dy / 2 - 22}px)`, offset: 0.55 }, { transform: 'translate(0, 0)' }],
      { duration, easing: 'ease-in-out' },
    );
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const round = await this.placeBet({}, stake);
    if (round) this.round = round;
    return round;
  }

  /** One autobet round: bet, make the climbs chosen, and cash out if none fell. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let i = 0; i < this.autoClimbs; i++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.climb(this.autoLength);
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  /** Climbs `length` stairs on the next roll. */
  private async climb(length: ClimbLength): Promise<PlayedRound | null> {
    if (!this.round || this.busy || !this.open || !climbsFrom(this.stair).includes(length)) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.act(roundId, 'climb', { stairs: length }));
    if (!round) return null;
    this.round = round;
    if (round.status === 'OPEN') this.sound.play('reveal');
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
