import { DomainError, ErrorCodes } from '@rgs/schema';

/** The game key is not in the catalog, or it has no rules on this server yet. */
export class UnknownGameError extends DomainError {
  constructor(game: string) {
    super(ErrorCodes.UNKNOWN_GAME, `Unknown game: ${game}`, { game });
  }
}

/** The stake is outside the game's limits in the session currency. */
export class BetLimitError extends DomainError {
  constructor(min: string, max: string, currency: string) {
    super(ErrorCodes.BET_LIMIT, `The stake must be between ${min} and ${max} ${currency}`, { min, max, currency });
  }
}

/** No round with that id belongs to this player. */
export class RoundNotFoundError extends DomainError {
  constructor(roundId: string) {
    super(ErrorCodes.ROUND_NOT_FOUND, `No round ${roundId} for this player`, { roundId });
  }
}

/** The round is closed, void or not yet committed. */
export class RoundNotOpenError extends DomainError {
  constructor(roundId: string, status: string) {
    super(ErrorCodes.ROUND_NOT_OPEN, `Round ${roundId} is ${status.toLowerCase()}: no move is possible`, { roundId, status });
  }
}

/** Another move on the round won the race. */
export class RoundConflictError extends DomainError {
  constructor(roundId: string) {
    super(ErrorCodes.ROUND_CONFLICT, `Round ${roundId} changed meanwhile; read it again`, { roundId });
  }
}

/** A stateful game already has a round in play for this player. */
export class ActiveRoundExistsError extends DomainError {
  constructor(game: string) {
    super(ErrorCodes.ACTIVE_ROUND_EXISTS, `A ${game} round is already in play; finish it first`, { game });
  }
}

/** The `placeBet` idempotency key is not 1 to 64 printable ASCII characters. */
export class InvalidIdempotencyKeyError extends DomainError {
  constructor() {
    super(ErrorCodes.INVALID_IDEMPOTENCY_KEY, 'idempotencyKey must be 1 to 64 printable ASCII characters', { field: 'idempotencyKey' });
  }
}

/** The idempotency key already placed a different bet (another game, amount or params). */
export class IdempotencyKeyReusedError extends DomainError {
  constructor(roundId: string) {
    super(ErrorCodes.IDEMPOTENCY_KEY_REUSED, `idempotencyKey already placed round ${roundId} with another game, amount or params`, {
      field: 'idempotencyKey',
      roundId,
    });
  }
}
