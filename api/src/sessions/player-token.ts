import { LRUCache } from 'lru-cache';
import type { Clock } from '../common/clock';
import { SealedBox } from '../common/sealed-box';

/** Default lifetime of a player token (contract: 24 hours). */
export const PLAYER_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a player token proves: this session of this user of this customer, until `expiresAt`. */
export interface PlayerClaims {
  readonly sessionId: string;
  readonly customerId: string;
  readonly userId: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

/** Why a token was refused (mapped to `auth_required` reasons by the game). */
export type TokenFailure = 'missing' | 'expired' | 'rejected';

/** The result of reading a token. */
export type TokenCheck = { readonly ok: true; readonly claims: PlayerClaims } | { readonly ok: false; readonly reason: TokenFailure };

// Associated data: a sealed secret or any other value sealed with a different context never opens as a token.
const CONTEXT = 'player-token';

/** Issues and reads encrypted player tokens (AES-256-GCM); the claims are invisible to the holder. */
export class PlayerTokens {
  readonly #box: SealedBox;
  readonly #clock: Clock;
  // Tokens this process has opened, by their text: a player's every request carries the same token,
  // and opening it (AES-GCM, JSON) each time is work already done. Only tokens that opened are kept;
  // expiry is still checked on every request.
  readonly #verified = new LRUCache<string, PlayerClaims>({ max: 50_000 });

  constructor(key: Buffer, clock: Clock) {
    this.#box = new SealedBox(key);
    this.#clock = clock;
  }

  /** A new token for the claims. */
  issue(claims: PlayerClaims): string {
    const body = JSON.stringify([claims.sessionId, claims.customerId, claims.userId, claims.expiresAt]);
    return this.#box.seal(body, CONTEXT);
  }

  /** Reads `Bearer <token>` or a bare token; never throws. */
  check(presented: string | null | undefined): TokenCheck {
    const token = presented?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return { ok: false, reason: 'missing' };
    if (token.length > 2048) return { ok: false, reason: 'rejected' };
    const claims = this.#verified.get(token) ?? this.#open(token);
    if (!claims) return { ok: false, reason: 'rejected' };
    if (this.#clock.now() >= claims.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }

  #open(token: string): PlayerClaims | undefined {
    const opened = this.#box.open(token, CONTEXT);
    if (!opened) return undefined;
    let parts: unknown;
    try {
      parts = JSON.parse(opened.toString('utf8'));
    } catch {
      return undefined;
    }
    if (!Array.isArray(parts) || parts.length !== 4) return undefined;
    const [sessionId, customerId, userId, expiresAt] = parts as unknown[];
    if (typeof sessionId !== 'string' || typeof customerId !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') {
      return undefined;
    }
    const claims: PlayerClaims = { sessionId, customerId, userId, expiresAt };
    this.#verified.set(token, claims);
    return claims;
  }
}
