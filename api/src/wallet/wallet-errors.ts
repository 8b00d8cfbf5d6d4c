import { DomainError, ErrorCodes } from '@rgs/schema';

/** The operator refused a debit (any non-200): nothing was committed. */
export class WalletRejectedError extends DomainError {
  constructor(status: number) {
    super(ErrorCodes.WALLET_REJECTED, `The operator wallet declined the bet (HTTP ${status})`, { status });
  }
}

/** The wallet could not be reached or did not answer in time. */
export class WalletUnavailableError extends DomainError {
  constructor(reason: string) {
    super(ErrorCodes.WALLET_UNAVAILABLE, `The operator wallet is unavailable (${reason})`, { reason });
  }
}

/** The balance cannot cover the stake (our courtesy check, or the operator's 402). */
export class InsufficientFundsError extends DomainError {
  constructor(balance?: string) {
    super(ErrorCodes.INSUFFICIENT_FUNDS, 'Insufficient balance for this bet', balance === undefined ? {} : { balance });
  }
}
