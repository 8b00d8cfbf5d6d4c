import { GameShell, fill, multiplyDecimal, type PlaySource, type PlayedRound, type PrimaryAction } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
// The corridor's constants, not the rules module: live players never download zod or decimal.js.
import { DOORS_LEVELS, MAX_DOORS, MIN_DOORS } from '../corridor';
import type { DoorsState } from '../rules';
import { doorsStrings } from '../strings';
import { renderMap, renderScene } from './corridor-scene';
import { currentLevel, mapOf, passedWall, wallOf } from './corridor-view';
import { doorLabel, levelLabel, type Words } from './doors-labels';
import { renderStatus } from './doors-status';
import { doorsStyles } from './doors-game.styles';

const DOOR_CHOICES = Array.from({ length: MAX_DOORS - MIN_DOORS + 1 }, (_, i) => MIN_DOORS + i);
const LEVEL_CHOICES = Array.from({ length: DOORS_LEVELS }, (_, i) => i + 1);

/** How long the player takes to walk through a safe door: it swings open, then the corridor moves on (fast mode and reduced motion shorten it). */
const WALK_MS = 900;
/** How long autobet lets an opened door be seen before the next move. */
const AUTO_STEP_MS = 320;

/** A uniform index below `n` from the browser's CSPRNG: the player's own choice of door, not an outcome. */
function cryptoIndex(n: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % n;
}

/** The door the player just walked through, while the corridor moves on to the next level. */
interface Passing {
  readonly roundId: string;
  readonly level: number;
  readonly door: number;
  readonly doors: number;
}

/**
 * Doors: choose 2 to 5 doors per level, then walk a corridor of 10 levels, opening one door on each:
 * one door of every level hides a trap. A safe door swings open onto a lit stair and the corridor
 * moves on to the next wall; the trap ends the round. Above the corridor: the multiplier, what a cash
 * out pays now (on the button too) and what the next level pays with its chance; below it, the map
 * of the ten levels with their multipliers, where the player has been and, once the round is over,
 * every level's trap. Doors are buttons named by number, level and what they showed.
 *
 * Keys: Space bets or cashes out (the shell's), 1–5 open that door, R opens a random door, C cashes
 * out. In Auto each round opens random doors and cashes out after the chosen number of levels.
 */
export class DoorsGame extends GameShell {
  static override properties = {
    ...GameShell.properties,
    doors: { state: true },
    round: { state: true },
    passing: { state: true },
    autoLevels: { state: true },
  };

  static override styles = [...GameShell.styles, doorsStyles];

  protected readonly game = 'doors';
  protected readonly gameStrings = doorsStrings;

  /** Demo play and verification only: live players never download the rules. */
  protected async loadGame() {
    return (await import('../game')).doorsGame;
  }

  protected override async loadPlayerRules() {
    return (await import('./player-rules')).doorsPlayerRules;
  }

  declare protected doors: number;
  declare protected round: PlayedRound | null;
  declare protected passing: Passing | null;
  /** Autobet: levels each round passes before it cashes out. */
  declare protected autoLevels: number;
  /** Picks the door "Open a random door" opens, among `n`; tests replace it. */
  protected randomIndex: (n: number) => number = cryptoIndex;
  private walk = 0;
  /** The door to focus once the next wall is drawn (the keyboard player's place). */
  private refocus: number | null = null;

