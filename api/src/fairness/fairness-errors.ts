import { DomainError, ErrorCodes } from '@rgs/schema';

/** The client seed is not 1 to 64 printable characters. */
export class InvalidClientSeedError extends DomainError {
  constructor(message: string) {
    super(ErrorCodes.INVALID_CLIENT_SEED, message);
  }
}

/** Rotation would reveal the seed of a round still in play. */
export class RotationBlockedError extends DomainError {
  constructor() {
    super(ErrorCodes.ACTIVE_ROUND_EXISTS, 'Finish the round in play before rotating the seed: rotation reveals its server seed');
  }
}
