import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitedError } from '../http/limiter-store';
import { DEFAULT_PLAY_RATE_LIMITS, createSessionRateLimiter } from './session-rate-limit';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Sends `n` requests spread evenly over one second of fake time; returns how many were refused. */
async function second(limiter: ReturnType<typeof createSessionRateLimiter>, session: string, n: number): Promise<number> {
  let refused = 0;
  for (let i = 0; i < n; i++) {
    await limiter.consume(session).catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) throw error;
      refused += 1;
    });
    await vi.advanceTimersByTimeAsync(1000 / n);
  }
  return refused;
}

describe('the default per-session limits', () => {
  it('never throttle a fast autobet: 20 requests a second for two minutes, with a 60-request spike every 10 s', async () => {
    const limiter = createSessionRateLimiter(DEFAULT_PLAY_RATE_LIMITS);
    let refused = 0;
    for (let s = 0; s < 120; s++) refused += await second(limiter, 'ses_autobet', s % 10 === 0 ? 60 : 20);
    expect(refused).toBe(0);
  });

  it('stop a flood: of 1000 requests in one second, 30 plus the burst of 150 pass, and the session is refused after', async () => {
    const limiter = createSessionRateLimiter(DEFAULT_PLAY_RATE_LIMITS);
    expect(await second(limiter, 'ses_flood', 1000)).toBe(1000 - 30 * 1 - 150);
    // Sustained flooding gets only the sustained rate once the burst is spent.
    expect(await second(limiter, 'ses_flood', 1000)).toBe(1000 - 30);
    // Each session has its own allowance.
    expect(await second(limiter, 'ses_other', 20)).toBe(0);
  });

  it('a refusal says when to retry', async () => {
    const limiter = createSessionRateLimiter({ requests: 1, windowSeconds: 60, burst: 0, burstWindowSeconds: 60 });
    await limiter.consume('ses_once');
    const error = await limiter.consume('ses_once').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 60 });
  });
});
