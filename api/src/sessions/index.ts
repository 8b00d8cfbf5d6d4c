export { buildGameUrl } from './game-url';
export { toPlayerSession, type PlayerSession } from './player-session';
export { PLAYER_TOKEN_TTL_MS, PlayerTokens, type PlayerClaims, type TokenCheck, type TokenFailure } from './player-token';
export { UnauthenticatedError, UnsupportedCurrencyError, UserNotRecognizedError } from './session-errors';
export {
  createSessionService,
  type CreateSessionInput,
  type PlayerContext,
  type SessionService,
  type SessionServiceDeps,
} from './session-service';
