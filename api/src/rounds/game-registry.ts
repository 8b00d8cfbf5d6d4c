import type { Game } from '@rgs/game-kit';
import type { GameDefinition } from '@rgs/schema';
import { INSTALLED_GAMES } from './installed-games';
import { UnknownGameError } from './round-errors';

/** A playable game: its catalog row and its definition. */
export interface PlayableGame {
  readonly definition: GameDefinition;
  readonly game: Game;
}

/** The games this server can play: every folder under games/ (see installed-games.ts). */
export class GameRegistry {
  readonly #games: ReadonlyMap<string, PlayableGame>;

  constructor(games: readonly Game[] = INSTALLED_GAMES) {
    this.#games = new Map(games.map((game) => [game.key, { definition: game.catalog, game }]));
  }

  /** The game, or `UnknownGameError`. */
  get(key: string): PlayableGame {
    const game = this.#games.get(key);
    if (!game) throw new UnknownGameError(key);
    return game;
  }

  /** Every playable game, in catalog order. */
  list(): readonly PlayableGame[] {
    return [...this.#games.values()];
  }
}
