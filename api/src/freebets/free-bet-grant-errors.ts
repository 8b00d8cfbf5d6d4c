import { DomainError, ErrorCodes } from '@rgs/schema';

/** The game is in the catalog but takes no free bets (no single fixed stake). */
export class FreeBetsNotSupportedError extends DomainError {
  constructor(game: string) {
    super(ErrorCodes.FREE_BETS_NOT_SUPPORTED, `Free bets are not supported for ${game}`, { game });
  }
}

/** The operator has no grant under that idempotency key. */
export class FreeBetGrantNotFoundError extends DomainError {
  constructor() {
    super(ErrorCodes.NOT_FOUND, 'No free-bet grant for this clientId and idempotencyKey');
  }
}
