import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError, ErrorCodes } from '@rgs/schema';
import type { Database } from '../db';
import { rateLimits } from '../db/schema';

/** Too many requests or failed attempts; `retryAfterSeconds` goes into the `Retry-After` header. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, message = 'Too many requests; slow down before retrying') {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(ErrorCodes.RATE_LIMITED, message, { retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Thresholds (the contract leaves them to us). */
export interface RateLimitSettings {
  /** Failed operator authentications allowed per window, per client id and per address. */
  readonly authFailures: number;
  readonly authWindowSeconds: number;
  /** How long a key stays blocked once it has failed too often. */
  readonly authBlockSeconds: number;
  /** Session creations allowed per window per client id. */
  readonly sessions: number;
  readonly sessionWindowSeconds: number;
}

/** Production defaults: 10 failures a minute then 5 minutes out; 100 sessions a second per operator. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  authFailures: 10,
  authWindowSeconds: 60,
  authBlockSeconds: 300,
  sessions: 100,
  sessionWindowSeconds: 1,
};

/** The checks the operator endpoints make. */
export interface RateLimits {
  /** Throws `RateLimitedError` while any of the keys is blocked for failed authentications. */
  assertNotBlocked(keys: readonly string[]): Promise<void>;
  /** Counts a failed authentication against each key. */
  recordAuthFailure(keys: readonly string[]): Promise<void>;
  /** Counts a session creation; throws `RateLimitedError` on a flood. */
  consumeSession(clientId: string): Promise<void>;
}

/**
 * Builds the limits. With `shared` (several API processes), counters live in Postgres so every
 * process sees the same numbers; otherwise in memory.
 */
export function createRateLimits(settings: RateLimitSettings = DEFAULT_RATE_LIMITS, shared?: Database): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number, blockDuration = 0): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration, blockDuration });
    if (!shared) return memory;
    // A database hiccup must not open the gates: fall back to counting in memory meanwhile.
    return new RateLimiterDrizzle({
      storeClient: shared,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      blockDuration,
      insuranceLimiter: memory,
    });
  };
  const auth = make('auth_fail', settings.authFailures, settings.authWindowSeconds, settings.authBlockSeconds);
  const sessions = make('session', settings.sessions, settings.sessionWindowSeconds);

  return {
    async assertNotBlocked(keys) {
      for (const key of keys) {
        const res = await auth.get(key);
        if (res && res.consumedPoints > settings.authFailures) {
          throw new RateLimitedError(res.msBeforeNext, 'Too many failed authentication attempts; retry later');
        }
      }
    },
    async recordAuthFailure(keys) {
      // The failure that reaches the allowance blocks the key at once, so the next attempt (even with
      // the right secret) is refused for the whole block period.
      await Promise.all(
        keys.map(async (key) => {
          const res = await auth.consume(key).catch((error: unknown) => (error instanceof RateLimiterRes ? error : Promise.reject(error)));
          if (res.consumedPoints === settings.authFailures) await auth.block(key, settings.authBlockSeconds);
        }),
      );
    },
    async consumeSession(clientId) {
      try {
        await sessions.consume(clientId);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext, 'Too many session creations; slow down before retrying');
        throw error;
      }
    },
  };
}
