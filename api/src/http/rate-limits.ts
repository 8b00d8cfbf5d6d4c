import ipaddr from 'ipaddr.js';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db';
import { RateLimitedError, consumeOrThrow, createLimiter } from './limiter-store';

/** Thresholds (the contract leaves them to us). */
export interface RateLimitSettings {
  /** Failed operator authentications allowed per window for one client id from one address. */
  readonly authFailures: number;
  /** Failed operator authentications allowed per window from one address, whatever the client id. */
  readonly authFailuresPerAddress: number;
  readonly authWindowSeconds: number;
  /** How long a caller stays blocked once it has failed too often. */
  readonly authBlockSeconds: number;
  /** Session creations allowed per window per client id. */
  readonly sessions: number;
  readonly sessionWindowSeconds: number;
  /** Free-bet issues and cancels allowed per window per client id (one bucket for both). */
  readonly freeBets: number;
  readonly freeBetWindowSeconds: number;
}

/**
 * Production defaults: 10 failures a minute for one client id from one address, 30 from one address
 * across client ids, then 5 minutes out; 100 sessions a second per operator; 100 free-bet calls a
 * second per operator.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  authFailures: 10,
  authFailuresPerAddress: 30,
  authWindowSeconds: 60,
  authBlockSeconds: 300,
  sessions: 100,
  sessionWindowSeconds: 1,
  freeBets: 100,
  freeBetWindowSeconds: 1,
};

/** Who is trying to authenticate: the client's address and, once the body is read, the client id it names. */
export interface AuthCaller {
  readonly address: string;
  readonly clientId?: string;
}

/** One authentication attempt that was allowed to go ahead; report how it ended. */
export interface AuthAttempt {
  /** Counts the failure against the address and, with a client id, against the pair. */
  failed(): Promise<void>;
  /** A valid secret: the pair's consecutive failures start again from zero. */
  succeeded(): Promise<void>;
}

/** The checks the operator endpoints make. */
export interface RateLimits {
  /**
   * Starts an authentication attempt. Throws `RateLimitedError` while the caller is locked out: its
   * address, or its address for this client id. Failures elsewhere (another address, even for the
   * same client id) never block it.
   */
  beginAuth(caller: AuthCaller): Promise<AuthAttempt>;
  /** Counts a session creation; throws `RateLimitedError` on a flood. */
  consumeSession(clientId: string): Promise<void>;
  /** Counts a free-bet issue or cancel; throws `RateLimitedError` on a flood. */
  consumeFreeBets(clientId: string): Promise<void>;
}

/** Where counters live: failed authentications always in the database; request floods there only when shared. */
export interface RateLimitStore {
  readonly db: Database;
  /** Several API processes: session and free-bet flood counters are shared through the database too. */
  readonly shared: boolean;
}

/**
 * Builds the limits. Failed authentications count in the `rate_limits` table always, so a lockout
 * outlives a restart and holds across processes.
 */
export function createRateLimits(settings: RateLimitSettings, store: RateLimitStore): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number, inDatabase: boolean): RateLimiterAbstract =>
    createLimiter({ keyPrefix, points, duration, db: inDatabase ? store.db : undefined });
  const byPair = make('auth_pair', settings.authFailures, settings.authWindowSeconds, true);
  const byAddress = make('auth_addr', settings.authFailuresPerAddress, settings.authWindowSeconds, true);
  const sessions = make('session', settings.sessions, settings.sessionWindowSeconds, store.shared);
  const freeBets = make('free_bets', settings.freeBets, settings.freeBetWindowSeconds, store.shared);

  const blocked = (res: RateLimiterRes | null, threshold: number): boolean => res !== null && res.consumedPoints >= threshold;

  // The failure that reaches the allowance blocks the key at once for the whole block period.
  const fail = async (limiter: RateLimiterAbstract, key: string, threshold: number): Promise<void> => {
    const res = await limiter.consume(key).catch((error: unknown) => (error instanceof RateLimiterRes ? error : Promise.reject(error)));
    if (res.consumedPoints === threshold) await limiter.block(key, settings.authBlockSeconds);
  };

  return {
    async beginAuth(caller) {
      const address = addressKey(caller.address);
      const pair = caller.clientId === undefined ? undefined : JSON.stringify([caller.clientId, address]);
      const [pairRes, addressRes] = await Promise.all([pair === undefined ? null : byPair.get(pair), byAddress.get(address)]);
      const lockedOut = [
        blocked(pairRes, settings.authFailures) ? pairRes : null,
        blocked(addressRes, settings.authFailuresPerAddress) ? addressRes : null,
      ].filter((res): res is RateLimiterRes => res !== null);
      if (lockedOut.length > 0) {
        const retryAfterMs = Math.max(...lockedOut.map((res) => res.msBeforeNext));
        throw new RateLimitedError(retryAfterMs, 'Too many failed authentication attempts; retry later');
      }
      return {
        async failed() {
          await Promise.all([
            fail(byAddress, address, settings.authFailuresPerAddress),
            pair === undefined ? undefined : fail(byPair, pair, settings.authFailures),
          ]);
        },
        async succeeded() {
          // Nothing to reset when this pair had no failures: the common case costs no write.
          if (pair !== undefined && pairRes !== null) await byPair.delete(pair);
        },
      };
    },
    consumeSession: (clientId) => consumeOrThrow(sessions, clientId, 'Too many session creations; slow down before retrying'),
    consumeFreeBets: (clientId) => consumeOrThrow(freeBets, clientId, 'Too many free-bet requests; slow down before retrying'),
  };
}

/**
 * The counting key of a client address. IPv4-mapped IPv6 counts as its IPv4 address, and IPv6 by its
 * /64, the smallest block one site is given, so a host cannot step around its counter by changing
 * the low bits of its address.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
