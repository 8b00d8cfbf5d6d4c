import type { Decimal } from '@rgs/schema';
import type { WalletClient, WebhookTarget } from '../wallet/wallet-client';

/** How a debit ended, after at most one retry. */
export type DebitResult =
  | { readonly kind: 'committed'; readonly balance: Decimal | undefined; readonly attempts: number }
  /** A definite non-200 to the first attempt: not committed. */
  | { readonly kind: 'rejected'; readonly status: number; readonly body: string; readonly attempts: number }
  /** The first attempt certainly never left: not committed. */
  | { readonly kind: 'not-sent'; readonly reason: string; readonly attempts: number }
  /** No answer, then no 200 on the retry either: it may or may not have committed. */
  | { readonly kind: 'unknown'; readonly reason: string; readonly status: number | null; readonly attempts: number };

/**
 * Sends a debit. An answer that never came (timeout, reset) is retried once with the same bytes and
 * the same `transactionId`, so an operator that did commit it answers as a replay instead of debiting
 * twice. `previousAttempts` > 0 means this call is already the retry (recovery after a crash).
 */
export async function sendDebit(
  wallet: WalletClient,
  target: WebhookTarget,
  payload: string,
  previousAttempts = 0,
): Promise<DebitResult> {
  let attempts = previousAttempts;
  let lastReason = 'no answer';
  while (attempts < 2) {
    attempts += 1;
    const outcome = await wallet.sendMutation(target, payload);
    if (outcome.kind === 'committed') return { kind: 'committed', balance: outcome.balance, attempts };
    const isRetry = attempts > 1;
    if (!isRetry && outcome.kind === 'rejected') return { kind: 'rejected', status: outcome.status, body: outcome.body, attempts };
    if (!isRetry && outcome.kind === 'not-sent') return { kind: 'not-sent', reason: outcome.reason, attempts };
    if (isRetry) {
      const status = outcome.kind === 'rejected' ? outcome.status : null;
      const reason = outcome.kind === 'rejected' ? `retry answered HTTP ${outcome.status}` : `retry: ${outcome.reason}`;
      return { kind: 'unknown', reason: `${lastReason}; ${reason}`, status, attempts };
    }
    lastReason = outcome.kind === 'no-answer' ? outcome.reason : lastReason;
  }
  return { kind: 'unknown', reason: lastReason, status: null, attempts };
}
