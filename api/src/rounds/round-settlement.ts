import { Decimal, type EventKind } from '@rgs/schema';
import type { Account } from '../accounts';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
import { initialLease, type OutboxItem, type OutboxTiming } from '../wallet/outbox';
import { InsufficientFundsError, WalletRejectedError, WalletUnavailableError } from '../wallet/wallet-errors';
import { buildMoneyEvent, serializeWebhook, type PayloadSession } from '../wallet/webhook-payload';
import type { DebitResult } from './debit-sender';
import { finishDebit, insertReconciliationCase, insertTransaction, updateRoundIf, type RoundRow } from './round-store';

/** What settlement needs from the rest of the service. */
export interface SettlementDeps {
  readonly db: Database;
  readonly rates: CurrencyRates;
  readonly clock: Clock;
  readonly outboxTiming?: Partial<OutboxTiming>;
}

/** A round's owner as the webhooks name them. */
export interface RoundParty {
  readonly session: PayloadSession;
  readonly account: Account;
}

/** The opt-in `usdRate` for a session's wire currency right now, when the operator wants it. */
export async function usdRateFor(deps: SettlementDeps, party: RoundParty): Promise<Decimal | null> {
  if (!party.account.optIns.usdRate || party.session.wireCurrency === 'USD') return null;
  return (await deps.rates.usdRate(party.session.wireCurrency)) ?? null;
}

/**
 * Writes a credit (`win`) or a `close` into the outbox inside the caller's transaction, so the
 * round's settlement and the promise to pay commit together. Returns the item to deliver at once.
 */
export async function enqueueRoundEvent(
  deps: SettlementDeps,
  tx: Database,
  party: RoundParty,
  round: RoundRow,
  kind: Extract<EventKind, 'win' | 'close'>,
): Promise<OutboxItem> {
  const id = newId('txn');
  const amount = kind === 'win' ? new Decimal(round.payout) : new Decimal(0);
  const payload = serializeWebhook(
    buildMoneyEvent({
      session: party.session,
      optIns: party.account.optIns,
      game: round.game,
      kind,
      betId: round.id,
      transactionId: id,
      amount,
      roundClosed: true,
      usdRate: kind === 'win' ? await usdRateFor(deps, party) : null,
    }),
  );
  await insertTransaction(tx, {
    id,
    roundId: round.id,
    customerId: round.customerId,
    kind,
    amount: amount.toFixed(),
    status: 'pending',
    payload,
    nextAttemptAt: initialLease(deps.clock, deps.outboxTiming),
  });
  return { id, customerId: round.customerId, payload, attempts: 0 };
}

/** The settled round and the credit to deliver, if it won. */
export interface SettledDebit {
  readonly round: RoundRow;
  readonly credit?: OutboxItem;
  readonly balance: Decimal | undefined;
}

/**
 * Applies a debit's result to its pending round in one transaction. Committed: the debit is
 * marked, an instant round closes (its credit written to the outbox when it won), a stateful round
 * opens. Otherwise the round is void, its outcome never shown, and an unknown result is recorded
 * for reconciliation; the matching typed error is thrown after the transaction commits.
 */
export async function settleDebit(
  deps: SettlementDeps,
  party: RoundParty,
  round: RoundRow,
  debitId: string,
  result: DebitResult,
): Promise<SettledDebit> {
  const now = new Date(deps.clock.now());
  if (result.kind === 'committed') {
    return deps.db.transaction(async (tx) => {
      await finishDebit(tx, debitId, { status: 'committed', attempts: result.attempts, lastStatus: 200, lastError: null }, now);
      const balance = result.balance?.toFixed() ?? null;
      if (round.lifecycle === 'stateful') {
        const opened = await updateRoundIf(tx, round.id, { status: 'pending' }, { status: 'open', balance }, now);
        return { round: opened ?? round, balance: result.balance };
      }
      const closed = await updateRoundIf(tx, round.id, { status: 'pending' }, { status: 'closed', closedAt: now, balance }, now);
      if (!closed) return { round, balance: result.balance };
      const credit = new Decimal(closed.payout).gt(0) ? await enqueueRoundEvent(deps, tx, party, closed, 'win') : undefined;
      return { round: closed, credit, balance: result.balance };
    });
  }

  await deps.db.transaction(async (tx) => {
    const status = result.kind === 'unknown' ? 'void' : 'rejected';
    await finishDebit(
      tx,
      debitId,
      {
        status,
        attempts: result.attempts,
        lastStatus: result.kind === 'rejected' ? result.status : result.kind === 'unknown' ? result.status : null,
        lastError: result.kind === 'rejected' ? result.body.slice(0, 500) : result.reason,
      },
      now,
    );
    await updateRoundIf(tx, round.id, { status: 'pending' }, { status: 'void', closedAt: now }, now);
    if (result.kind === 'unknown') {
      await insertReconciliationCase(tx, {
        id: newId('rec'),
        roundId: round.id,
        transactionId: debitId,
        customerId: round.customerId,
        reason: 'debit outcome unknown after one retry; the round was voided',
        httpStatus: result.status,
        detail: result.reason,
      });
    }
  });
  if (result.kind === 'rejected') {
    throw result.status === 402 ? new InsufficientFundsError() : new WalletRejectedError(result.status);
  }
  throw new WalletUnavailableError(result.reason);
}
