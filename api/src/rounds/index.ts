export { BalanceHints } from './balance-hints';
export { GameRegistry, type PlayableGame } from './game-registry';
export { betLimitsFor, type BetLimits } from './bet-limits';
export { recoverPendingRounds, type PendingRecoveryDeps } from './pending-recovery';
export { expireIdleRounds, type RoundExpiryDeps } from './round-expiry';
export {
  ActiveRoundExistsError,
  BetLimitError,
  RoundConflictError,
  RoundNotFoundError,
  RoundNotOpenError,
  UnknownGameError,
} from './round-errors';
export {
  createRoundEngine,
  type ActInput,
  type PlaceBetInput,
  type RoundEngine,
  type RoundEngineDeps,
  type RoundResult,
} from './round-engine';
export { createRoundQueries, roundCursor, type RoundPage, type RoundQueries } from './round-queries';
export { toRoundView, type PublicRoundStatus, type RoundView } from './round-view';