  constructor() {
    super();
    this.doors = 3;
    this.round = null;
    this.passing = null;
    this.autoLevels = 3;
    const game = this;
    this.hotkeys.add(
      ...Array.from({ length: MAX_DOORS }, (_, i) => i + 1).map((n) => ({
        key: String(n),
        get label() {
          return fill(game.t('openDoorKey'), { n: String(n) });
        },
        run: () => void game.openDoor(n - 1),
        enabled: () => game.canOpen(n - 1),
      })),
      {
        key: 'r',
        get label() {
          return game.t('openRandom');
        },
        run: () => void game.openRandom(),
        enabled: () => game.canOpen(0),
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
    if (activeRound) this.doors = (activeRound.state as DoorsState).doors;
  }

  /** The words and numbers the labels are written with, in the player's language. */
  private get words(): Words {
    return { t: (key) => this.t(key), number: (n) => this.money.number(n), multiplier: (text) => this.money.multiplier(text), amount: (text) => this.money.amount(text) };
  }

  protected get open(): boolean {
    return this.round?.status === 'OPEN';
  }

  private get state(): DoorsState {
    return (this.round?.state as DoorsState | null | undefined) ?? { doors: this.doors, opened: [], hit: null };
  }

  /** What cashing out pays now: the round's stake (a free bet's too) × its multiplier, rounded down to 10 places as the server pays. */
  protected get cashoutAmount(): string | null {
    if (!this.open || this.state.opened.length === 0) return null;
    return multiplyDecimal(this.roundStake(this.round!), this.round!.multiplier, 10);
  }

  /** Whether the player may open `door` now (manual play, a round open, no call under way, not walking). */
  private canOpen(door: number): boolean {
    return this.mode === 'manual' && this.open && !this.locked && this.passing === null && door < this.state.doors;
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

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    if (this.refocus === null) return;
    const door = this.shadowRoot?.querySelector<HTMLElement>(`.door[data-door="${this.refocus}"]`);
    this.refocus = null;
    door?.focus();
  }

  protected renderBoard(): TemplateResult {
    const passing = this.passing?.roundId === this.round?.id ? this.passing : null;
    const wall = passing ? passedWall(passing.doors, passing.level, passing.door) : wallOf(this.round, this.doors);
    const doors = wall.doors.length;
    const caption = fill(this.t('levelOf'), { n: this.money.number(wall.level + 1), total: this.money.number(DOORS_LEVELS) });
    return html`<div class="panel doors">
      <div class="status">${renderStatus(this.words, { round: this.round, doors: this.state.doors, passed: this.state.opened.length, cashout: this.cashoutAmount })}</div>
      ${renderScene(wall, {
        caption,
        doorLabel: (door, view) => doorLabel(this.words, door, doors, view),
        canOpen: (door) => this.canOpen(door),
        onOpen: (door) => void this.openDoor(door),
        leaving: passing !== null,
        key: `${this.round?.id ?? `rest-${doors}`}:${wall.level}`,
      })}
      <p class="prompt" aria-live="polite">${this.open && !passing ? fill(this.t('pickDoor'), { n: this.money.number(doors) }) : nothing}</p>
      ${renderMap(mapOf(this.round, this.doors), doors, this.t('map'), (level) => levelLabel(this.words, level), (text) => this.money.multiplier(text))}
    </div>`;
  }

  protected override renderSettings(): TemplateResult {
    const off = this.locked || this.open;
    return html`<div class="doors-settings">
      <fieldset class="choice" ?disabled=${off}>
        <legend>${this.t('doorsPerLevel')}</legend>
        <div class="options">
          ${DOOR_CHOICES.map(
            (n) => html`<label><input type="radio" name="doors-count" value=${n} .checked=${live(n === this.doors)} @change=${() => this.chooseDoors(n)} /><span>${this.money.number(n)}</span></label>`,
          )}
        </div>
      </fieldset>
      ${this.mode === 'auto'
        ? html`<label class="auto-levels">${this.t('autoLevels')}
              <select ?disabled=${this.locked} @change=${(e: Event) => (this.autoLevels = Number((e.target as HTMLSelectElement).value))}>
                ${LEVEL_CHOICES.map((n) => html`<option value=${n} ?selected=${n === this.autoLevels}>${n === 1 ? this.t('levelOne') : fill(this.t('levelCount'), { n: this.money.number(n) })}</option>`)}
              </select></label>
            <p class="note">${fill(this.t('autoNote'), { n: this.money.number(this.autoLevels) })}</p>`
        : nothing}
    </div>`;
  }

  /** While a round is open: a random door for the player who would rather not choose. */
  protected override renderActions(): TemplateResult | typeof nothing {
    return this.open
      ? html`<button type="button" class="random" aria-keyshortcuts="R" ?disabled=${this.locked || this.passing !== null} @click=${() => this.openRandom()}>${this.t('openRandom')}</button>`
      : nothing;
  }

  private chooseDoors(n: number): void {
    this.doors = n;
    // The corridor on show turns into the new one: a finished round's walls give way to a fresh corridor.
    if (!this.open) this.round = null;
  }

  /** Starts a round (Bet). */
  protected override async bet(stake = this.stake): Promise<PlayedRound | null> {
    const fromButton = this.shadowRoot?.activeElement?.classList.contains('play') ?? false;
    this.passing = null;
    const round = await this.placeBet({ doors: this.doors }, stake);
    if (!round) return null;
    this.round = round;
    // A keyboard player who pressed Bet goes on to the doors, where the next move is.
    if (fromButton && this.open && this.mode === 'manual') this.refocus = 0;
    return round;
  }

  /** One autobet round: bet, open random doors level by level, and cash out after the chosen levels if no trap ended it. */
  protected override async autoRound(stake: string): Promise<PlayedRound | null> {
    let round = await this.bet(stake);
    for (let level = 0; level < this.autoLevels; level++) {
      if (round?.status !== 'OPEN') return round;
      await this.pause(this.motion(AUTO_STEP_MS));
      round = await this.openDoor(this.randomIndex((round.state as DoorsState).doors), true);
    }
    if (round?.status !== 'OPEN') return round;
    await this.pause(this.motion(AUTO_STEP_MS));
    return this.cashOut();
  }

  private openRandom(): Promise<PlayedRound | null> {
    return this.openDoor(this.randomIndex(this.state.doors));
  }

  /** Opens `door` of the current level; a safe one walks the player on to the next wall. */
  private async openDoor(door: number, auto = false): Promise<PlayedRound | null> {
    if (!this.round || this.busy || this.passing || (!auto && !this.canOpen(door))) return null;
    const roundId = this.round.id;
    const level = currentLevel(this.state);
    const focused = this.shadowRoot?.activeElement?.classList.contains('door') ?? false;
    const round = await this.move((source) => source.act(roundId, 'open', { door }));
    if (!round) return null;
    this.round = round;
    if (round.status === 'OPEN') {
      this.sound.play('reveal');
      this.walkThrough({ roundId, level, door, doors: (round.state as DoorsState).doors }, focused ? door : null);
    }
    return round;
  }

  /** Shows the door just opened for a moment, then the next wall; at once with reduced motion. */
  private walkThrough(passing: Passing, focusDoor: number | null): void {
    const ms = this.motion(WALK_MS);
    const arrive = () => {
      this.passing = null;
      if (focusDoor !== null) this.refocus = Math.min(focusDoor, passing.doors - 1);
    };
    if (ms <= 0) return arrive();
    this.passing = passing;
    const walk = ++this.walk;
    this.timers.set(() => walk === this.walk && arrive(), ms);
  }

  private async cashOut(): Promise<PlayedRound | null> {
    if (!this.round) return null;
    const roundId = this.round.id;
    const round = await this.move((source) => source.cashout(roundId));
    if (round) {
      this.walk++;
      this.passing = null;
      this.round = round;
    }
    return round;
  }
}
