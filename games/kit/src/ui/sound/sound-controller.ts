import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { playEffect, type SoundName, type ToneContext } from './sound-effects';

/** Where the on/off choice is kept (localStorage in a browser). */
export type SoundStorage = Pick<Storage, 'getItem' | 'setItem'>;

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
  return `rgs:sound:${playerId}`;
}

/**
 * The game's sound effects: off until the player turns them on, a choice remembered per player. The
 * AudioContext is made only when a sound is first wanted: turning sound on (the toggle's click is the
 * user gesture browsers require before audio may start) or the first sound played while on (a choice
 * remembered from last time is used on the player's first bet, again inside a gesture). A sound that
 * cannot play is skipped without a word: sound never stops a game.
 */
export class SoundController implements ReactiveController {
  private on = false;
  private player: string | null;
  private context: ToneContext | null = null;
  private readonly storage: SoundStorage | null;
  private readonly createContext: () => ToneContext;

  constructor(
    private readonly host: ReactiveControllerHost,
    options: SoundOptions = {},
  ) {
    this.player = options.playerId ?? null;
    this.storage = options.storage === undefined ? pageStorage() : options.storage;
    this.createContext = options.createContext ?? (() => new AudioContext());
    this.on = this.stored();
    host.addController(this);
  }

  /** Whether sound is on. */
  get enabled(): boolean {
    return this.on;
  }

  /** Whose choice applies; setting it (once the session names the player) reads that player's choice. */
  get playerId(): string | null {
    return this.player;
  }

  set playerId(id: string | null) {
    if (id === this.player) return;
    this.player = id;
    this.on = this.stored();
    this.host.requestUpdate();
  }

  /** Turns sound on or off and remembers it for the player; call it from the player's click. */
  setEnabled(on: boolean): void {
    this.on = on;
    try {
      if (this.player !== null) this.storage?.setItem(soundKey(this.player), on ? '1' : '0');
    } catch {
      // Storage full or refused: the choice holds for this page.
    }
    if (on) this.wake();
    this.host.requestUpdate();
  }

  /** Flips sound on or off; returns whether it is now on. */
  toggle(): boolean {
    this.setEnabled(!this.on);
    return this.on;
  }

  /** Plays an effect, if sound is on. */
  play(name: SoundName): void {
    if (!this.on) return;
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

  private stored(): boolean {
    if (this.player === null) return this.on;
    try {
      return this.storage?.getItem(soundKey(this.player)) === '1';
    } catch {
      return false;
    }
  }
}

/** The page's localStorage, or null where reading it throws (a sandboxed frame, blocked storage). */
function pageStorage(): SoundStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
