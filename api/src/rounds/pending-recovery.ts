import { isDomainError } from '@rgs/schema';
import type { AccountService } from '../accounts';
import type { Clock } from '../common/clock';
import type { Database } from '../db';
import { toPlayerSession } from '../sessions/player-session';
import { findSession } from '../sessions/session-store';
import type { Outbox } from '../wallet/outbox';
import type { WalletClient } from '../wallet/wallet-client';
import { retryDebit } from './debit-sender';
import { settleDebit, type SettlementDeps } from './round-settlement';
import { claimStalePendingRounds, findPendingDebit, reserveDebitRetry } from './round-store';

/** Options of the pending-round recovery. */
export interface PendingRecoveryDeps extends SettlementDeps {
  readonly wallet: WalletClient;
  readonly outbox: Outbox;
  readonly accounts: AccountService;
  readonly clock: Clock;
  readonly db: Database;
  /**
   * A round still pending after this long lost its request (the process died mid-debit). Well above
   * the two 4 s attempts a live request may make, so a slow request is never raced.
   */
  readonly staleAfterMs?: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * Finishes rounds whose debit was sent by a process that died before recording the answer: the debit
 * is retried once with the same `transactionId`. 200 (or 409: the wallet holds it already) settles the
 * round as the player's request would have (a win is credited through the outbox); anything else
 * voids it for reconciliation.
 * Returns how many rounds were processed.
 */
export async function recoverPendingRounds(deps: PendingRecoveryDeps, limit = 20): Promise<number> {
  const now = deps.clock.now();
  const claimed = await claimStalePendingRounds(deps.db, new Date(now - (deps.staleAfterMs ?? 60_000)), new Date(now), limit);
  for (const round of claimed) {
    try {
      const debit = await findPendingDebit(deps.db, round.id);
      const sessionRow = await findSession(deps.db, round.sessionId);
      const account = await deps.accounts.findByCustomerId(round.customerId);
      if (!debit || !sessionRow || !account) continue;
      const party = { session: toPlayerSession(sessionRow), account };
      // The dead process may have sent the first attempt (it was counted before it went): this is the
      // one retry, unless that process had made it already.
      const result = await retryDebit(deps.wallet, account, debit.payload, () => reserveDebitRetry(deps.db, debit.id), 'the request died with its process');
      const settled = await settleDebit(deps, party, round, debit.id, result).catch((error: unknown) => {
        if (isDomainError(error)) return undefined; // voided and recorded; nobody is waiting for the error
        throw error;
      });
      if (settled?.credit) await deps.outbox.deliver(settled.credit);
    } catch (error) {
      deps.onError?.(error);
    }
  }
  return claimed.length;
}
