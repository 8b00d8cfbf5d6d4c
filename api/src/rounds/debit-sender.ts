import type { Decimal } from '@rgs/schema';
import type { WalletClient, WebhookTarget } from '../wallet/wallet-client';

/** How a debit ended, after at most two attempts. */
export type DebitResult =
  /** HTTP 200, or a 409 to the retry (the wallet already holds this `transactionId`): committed. */
  | { readonly kind: 'committed'; readonly balance: Decimal | undefined; readonly attempts: number; readonly status: 200 | 409 }
  /** A definite non-200 to the first attempt: not committed. */
  | { readonly kind: 'rejected'; readonly status: number; readonly body: string; readonly attempts: number }
  /** The first attempt certainly never left: not committed. */
  | { readonly kind: 'not-sent'; readonly reason: string; readonly attempts: number }
  /** No answer, then no 200 or 409 on the retry either: it may or may not have committed. */
  | { readonly kind: 'unknown'; readonly reason: string; readonly status: number | null; readonly attempts: number }
  /**
   * The retry was reserved by someone else (a recovery, or a request that outlived its round's
   * staleness): it owns the outcome now, so this caller changes nothing.
   */
  | { readonly kind: 'elsewhere'; readonly attempts: number };

/**
 * Records the retry in the database before it is sent (`attempts = attempts + 1` while below 2) and
 * says whether it may go. At most two attempts ever leave, whoever makes them and however often a
 * process dies in between.
 */
export type ReserveRetry = () => Promise<boolean>;

/** A debit makes at most this many attempts: the first and one retry. */
export const MAX_DEBIT_ATTEMPTS = 2;

/**
 * Sends a new debit whose first attempt is already recorded (the row was stored with `attempts = 1`).
 * An answer that never came (timeout, reset) is retried once with the same bytes and `transactionId`.
 */
export async function sendNewDebit(wallet: WalletClient, target: WebhookTarget, payload: string, reserveRetry: ReserveRetry): Promise<DebitResult> {
  const outcome = await wallet.sendMutation(target, payload);
  if (outcome.kind === 'committed') return { kind: 'committed', balance: outcome.balance, attempts: 1, status: 200 };
  if (outcome.kind === 'rejected') return { kind: 'rejected', status: outcome.status, body: outcome.body, attempts: 1 };
  if (outcome.kind === 'not-sent') return { kind: 'not-sent', reason: outcome.reason, attempts: 1 };
  return retryDebit(wallet, target, payload, reserveRetry, outcome.reason);
}

/**
 * The one retry of a debit whose first attempt may have reached the wallet. The contract makes a
 * wallet answer a replayed `transactionId` with a rejection, and we read a 409 to the retry as "I
 * already hold it": the first attempt committed, so the round settles exactly as on a 200
 * (docs/decisions/0015). Anything else leaves it unknown: the round is voided and a reconciliation
 * case opened. When the retry cannot be reserved, someone else made it: nothing is sent.
 */
export async function retryDebit(
  wallet: WalletClient,
  target: WebhookTarget,
  payload: string,
  reserveRetry: ReserveRetry,
  firstReason: string,
): Promise<DebitResult> {
  if (!(await reserveRetry())) return { kind: 'elsewhere', attempts: MAX_DEBIT_ATTEMPTS };
  const outcome = await wallet.sendMutation(target, payload);
  const attempts = MAX_DEBIT_ATTEMPTS;
  if (outcome.kind === 'committed') return { kind: 'committed', balance: outcome.balance, attempts, status: 200 };
  if (outcome.kind === 'rejected' && outcome.status === 409) return { kind: 'committed', balance: undefined, attempts, status: 409 };
  if (outcome.kind === 'rejected') {
    return { kind: 'unknown', reason: `${firstReason}; retry answered HTTP ${outcome.status}`, status: outcome.status, attempts };
  }
  return { kind: 'unknown', reason: `${firstReason}; retry: ${outcome.reason}`, status: null, attempts };
}
