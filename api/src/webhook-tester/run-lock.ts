import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db';
import { createLimiter } from '../http/limiter-store';

/** At most one holder per key; a holder that never releases (a dead process) loses the key after the lease. */
export interface RunLock {
  /** Takes `key` and answers its release, or undefined while another holder has it. */
  tryAcquire(key: string): Promise<(() => Promise<void>) | undefined>;
}

/**
 * How long a run may hold its key without releasing it. Far above a real run (a full suite against a
 * healthy wallet takes seconds, and the tester starts no scenario after its 10-minute time limit), so
 * only a process that died mid-run ever lets it lapse.
 */
export const WEBHOOK_TEST_LEASE_SECONDS = 30 * 60;

/**
 * A lock on a one-point counter of the `rate_limits` machinery: in memory for one process, in the
 * database (`db`) when several processes share the work, so a second run on another process is
 * refused too. Taking it is one atomic upsert; releasing deletes the key.
 */
export function createRunLock(options: { keyPrefix: string; db?: Database; leaseSeconds?: number }): RunLock {
  const limiter = createLimiter({ keyPrefix: options.keyPrefix, points: 1, duration: options.leaseSeconds ?? WEBHOOK_TEST_LEASE_SECONDS, db: options.db });
  return {
    async tryAcquire(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) return undefined;
        throw error;
      }
      return async () => {
        await limiter.delete(key);
      };
    },
  };
}
