import type { ErrorCode } from '@rgs/schema';

/** What kind of trouble a failure is, so the shell can choose how to show it. */
export type PlayerErrorKind =
  /** No answer at all: the connection is down (show the reconnecting state). */
  | 'network'
  /** An HTTP error with no GraphQL answer: the server or a proxy is in trouble. */
  | 'server'
  /** The player's session is missing, expired or not accepted: the game cannot go on here. */
  | 'session'
  /** The balance cannot cover the stake. */
  | 'funds'
  /** The stake is outside the game's limits. */
  | 'limit'
  /** The move, amount or seed the player chose is not accepted: nothing happened. */
  | 'input'
  /** The round moved on (ended, raced, or is elsewhere): reload it. */
  | 'round'
  /** The operator's wallet refused or did not answer. */
  | 'wallet'
  /** Too many requests: slow down. */
  | 'busy'
  /** The game, currency or free bets are not offered here. */
  | 'unavailable'
  /** Anything else, including the game's own mistakes: reload. */
  | 'unknown';

/** A failure's code, kind, and whether repeating the same request may succeed. */
export interface ErrorClass {
  /** The service's code, `HTTP_ERROR`, `NETWORK` for no answer, or `ERROR` for anything without a code. */
  readonly code: string;
  readonly kind: PlayerErrorKind;
  readonly retryable: boolean;
}

/** The kit's own codes for failures the service never names. */
export const CLIENT_ERROR_CODES = Object.freeze({ NETWORK: 'NETWORK', HTTP_ERROR: 'HTTP_ERROR', ERROR: 'ERROR' } as const);

// A Record over ErrorCode: a new service code fails to compile until it is classified here.
const CLASSES: Readonly<Record<ErrorCode, readonly [PlayerErrorKind, boolean]>> = {
  VALIDATION_FAILED: ['input', false],
  INVALID_AMOUNT: ['input', false],
  UNKNOWN_GAME: ['unavailable', false],
  BET_LIMIT: ['limit', false],
  INSUFFICIENT_FUNDS: ['funds', false],
  WALLET_REJECTED: ['wallet', false],
  WALLET_UNAVAILABLE: ['wallet', true],
  ROUND_NOT_FOUND: ['round', false],
  ROUND_NOT_OPEN: ['round', false],
  ROUND_CONFLICT: ['round', true],
  ACTIVE_ROUND_EXISTS: ['round', false],
  INVALID_ACTION: ['input', false],
  ALREADY_REVEALED: ['input', false],
  CASHOUT_NOT_ALLOWED: ['input', false],
  INVALID_CLIENT_SEED: ['input', false],
  NO_FREE_BETS: ['unavailable', false],
  FREE_BETS_NOT_SUPPORTED: ['unavailable', false],
  FREE_BET_ONE_STAKE: ['input', false],
  FREE_BET_NO_EXTRA_WAGER: ['input', false],
  INVALID_IDEMPOTENCY_KEY: ['unknown', false],
  IDEMPOTENCY_KEY_REUSED: ['unknown', false],
  UNSUPPORTED_CURRENCY: ['unavailable', false],
  USER_NOT_RECOGNIZED: ['session', false],
  UNAUTHORIZED: ['session', false],
  UNAUTHENTICATED: ['session', false],
  RATE_LIMITED: ['busy', true],
  NOT_FOUND: ['unknown', false],
  PAYLOAD_TOO_LARGE: ['unknown', false],
  UNSUPPORTED_MEDIA_TYPE: ['unknown', false],
};

/** True when `code` is one of the service's error codes. */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(CLASSES, code);
}

const codeOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : null;

/**
 * Classifies any failure without reading its message: a coded error (`PlayApiError`, a domain or
 * game-rule error) by its code; a `TypeError` (what fetch rejects with when no answer came), a
 * timeout or an abort as `NETWORK`; anything else as `ERROR`.
 */
export function classifyError(error: unknown): ErrorClass {
  const code = codeOf(error);
  if (code !== null && isErrorCode(code)) {
    const [kind, retryable] = CLASSES[code];
    return { code, kind, retryable };
  }
  if (code === CLIENT_ERROR_CODES.HTTP_ERROR) return { code, kind: 'server', retryable: true };
  if (code !== null) return { code, kind: 'unknown', retryable: false };
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (error instanceof TypeError || name === 'TimeoutError' || name === 'AbortError') return { code: CLIENT_ERROR_CODES.NETWORK, kind: 'network', retryable: true };
  return { code: CLIENT_ERROR_CODES.ERROR, kind: 'unknown', retryable: false };
}
