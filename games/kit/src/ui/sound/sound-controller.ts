import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PlayerChoice, choiceKey, type ChoiceStorage } from '../shell/player-choice';
import { playEffect, type SoundName, type ToneContext } from './sound-effects';

/** Where the on/off choice is kept (localStorage in a browser). */
export type SoundStorage = ChoiceStorage;

/** What the controller is given instead of reaching for globals; tests pass fakes. */
export interface SoundOptions {
  /** Whose choice it is: the key it is stored under includes it. Null keeps the choice for this page only. */
  readonly playerId?: string | null;
  /** Default: the page's localStorage, when the browser lets the frame use it. */
  readonly storage?: SoundStorage | null;
  /** Default: a new AudioContext. Called at most once, and never while sound is off. */
  readonly createContext?: () => ToneContext;
}

/** The storage key of a player's choice. */
export function soundKey(playerId: string): string {
  return choiceKey('sound', playerId);
}

/**
 * The game's sound effects: off until the player turns them on, a choice remembered per player. The
 * AudioContext is made only when a sound is first wanted: turning sound on (the toggle's click is the
 * user gesture browsers require before audio may start) or the first sound played while on (a choice
 * remembered from last time is used on the player's first bet, again inside a gesture). A sound that
 * cannot play is skipped without a word: sound never stops a game.
 */
export class SoundController implements ReactiveController {
  private readonly choice: PlayerChoice;
  private context: ToneContext | null = null;
  private readonly createContext: () => ToneContext;

  constructor(
    private readonly host: ReactiveControllerHost,
    options: SoundOptions = {},
  ) {
    this.choice = new PlayerChoice('sound', options);
    this.createContext = options.createContext ?? (() => new AudioContext());
    host.addController(this);
  }

  /** Whether sound is on. */
  get enabled(): boolean {
    return this.choice.on;
  }

  /** Whose choice applies; setting it (once the session names the player) reads that player's choice. */
  get playerId(): string | null {
    return this.choice.playerId;
  }

  set playerId(id: string | null) {
    if (id === this.choice.playerId) return;
    this.choice.playerId = id;
    this.host.requestUpdate();
  }

  /** Turns sound on or off and remembers it for the player; call it from the player's click. */
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
