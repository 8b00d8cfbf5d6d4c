import { DomainError, type ErrorCode } from '@rgs/schema';

/** Codes a game's rules may raise for an impossible move. */
export type GameRuleErrorCode = Extract<
  ErrorCode,
  | 'INVALID_ACTION'
  | 'ALREADY_REVEALED'
  | 'CASHOUT_NOT_ALLOWED'
  | 'ROUND_NOT_OPEN'
  | 'VALIDATION_FAILED'
  | 'FREE_BET_ONE_STAKE'
  | 'FREE_BETS_NOT_SUPPORTED'
  | 'FREE_BET_NO_EXTRA_WAGER'
>;

/** A move the rules refuse; the round is left exactly as it was. */
export class GameRuleError extends DomainError {
  declare readonly code: GameRuleErrorCode;

  constructor(code: GameRuleErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(code, message, details);
  }
}
