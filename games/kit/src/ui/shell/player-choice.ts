/** Where a player's choices are kept (localStorage in a browser). */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key of one player's choice: `rgs:<name>:<playerId>`. */
export function choiceKey(name: string, playerId: string): string {
  return `rgs:${name}:${playerId}`;
}

/** The page's localStorage, or null where reading it throws (a sandboxed frame, blocked storage). */
export function pageStorage(): ChoiceStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * An on/off choice a player makes once and finds again next time (sound, fast mode): off until they
 * turn it on, stored per player as "1" or "0". Before the session names the player (or when storage
 * is refused) the choice holds for this page only; naming a player reads theirs.
 */
export class PlayerChoice {
  private value = false;
  private player: string | null;
  private readonly storage: ChoiceStorage | null;

  constructor(
    private readonly name: string,
    options: { readonly playerId?: string | null; readonly storage?: ChoiceStorage | null } = {},
  ) {
    this.player = options.playerId ?? null;
    this.storage = options.storage === undefined ? pageStorage() : options.storage;
    this.value = this.stored();
  }

  /** Whether the choice is on. */
  get on(): boolean {
    return this.value;
  }

  /** Whose choice it is; setting it reads that player's stored choice. */
  get playerId(): string | null {
    return this.player;
  }

  set playerId(id: string | null) {
    if (id === this.player) return;
    this.player = id;
    this.value = this.stored();
  }

  /** Turns the choice on or off and remembers it for the player. */
  set(on: boolean): void {
    this.value = on;
    try {
      if (this.player !== null) this.storage?.setItem(choiceKey(this.name, this.player), on ? '1' : '0');
    } catch {
      // Storage full or refused: the choice holds for this page.
    }
  }

  private stored(): boolean {
    if (this.player === null) return this.value;
    try {
      return this.storage?.getItem(choiceKey(this.name, this.player)) === '1';
    } catch {
      return false;
    }
  }
}
