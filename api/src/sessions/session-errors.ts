import { DomainError, ErrorCodes } from '@rgs/schema';

/** The currency has no USD rate. The message is the contract's, word for word. */
export class UnsupportedCurrencyError extends DomainError {
  constructor(code: string) {
    super(ErrorCodes.UNSUPPORTED_CURRENCY, `Unsupported currency: ${code}`, { currency: code });
  }
}

/** The initial balance check failed. The message is the contract's, word for word. */
export class UserNotRecognizedError extends DomainError {
  constructor(reason: string) {
    super(ErrorCodes.USER_NOT_RECOGNIZED, 'User not recognized by operator.', { reason });
  }
}

/** The player token is missing, expired or refused. */
export class UnauthenticatedError extends DomainError {
  readonly reason: 'missing' | 'expired' | 'rejected';

  constructor(reason: 'missing' | 'expired' | 'rejected') {
    const messages = {
      missing: 'A player token is required',
      expired: 'The session has expired; create a new one',
      rejected: 'The player token is not valid',
    } as const;
    super(ErrorCodes.UNAUTHENTICATED, messages[reason], { reason });
    this.reason = reason;
  }
}
