import { BALANCE_CHECK, Decimal, findGame, parseEventName, stringifyExact } from '@rgs/schema';
import { parseWebhookEvent, verifyWebhookRequest, type HeaderSource, type WebhookEvent } from '../verify-webhook';
import type { PlayerUnit, WalletRecord, WalletStorage } from './wallet-storage';

/** An HTTP answer, ready to write. */
export interface WalletResponse {
  readonly status: number;
  readonly body: string;
}

/** Options of {@link createWalletHandler}. */
export interface WalletHandlerOptions {
  /** The `customerId` the service was given for this operator; other values are refused. */
  readonly customerId: string;
  readonly webhookSecret: string;
  readonly storage: WalletStorage;
  /** Accept only valid signatures (no legacy-header fallback). Default false, as in the contract. */
  readonly requireSignature?: boolean;
  readonly toleranceSeconds?: number;
  readonly now?: () => number;
  /**
   * Policy for events outside the catalog (requirement 9 allows accept-or-reject, applied
   * consistently). Only 'reject' is implemented: a 400 with nothing moved. The option exists so a
   * caller states the policy explicitly and a future 'accept' is additive.
   */
  readonly unknownEvents?: 'reject';
}


const answer = (status: number, body: object): WalletResponse => ({ status, body: stringifyExact(body) });
const fail = (status: number, message: string) => answer(status, { success: false, message });
const ok = (balance: Decimal) => answer(200, { success: true, balance });

/**
 * The operator side of the wallet webhook, enforcing the contract's eleven wallet-side requirements.
 * Every refusal happens before any write, so a non-200 never moves money; every accepted mutation
 * answers with the post-action balance. Unknown events are refused (one consistent policy).
 */
export function createWalletHandler(options: WalletHandlerOptions) {
  return {
    async handle(request: { headers: HeaderSource; rawBody: string }): Promise<WalletResponse> {
      // 1. Authenticate first; nothing is parsed or touched for a stranger.
      const auth = verifyWebhookRequest({
        headers: request.headers,
        rawBody: request.rawBody,
        signingSecret: options.webhookSecret,
        requireSignature: options.requireSignature,
        signatureToleranceSeconds: options.toleranceSeconds,
        now: options.now,
      });
      if (!auth.ok) return fail(401, `Unauthorized: ${auth.reason}`);

      const parsed = parseWebhookEvent(request.rawBody);
      if (!parsed.ok) return fail(400, `Malformed webhook: ${parsed.reason}`);
      const event = parsed.event;
      if (event.customerId !== options.customerId) return fail(403, 'customerId does not belong to this wallet');

      if (event.event === BALANCE_CHECK) {
        return options.storage.withPlayer(event.customerId, event.userId, (unit) =>
          unit.createIfAllowed() && unit.balance ? ok(unit.balance) : fail(404, 'Unknown user'),
        );
      }

      // 2. Every event but balance_check names its round.
      if (!event.betId) return fail(400, 'betId is required');
      // 9. One policy for names outside the catalog (aliases such as mines_cashout included): reject.
      const name = parseEventName(event.event);
      if (!name || name.type !== 'game') return fail(400, `Unknown event ${event.event}`);
      if (!event.transactionId) return fail(400, 'transactionId is required');

      const movement = readMovement(event, name.kind);
      if (typeof movement === 'string') return fail(400, movement);
      const record: WalletRecord = {
        transactionId: event.transactionId,
        betId: event.betId,
        gameKey: name.game.key,
        kind: name.kind,
        amount: movement,
        freeBet: event.freeBet === true,
        // A win is always terminal (at most one credit); a bet only when the service says so (instant loss).
        roundClosed: name.kind !== 'bet' || event.roundClosed === true,
        at: (options.now ?? Date.now)(),
      };
      return options.storage.withPlayer(event.customerId, event.userId, (unit) => apply(unit, record));
    },
  };
}

/**
 * Requirement 3: exactly one action of the event's own type; none for a close. Each action's type
 * and amount were already checked by parseWebhookEvent. The action type decides what the movement
 * is, so a credit-shaped action on a `_bet` (a legacy alias) is refused, never debited.
 */
function readMovement(event: WebhookEvent, kind: 'bet' | 'win' | 'close'): Decimal | string {
  if (kind === 'close') return event.actions.length === 0 ? new Decimal(0) : 'a close carries no actions';
  const [action, ...more] = event.actions;
  if (!action || more.length > 0) return `a ${kind} event carries exactly one action`;
  if (action.type !== kind) return `a ${kind} event needs a ${kind} action, got ${action.type}`;
  if (event.freeBet === true && kind === 'bet' && !action.amount.isZero()) return 'a free-bet placement has amount 0';
  return action.amount;
}

/** Requirements 4–8, inside the player's atomic unit. */
function apply(unit: PlayerUnit, record: WalletRecord): WalletResponse {
  if (!unit.createIfAllowed() || !unit.balance) return fail(404, 'Unknown user');
  const balance = unit.balance;
  if (unit.hasTransaction(record.transactionId)) return fail(409, 'Duplicate transactionId (replay)');
  const round = unit.roundRecords(record.betId);
  // One terminal event per round: after a close, a credit or an instant loss nothing else is taken.
  const terminal = round.find((r) => r.roundClosed);
  if (terminal) return fail(409, terminal.kind === 'win' ? 'The round was already credited' : 'The round is closed');
  // Only records of the same game count: a betId reused under another game matches nothing.
  const debits = round.filter((r) => r.kind === 'bet' && r.gameKey === record.gameKey);

  if (record.kind === 'bet') {
    if (round.some((r) => r.gameKey !== record.gameKey)) return fail(409, 'betId belongs to another game');
    // Only the catalog's repeated-debit games take several debits per round, each its own transactionId (requirement 4).
    if (debits.length > 0 && !findGame(record.gameKey)?.repeatedDebits) return fail(409, 'The round already has a debit');
    if (record.amount.gt(balance)) return fail(402, 'Insufficient funds');
    unit.setBalance(balance.minus(record.amount));
    unit.record(record);
    return ok(unit.balance!);
  }
  // A credit or close needs a committed debit of the same game on this round (the contract's
  // example status for "no matching debit" is 400; a duplicate or second credit is 409).
  if (debits.length === 0) return fail(400, 'No matching committed debit for this betId and game');
  if (record.kind === 'win') {
    // 7: no ceiling relative to the stake. 10: a zero win is accepted and moves nothing.
    unit.setBalance(balance.plus(record.amount));
  }
  unit.record(record);
  return ok(unit.balance!);
}
