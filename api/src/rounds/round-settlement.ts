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
import type { ExtraDebitEffect } from '../db/schema';
import { insertReconciliationCase } from '../reconciliation';
import { restoreFreeBet } from '../freebets/free-bet-consumption';
import { finishDebit, insertTransaction, settleCommittedDebit, updateRoundIf, type RoundRow } from './round-store';

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

/**
 * The opt-in `usdRate` for a session's wire currency right now, when the operator wants it; `known`
 * is a rate the caller already read for the same operation (one operation, one rate).
 */
export async function usdRateFor(deps: SettlementDeps, party: RoundParty, known: Decimal | null = null): Promise<Decimal | null> {
  if (!party.account.optIns.usdRate || party.session.wireCurrency === 'USD') return null;
  return known ?? (await deps.rates.usdRate(party.session.wireCurrency)) ?? null;
}

/**
 * The free-bet fields of a round's webhooks: its grant and what the grant had left right after the
 * placement, as stored then (later rounds of the same grant do not change what this round says).
 */
function freeBetFieldsOf(round: RoundRow): { freeBetId: string; remaining: number } | undefined {
  if (!round.freeBet || round.freeBetId === null || round.freeBetsRemaining === null) return undefined;
  return { freeBetId: round.freeBetId, remaining: round.freeBetsRemaining };
}

/** A round's terminal event, built and ready to enter the outbox. */
export interface RoundEvent {
  readonly item: OutboxItem;
  readonly amount: string;
  readonly nextAttemptAt: Date;
}

/** Builds a credit (`win`) or `close` of a round: a fresh `transactionId` and its exact bytes. */
export async function buildRoundEvent(
  deps: SettlementDeps,
  party: RoundParty,
  round: RoundRow,
  kind: Extract<EventKind, 'win' | 'close'>,
): Promise<RoundEvent> {
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
      freeBet: freeBetFieldsOf(round),
    }),
  );
  return {
    item: { id, customerId: round.customerId, payload, attempts: 0, createdAt: new Date(deps.clock.now()) },
    amount: amount.toFixed(),
    nextAttemptAt: initialLease(deps.clock, deps.outboxTiming),
  };
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
  const event = await buildRoundEvent(deps, party, round, kind);
  await insertTransaction(tx, {
    id: event.item.id,
    roundId: round.id,
    customerId: round.customerId,
    kind,
    amount: event.amount,
    status: 'pending',
    payload: event.item.payload,
    nextAttemptAt: event.nextAttemptAt,
  });
  return event.item;
}

/** The settled round and the credit to deliver, if it won. */
export interface SettledDebit {
  readonly round: RoundRow;
  readonly credit?: OutboxItem;
  readonly balance: Decimal | undefined;
}

/** The debit being settled: its id and, for an extra debit of an open round, what it does once committed. */
export interface PendingDebit {
  readonly id: string;
  readonly amount: string;
  readonly onCommit: ExtraDebitEffect | null;
}

/**
 * Applies a debit's result to its pending round in one transaction. Committed (a 200, or a 409 to the
 * retry, which means the wallet already holds the debit): the debit is marked and the round moves on
 * as `advanceRound` decided: an opening debit opens the round or settles it at once; an extra debit
 * applies the move it held back. A round that ends owes its credit (a win) or, for a multi-round
 * game lost, its opt-in close, written to the outbox in the same statement.
 * Otherwise an opening debit voids the round (its outcome never shown; a free bet goes back to its
 * grant in the same transaction) while a refused extra debit only refuses its move (the round goes
 * on as it was); an unknown result is recorded for reconciliation; the matching typed error is
 * thrown after the transaction commits.
 */
export async function settleDebit(
  deps: SettlementDeps,
  party: RoundParty,
  round: RoundRow,
  debit: PendingDebit,
  result: DebitResult,
): Promise<SettledDebit> {
  const now = new Date(deps.clock.now());
  const effect = debit.onCommit ?? undefined;
  if (result.kind === 'committed') {
    const balance = result.balance?.toFixed() ?? null;
    const after: RoundRow = effect
      ? { ...round, state: effect.state, multiplier: effect.multiplier, amount: effect.amount, payout: effect.payout }
      : round;
    const status = (effect ? effect.opens : round.opens) ? 'open' : 'closed';
    const won = new Decimal(after.payout).gt(0);
    const terminal = status === 'open' ? undefined : won ? 'win' : round.exclusive && party.account.optIns.roundClose ? 'close' : undefined;
    const credit = terminal ? await buildRoundEvent(deps, party, after, terminal) : undefined;
    const settled = await settleCommittedDebit(deps.db, {
      debitId: debit.id,
      attempts: result.attempts,
      lastStatus: result.status,
      roundId: round.id,
      status,
      balance,
      credit: credit && terminal && { ...credit.item, kind: terminal, amount: credit.amount, nextAttemptAt: credit.nextAttemptAt },
      effect,
      now,
    });
    if (!settled) return { round, balance: result.balance };
    const next: RoundRow = { ...after, status, balance, version: round.version + 1, updatedAt: now, closedAt: status === 'closed' ? now : round.closedAt };
    return { round: next, credit: credit?.item, balance: result.balance };
  }

  // Someone else holds the retry and will settle the round; the player hears it could not be confirmed.
  if (result.kind === 'elsewhere') throw new WalletUnavailableError('the debit is being settled by another process');

  await deps.db.transaction(async (tx) => {
    const status = result.kind === 'unknown' ? 'void' : 'rejected';
    const finished = await finishDebit(
      tx,
      debit.id,
      {
        status,
        attempts: result.attempts,
        lastStatus: result.kind === 'rejected' ? result.status : result.kind === 'unknown' ? result.status : null,
        lastError: result.kind === 'rejected' ? result.body.slice(0, 500) : result.reason,
      },
      now,
    );
    // Settled meanwhile by someone else (a recovery that got the 409): theirs is the answer.
    if (!finished) return;
    // An opening debit not committed voids the round; an extra one only refuses its move.
    const back = effect ? { status: 'open' as const } : { status: 'void' as const, closedAt: now };
    const moved = await updateRoundIf(tx, round.id, { status: 'pending' }, back, now);
    // The placement never counted: the free bet returns to its grant (unless the grant was cancelled meanwhile).
    if (moved?.status === 'void' && moved.freeBetId) await restoreFreeBet(tx, moved.freeBetId);
    if (result.kind === 'unknown') {
      await insertReconciliationCase(tx, {
        id: newId('rec'),
        roundId: round.id,
        transactionId: debit.id,
        customerId: round.customerId,
        userId: round.userId,
        kind: 'debit_unknown',
        amount: debit.amount,
        reason: effect
          ? 'extra debit outcome unknown after one retry; its move was refused and the round went on'
          : 'debit outcome unknown after one retry; the round was voided',
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
