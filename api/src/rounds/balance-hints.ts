import { LRUCache } from 'lru-cache';
import type { Decimal } from '@rgs/schema';

/**
 * The last balance the operator reported per session, kept by this process only. It is a hint for
 * the courtesy pre-check, never a fact: a hint that covers the stake lets the debit go out without a
 * `balance_check` (the operator's answer is authoritative); a missing or short hint is re-read fresh.
 */
export class BalanceHints {
  readonly #cache = new LRUCache<string, Decimal>({ max: 100_000 });

  /** The last reported balance for the session, if this process saw one. */
  get(sessionId: string): Decimal | undefined {
    return this.#cache.get(sessionId);
  }

  /** Records a balance the operator reported. */
  set(sessionId: string, balance: Decimal | undefined | null): void {
    if (balance) this.#cache.set(sessionId, balance);
  }

  /** Forgets a session's hint (after a rejection, the hint is clearly wrong). */
  forget(sessionId: string): void {
    this.#cache.delete(sessionId);
  }
}
