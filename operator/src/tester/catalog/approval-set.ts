import { Decimal, GAMES, type GameDefinition } from '@rgs/schema';

/**
 * The contract's approval set: every live game except Russian Roulette and Cases (Real Estate is not
 * in the catalog at all), so 32 games and their 64 canonical `_bet`/`_win` events.
 */
export const EXCLUDED_GAME_KEYS: readonly string[] = Object.freeze(['russianRoulette', 'cases']);

export const APPROVAL_GAMES: readonly GameDefinition[] = Object.freeze(GAMES.filter((g) => !EXCLUDED_GAME_KEYS.includes(g.key)));

/** Games whose losing round stays open after its debit and ends with the opt-in `*_close`. */
export const MULTI_ROUND_GAMES: readonly GameDefinition[] = Object.freeze(APPROVAL_GAMES.filter((g) => g.multiRound));

/** The stake of ordinary probe rounds: affordable at the smallest opening balance (0.10), whole cents. */
export const STAKE = new Decimal('0.05');
