import { diceRules } from '@rgs/game-dice';
import type { GameRules } from '@rgs/game-kit';
import { minesRules } from '@rgs/game-mines';
import { findGame, type GameDefinition } from '@rgs/schema';
import { UnknownGameError } from './round-errors';

/** A playable game: its catalog row and its rules. */
export interface PlayableGame {
  readonly definition: GameDefinition;
  readonly rules: GameRules;
}

// One line per game whose rules this server runs; the catalog holds everything else about it.
const RULES: readonly GameRules[] = [diceRules as GameRules, minesRules as GameRules];

/** The games this server can play. */
export class GameRegistry {
  readonly #games: ReadonlyMap<string, PlayableGame>;

  constructor(rules: readonly GameRules[] = RULES) {
    const games = new Map<string, PlayableGame>();
    for (const rule of rules) {
      const definition = findGame(rule.key);
      if (!definition) throw new Error(`rules for ${rule.key} have no catalog entry`);
      games.set(rule.key, { definition, rules: rule });
    }
    this.#games = games;
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
