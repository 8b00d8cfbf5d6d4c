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

/**
 * A counter of `points` per `duration` seconds under `keyPrefix`: in the `rate_limits` table when a
 * database is given (every process sees the same numbers, and they outlive a restart), else in
 * memory. A database hiccup falls back to counting in memory meanwhile rather than opening the gates.
 */
export function createLimiter(options: { keyPrefix: string; points: number; duration: number; db?: Database }): RateLimiterAbstract {
  const { keyPrefix, points, duration, db } = options;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!db) return memory;
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix, points, duration, insuranceLimiter: memory });
}

/** Consumes one point of `key`; over the limit, throws `RateLimitedError` with `message`. */
export async function consumeOrThrow(limiter: Pick<RateLimiterAbstract, 'consume'>, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext, message);
    throw error;
  }
}
