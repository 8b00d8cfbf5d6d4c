import { DomainError, ErrorCodes } from '@rgs/schema';

/** The operator credential is missing, wrong or unprovisioned, or the client is unknown. */
export class UnauthorizedError extends DomainError {
  constructor(message = 'Missing or invalid x-operator-secret') {
    super(ErrorCodes.UNAUTHORIZED, message);
  }
}

/** An account command got invalid input (duplicate client id, unsafe webhook URL…). */
export class AccountInputError extends DomainError {
  constructor(message: string) {
    super(ErrorCodes.VALIDATION_FAILED, message);
  }
}

/** No account has that client id. */
export class AccountNotFoundError extends DomainError {
  constructor(clientId: string) {
    super(ErrorCodes.NOT_FOUND, `No customer with client id ${clientId}`);
  }
}
