import { isDomainError } from '@rgs/schema';
import type { AccountService } from '../accounts';
import type { Clock } from '../common/clock';
import type { Database } from '../db';
import { toPlayerSession } from '../sessions/player-session';
import { findSession } from '../sessions/session-store';
import type { Outbox } from '../wallet/outbox';
import type { WalletClient } from '../wallet/wallet-client';
import { MAX_DEBIT_ATTEMPTS, retryDebit, type DebitResult } from './debit-sender';
import { settleDebit, type SettlementDeps } from './round-settlement';
import { claimStalePendingRounds, findPendingDebit, reserveDebitRetry, type RoundRow } from './round-store';

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
  const staleAfterMs = deps.staleAfterMs ?? 60_000;
  const claimed = await claimStalePendingRounds(deps.db, new Date(now - staleAfterMs), new Date(now), limit);
  // Side by side: a round's retry may wait 4 s for its answer, and the claim must not run out on the
  // last of a batch while the first ones are still being answered.
  await Promise.all(claimed.map((round) => recoverRound(deps, round, staleAfterMs).catch((error: unknown) => deps.onError?.(error))));
  return claimed.length;
}

async function recoverRound(deps: PendingRecoveryDeps, round: RoundRow, staleAfterMs: number): Promise<void> {
  const debit = await findPendingDebit(deps.db, round.id);
  const sessionRow = await findSession(deps.db, round.sessionId);
  const account = await deps.accounts.findByCustomerId(round.customerId);
  if (!debit || !sessionRow || !account) return;
  const party = { session: toPlayerSession(sessionRow), account };
  const now = () => new Date(deps.clock.now());
  let result: DebitResult;
  if (debit.attempts >= MAX_DEBIT_ATTEMPTS) {
    // The retry was made; if it started recently its sender may still be waiting for the answer.
    if (debit.nextAttemptAt.getTime() > deps.clock.now() - staleAfterMs) return;
    // Its sender died waiting: a third attempt is never sent, so nobody can know.
    result = { kind: 'unknown', reason: 'the retry was made by a process that died before its answer came', status: null, attempts: debit.attempts };
  } else {
    // The dead process may have sent the first attempt (it was counted before it went): this is the one retry.
    result = await retryDebit(deps.wallet, account, debit.payload, () => reserveDebitRetry(deps.db, debit.id, now()), 'the request died with its process');
  }
  if (result.kind === 'elsewhere') return;
  const settled = await settleDebit(deps, party, round, { id: debit.id, amount: debit.amount, onCommit: debit.onCommit }, result).catch((error: unknown) => {
    if (isDomainError(error)) return undefined; // voided and recorded; nobody is waiting for the error
    throw error;
  });
  if (settled?.credit) await deps.outbox.deliver(settled.credit);
}
