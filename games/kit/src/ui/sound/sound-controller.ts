import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerPreferences } from '../play-source';
import { PlayerChoice, type ChoiceKeeper } from '../shell/player-choice';
import { playEffect, type SoundName, type ToneContext } from './sound-effects';

/** What the controller is given instead of reaching for globals; tests pass fakes. */
export interface SoundOptions {
  /** Default: a new AudioContext. Called at most once, and never while sound is off. */
  readonly createContext?: () => ToneContext;
}

/**
 * The game's sound effects: off until the player turns them on, a choice the play source keeps per
 * player (see `PlayerChoice`). The AudioContext is made only when a sound is first wanted: turning
 * sound on (the toggle's click is the user gesture browsers require before audio may start) or the
 * first sound played while on (a choice remembered from last time is used on the player's first bet,
 * again inside a gesture). A sound that cannot play is skipped without a word: sound never stops a game.
 */
export class SoundController implements ReactiveController {
  private readonly choice: PlayerChoice;
  private context: ToneContext | null = null;
  private readonly createContext: () => ToneContext;

  constructor(
    private readonly host: ReactiveControllerHost,
    options: SoundOptions = {},
  ) {
    this.choice = new PlayerChoice('sound');
    this.createContext = options.createContext ?? (() => new AudioContext());
    host.addController(this);
  }

  /** Whether sound is on. */
  get enabled(): boolean {
    return this.choice.on;
  }

  /** Goes live: takes the session's choice and keeps the player's later changes through the source. */
  goLive(keeper: ChoiceKeeper, preferences: PlayerPreferences | null): void {
    if (this.choice.goLive(keeper, preferences)) this.host.requestUpdate();
  }

  /** Turns sound on or off and keeps it for the player; call it from the player's click. */
  setEnabled(on: boolean): void {
    this.choice.set(on);
    if (on) this.wake();
    this.host.requestUpdate();
  }

  /** Flips sound on or off; returns whether it is now on. */
  toggle(): boolean {
    this.setEnabled(!this.choice.on);
    return this.choice.on;
  }

  /** Plays an effect, if sound is on. */
  play(name: SoundName): void {
    if (!this.choice.on) return;
    const context = this.wake();
    if (!context) return;
    try {
      playEffect(context, name);
    } catch {
      // A closed or broken context: stay quiet.
    }
  }

  hostDisconnected(): void {
    const context = this.context;
    this.context = null;
    context?.close().catch(() => {});
  }

  /** The context, made on first need and resumed if the browser suspended it. */
  private wake(): ToneContext | null {
    try {
      this.context ??= this.createContext();
    } catch {
      return null; // no Web Audio here
    }
    if (this.context.state === 'suspended') this.context.resume().catch(() => {});
    return this.context;
  }
}
