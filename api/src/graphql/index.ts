export { createContext, type GraphQLContext, type PlayServices } from './context';
export { schema } from './schema';
export { createSessionRateLimiter, DEFAULT_PLAY_RATE_LIMITS, type PlayRateLimitSettings, type SessionRateLimiter } from './session-rate-limit';
export { createPlayApi, type PlayApiOptions } from './yoga';
