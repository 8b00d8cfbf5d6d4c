/**
 * The game catalog: the contract's 34 game keys with their lifecycle, free-bet support and route.
 * Adding a game is one line here plus its folder under games/.
 */

/** How a game moves money (the contract's "Lifecycle" table). */
export type GameLifecycle =
  | 'instant'
  | 'instant-batch'
  | 'stateful'
  | 'stateful-multi-debit'
  | 'realtime'
  | 'position';

/** One row of the catalog. */
export interface GameDefinition {
  /** The key used in event names (`<key>_bet`) and APIs. */
  readonly key: string;
  /** Display name. */
  readonly title: string;
  readonly lifecycle: GameLifecycle;
  /** Whether `/freebets/issue` accepts this game. */
  readonly freeBets: boolean;
  /** Path segment under `{play_url}/` and `{play_url}/game/` (kebab-case of the key). */
  readonly route: string;
  /** Stake limits in USD (decimal text), converted for non-USD wallet-currency sessions. */
  readonly minBet: string;
  readonly maxBet: string;
  /** The contract's "repeated debits allowed": several `*_bet` per round, each its own `transactionId`. */
  readonly repeatedDebits: boolean;
  /** A round may stay open after its debit, and a loss then ends with the opt-in `*_close` (every lifecycle but the instant ones). */
  readonly multiRound: boolean;
}

const DEFAULT_LIMITS = { minBet: '0.1', maxBet: '1000' } as const;

function game(
  key: string,
  title: string,
  lifecycle: GameLifecycle,
  freeBets = true,
  limits: { minBet: string; maxBet: string } = DEFAULT_LIMITS,
): GameDefinition {
  const route = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  // The contract's lifecycle table names exactly one lifecycle with repeated debits.
  const repeatedDebits = lifecycle === 'stateful-multi-debit';
  const multiRound = lifecycle !== 'instant' && lifecycle !== 'instant-batch';
  return Object.freeze({ key, title, lifecycle, freeBets, route, ...limits, repeatedDebits, multiRound });
}

/** Every live game, in the contract's order. */
export const GAMES: readonly GameDefinition[] = Object.freeze([
  game('coin', 'Coin Flip', 'instant'),
  game('dice', 'Dice', 'instant'),
  game('keno', 'Keno', 'instant'),
  game('limbo', 'Limbo', 'instant'),
  game('roulette', 'Roulette', 'instant', false),
  game('wheel', 'Wheel', 'instant'),
  game('baccarat', 'Baccarat', 'instant', false),
  game('diamonds', 'Diamonds', 'instant'),
  game('drop', 'Drop', 'instant'),
  game('volt', 'Volt', 'instant'),
  game('spark', 'Spark', 'instant'),
  game('safe', 'Safe', 'instant'),
  game('pulse', 'Pulse', 'instant'),
  game('launch', 'Launch', 'instant'),
  game('defuse', 'Defuse', 'instant'),
  game('plinko', 'Plinko', 'instant-batch'),
  game('wire', 'Wire', 'instant-batch'),
  game('hilo', 'HiLo', 'stateful'),
  game('mines', 'Mines', 'stateful'),
  game('tower', 'Tower', 'stateful'),
  game('soccer', 'Soccer', 'stateful'),
  game('doors', 'Doors', 'stateful'),
  game('chicken', 'Chicken', 'stateful'),
  game('balloon', 'Balloon', 'stateful'),
  game('cases', 'Cases', 'stateful'),
  game('bridge', 'Bridge', 'stateful'),
  game('stairs', 'Stairs', 'stateful'),
  game('russianRoulette', 'Russian Roulette', 'stateful'),
  game('videopoker', 'Video Poker', 'stateful'),
  game('blackjack', 'Blackjack', 'stateful-multi-debit'),
  game('crash', 'Crash', 'realtime'),
  game('slide', 'Slide', 'realtime'),
  game('double', 'Double', 'realtime'),
  game('futures', 'Futures', 'position', false),
]);

const BY_KEY: ReadonlyMap<string, GameDefinition> = new Map(GAMES.map((g) => [g.key, g]));
const BY_ROUTE: ReadonlyMap<string, GameDefinition> = new Map(GAMES.map((g) => [g.route, g]));

/** The catalog row for a key (case-sensitive, as event names are), or undefined. */
export function findGame(key: string): GameDefinition | undefined {
  return BY_KEY.get(key);
}

/** The catalog row for a route slug (`russian-roulette`), or undefined. */
export function findGameByRoute(route: string): GameDefinition | undefined {
  return BY_ROUTE.get(route);
}

/** Every game key. */
export const GAME_KEYS: readonly string[] = Object.freeze(GAMES.map((g) => g.key));
