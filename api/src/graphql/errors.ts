import { GraphQLError } from 'graphql';
import { isDomainError, type DomainError, type ErrorCode } from '@rgs/schema';
import { builder } from './builder';

/** The expected failures the play API reports as typed results, one class per GraphQL error type. */
export class PlayError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(source: DomainError) {
    super(source.message);
    this.code = source.code;
    this.details = source.details;
  }
}

/** Bad input: a field, an amount, a game, an action or a seed. */
export class InvalidInputError extends PlayError {}
/** The stake is outside the game's limits. */
export class BetLimitError extends PlayError {}
/** The balance cannot cover the stake. */
export class InsufficientFundsError extends PlayError {}
/** The operator's wallet refused the bet or could not be reached. */
export class WalletError extends PlayError {}
/** The round is not in a state that allows this move. */
export class RoundStateError extends PlayError {}
/** A free bet cannot be used. */
export class FreeBetError extends PlayError {}

type ErrorClass = new (source: DomainError) => PlayError;

// Every code names its GraphQL type; the Record type makes a new code fail to compile until it is placed.
const TYPE_OF_CODE: Record<ErrorCode, ErrorClass | 'top-level'> = {
  VALIDATION_FAILED: InvalidInputError,
  INVALID_AMOUNT: InvalidInputError,
  UNKNOWN_GAME: InvalidInputError,
  INVALID_ACTION: InvalidInputError,
  INVALID_CLIENT_SEED: InvalidInputError,
  UNSUPPORTED_CURRENCY: InvalidInputError,
  BET_LIMIT: BetLimitError,
  INSUFFICIENT_FUNDS: InsufficientFundsError,
  WALLET_REJECTED: WalletError,
  WALLET_UNAVAILABLE: WalletError,
  ROUND_NOT_FOUND: RoundStateError,
  ROUND_NOT_OPEN: RoundStateError,
  ROUND_CONFLICT: RoundStateError,
  ACTIVE_ROUND_EXISTS: RoundStateError,
  ALREADY_REVEALED: RoundStateError,
  CASHOUT_NOT_ALLOWED: RoundStateError,
  NO_FREE_BETS: FreeBetError,
  FREE_BETS_NOT_SUPPORTED: FreeBetError,
  FREE_BET_ONE_STAKE: FreeBetError,
  FREE_BET_NO_EXTRA_WAGER: FreeBetError,
  INVALID_IDEMPOTENCY_KEY: InvalidInputError,
  IDEMPOTENCY_KEY_REUSED: InvalidInputError,
  USER_NOT_RECOGNIZED: 'top-level',
  UNAUTHORIZED: 'top-level',
  UNAUTHENTICATED: 'top-level',
  RATE_LIMITED: 'top-level',
  NOT_FOUND: 'top-level',
  PAYLOAD_TOO_LARGE: 'top-level',
  UNSUPPORTED_MEDIA_TYPE: 'top-level',
};

/**
 * Runs a resolver and turns an expected failure into its typed result class (caught by the errors
 * plugin) or, for failures that are not about the operation itself, a top-level GraphQLError with
 * the code in `extensions`. Anything else propagates and Yoga masks it.
 */
export async function playResult<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toPlayError(error);
  }
}

/** The typed form of an error (unchanged when it is not a domain error). */
export function toPlayError(error: unknown): unknown {
  if (!isDomainError(error)) return error;
  const type = TYPE_OF_CODE[error.code];
  if (type === 'top-level') return new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } });
  return new type(error);
}

/** Expected failures of queries and of fields that return no union: a top-level error with its code. */
export async function queryResult<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) throw new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } });
    throw error;
  }
}

/**
 * `interface Error { code: String! message: String! }`. It reads nothing else, so any error with a
 * code and a message implements it: the play errors, and the webhook tester's refusals with its own codes.
 */
export const ErrorInterface = builder.interfaceRef<{ readonly code: string; readonly message: string }>('Error').implement({
  description: 'An expected failure: `code` is stable and machine-readable, `message` is for people.',
  fields: (t) => ({
    code: t.exposeString('code'),
    message: t.exposeString('message'),
  }),
});

const detail = (error: PlayError, key: string): string | null => {
  const value = error.details[key];
  return value === undefined || value === null ? null : String(value);
};

builder.objectType(InvalidInputError, {
  name: 'InvalidInputError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ field: t.string({ nullable: true, resolve: (e) => detail(e, 'field') }) }),
});

builder.objectType(BetLimitError, {
  name: 'BetLimitError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    min: t.field({ type: 'Decimal', resolve: (e) => detail(e, 'min') ?? '0' }),
    max: t.field({ type: 'Decimal', resolve: (e) => detail(e, 'max') ?? '0' }),
    currency: t.string({ resolve: (e) => detail(e, 'currency') ?? '' }),
  }),
});

builder.objectType(InsufficientFundsError, {
  name: 'InsufficientFundsError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ balance: t.field({ type: 'Decimal', nullable: true, resolve: (e) => detail(e, 'balance') }) }),
});

builder.objectType(WalletError, { name: 'WalletError', interfaces: [ErrorInterface], fields: () => ({}) });

builder.objectType(RoundStateError, {
  name: 'RoundStateError',
  interfaces: [ErrorInterface],
  fields: (t) => ({ roundId: t.string({ nullable: true, resolve: (e) => detail(e, 'roundId') }) }),
});

builder.objectType(FreeBetError, { name: 'FreeBetError', interfaces: [ErrorInterface], fields: () => ({}) });

/** The error results every play mutation can return. */
export const PLAY_ERROR_TYPES = [InvalidInputError, BetLimitError, InsufficientFundsError, WalletError, RoundStateError, FreeBetError];
