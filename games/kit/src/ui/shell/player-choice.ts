import type { PlayerPreferences, PlaySource } from '../play-source';

/** Which of the player's choices: a field of `PlayerPreferences`. */
export type ChoiceName = keyof PlayerPreferences;

/** Where a choice is kept: the play source, which keeps it per player (on the server, when live). */
export type ChoiceKeeper = Pick<PlaySource, 'setPreferences'>;

/**
 * An on/off choice a player makes once and finds again in every session of theirs (sound, fast
 * mode). It is kept by the play source, not in the browser: the game runs in a cross-site iframe,
 * where the browser partitions or refuses storage, and a browser is not a player.
 *
 * Off until the session says otherwise; going live takes the session's value. A change shows at once
 * and is saved in the background: a save that fails leaves the choice as the player set it for this
 * page, and never says a word (a sound setting is not worth an error in front of a game). A change
 * made before the session arrived is the player's latest word: it holds, and is saved on going live.
 */
export class PlayerChoice {
  private value = false;
  private keeper: ChoiceKeeper | null = null;
  /** Whether the player changed the choice on this page before it could be saved. */
  private unsaved = false;
  /** The last save, settled or not: saves go one after another, so the last change is the one kept. */
  private saving: Promise<unknown> = Promise.resolve();

  constructor(private readonly name: ChoiceName) {}

  /** Whether the choice is on. */
  get on(): boolean {
    return this.value;
  }

  /**
   * Goes live with a source: takes the session's value (`null`: none given, the choice stays as it is)
   * and keeps every later change through it. Answers whether the choice changed.
   */
  goLive(keeper: ChoiceKeeper, preferences: PlayerPreferences | null): boolean {
    const before = this.value;
    this.keeper = keeper;
    if (this.unsaved) this.save();
    else if (preferences) this.value = preferences[this.name];
    return this.value !== before;
  }

  /** Turns the choice on or off at once, and keeps it for the player. */
  set(on: boolean): void {
    this.value = on;
    this.unsaved = true;
    if (this.keeper) this.save();
  }

  private save(): void {
    this.unsaved = false;
    const keeper = this.keeper!;
    const change = { [this.name]: this.value };
    // Fire and forget: the page already shows the choice; a failed save costs only the next session.
    this.saving = this.saving.then(() => keeper.setPreferences(change)).catch(() => {});
  }
}
