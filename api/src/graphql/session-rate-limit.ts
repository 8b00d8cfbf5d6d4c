import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { BurstyRateLimiter } from 'rate-limiter-flexible';
import type { Database } from '../db';
import { RateLimitedError, consumeOrThrow, createLimiter } from '../http/limiter-store';
import type { GraphQLContext } from './context';

/** How many play-API requests one player session may make. */
export interface PlayRateLimitSettings {
  /** Requests a session may make per window, indefinitely. */
  readonly requests: number;
  readonly windowSeconds: number;
  /** Requests a session may make above that within one burst window (a reload, a fast autobet's spikes). */
  readonly burst: number;
  readonly burstWindowSeconds: number;
}

/**
 * A fast autobet does about 20 requests a second (a bet and the odd query); 30 a second sustained plus
 * 150 more per 10 s covers it with room, while a flood gets at most 45 a second on average.
 */
export const DEFAULT_PLAY_RATE_LIMITS: PlayRateLimitSettings = { requests: 30, windowSeconds: 1, burst: 150, burstWindowSeconds: 10 };

/** Counts one request of a session; throws `RateLimitedError` once the session is over its limits. */
export interface SessionRateLimiter {
  consume(sessionId: string): Promise<void>;
}

/**
 * Builds the per-session limiter. With `shared` (several API processes) the counters live in the
 * `rate_limits` table so every process sees the same numbers; otherwise in memory.
 */
export function createSessionRateLimiter(settings: PlayRateLimitSettings = DEFAULT_PLAY_RATE_LIMITS, shared?: Database): SessionRateLimiter {
  const limiter = new BurstyRateLimiter(
    createLimiter({ keyPrefix: 'play', points: settings.requests, duration: settings.windowSeconds, db: shared }),
    createLimiter({ keyPrefix: 'play_burst', points: settings.burst, duration: settings.burstWindowSeconds, db: shared }),
  );
  return { consume: (sessionId) => consumeOrThrow(limiter, sessionId, 'Too many requests for this session; slow down before retrying') };
}

/**
 * Counts every operation of an authenticated player against its session before anything executes; an
 * operation over the limit runs nothing and answers a top-level RATE_LIMITED error with HTTP 429 and
 * `Retry-After`. Requests without a valid token are left to the fields, which refuse them.
 */
export function sessionRateLimitPlugin(limiter: SessionRateLimiter): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const player = await args.contextValue.player().catch((error: unknown) => {
        if (error instanceof GraphQLError) return undefined;
        throw error;
      });
      if (!player) return;
      try {
        await limiter.consume(player.session.id);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        const { retryAfterSeconds } = error;
        setResultAndStopExecution({
          errors: [
            new GraphQLError(error.message, {
              extensions: { code: error.code, retryAfterSeconds, http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } } },
            }),
          ],
        });
      }
    },
  };
}
