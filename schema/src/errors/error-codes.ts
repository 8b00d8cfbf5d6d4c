/**
 * Every expected failure of the service has one of these codes. REST maps them to the
 * contract's status codes; GraphQL exposes them on result types implementing `Error`.
 * Codes are part of the public interface: add new ones, never repurpose an old one.
 */
export const ErrorCodes = {
  /** A request field is missing, malformed or out of range. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** An amount is not a finite, non-negative decimal with at most 10 places (or the game's stake precision). */
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  /** The game key is not in the catalog or not playable here. */
  UNKNOWN_GAME: 'UNKNOWN_GAME',
  /** The stake is outside the game's limits in the session currency. */
  BET_LIMIT: 'BET_LIMIT',
  /** The balance (fresh or as reported by the operator) cannot cover the stake. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** The operator answered a money event with a non-200 status: not committed. */
  WALLET_REJECTED: 'WALLET_REJECTED',
  /** The operator wallet could not be reached or never answered. */
  WALLET_UNAVAILABLE: 'WALLET_UNAVAILABLE',
  /** No round with that id belongs to this player. */
  ROUND_NOT_FOUND: 'ROUND_NOT_FOUND',
  /** The round is closed, void or not yet committed: no move is possible. */
  ROUND_NOT_OPEN: 'ROUND_NOT_OPEN',
  /** Another move on the same round won the race; re-read the round and retry. */
  ROUND_CONFLICT: 'ROUND_CONFLICT',
  /** A stateful game already has an open round for this player. */
  ACTIVE_ROUND_EXISTS: 'ACTIVE_ROUND_EXISTS',
  /** The action is unknown to the game or its parameters are invalid. */
  INVALID_ACTION: 'INVALID_ACTION',
  /** The tile (or equivalent choice) was already played in this round. */
  ALREADY_REVEALED: 'ALREADY_REVEALED',
  /** Cashing out is not possible yet (for example no safe tile revealed). */
  CASHOUT_NOT_ALLOWED: 'CASHOUT_NOT_ALLOWED',
  /** The client seed is not 1 to 64 printable characters. */
  INVALID_CLIENT_SEED: 'INVALID_CLIENT_SEED',
  /** `placeBet(freeBet: true)` with no usable grant (active, not expired, bets left) for this player and game. */
  NO_FREE_BETS: 'NO_FREE_BETS',
  /** The game does not take free bets (its catalog entry says so: no single fixed stake). */
  FREE_BETS_NOT_SUPPORTED: 'FREE_BETS_NOT_SUPPORTED',
  /** A free bet whose opening wager would be more than one stake (Plinko balls > 1, Blackjack side bets). */
  FREE_BET_ONE_STAKE: 'FREE_BET_ONE_STAKE',
  /** A move asking for another wager (double, split, insurance) on a free-bet round. */
  FREE_BET_NO_EXTRA_WAGER: 'FREE_BET_NO_EXTRA_WAGER',
  /** A `placeBet` idempotency key is not 1 to 64 printable ASCII characters. */
  INVALID_IDEMPOTENCY_KEY: 'INVALID_IDEMPOTENCY_KEY',
  /** The idempotency key already placed a bet with another game, amount or params. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The currency code has no USD rate. */
  UNSUPPORTED_CURRENCY: 'UNSUPPORTED_CURRENCY',
  /** The operator's initial balance check failed. */
  USER_NOT_RECOGNIZED: 'USER_NOT_RECOGNIZED',
  /** The operator secret is missing, wrong or unprovisioned, or the client is unknown. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The player token is missing, malformed, tampered, foreign or expired. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Too many requests or failed attempts; retry after the given delay. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** A referenced record (account, grant) does not exist. */
  NOT_FOUND: 'NOT_FOUND',
  /** The request body is larger than the endpoint reads (413). */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The request body is not `application/json` (415). */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

/** One of the service's error codes. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
