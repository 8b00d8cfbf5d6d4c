import { BALANCE_CHECK, Decimal, parseEventName, stringifyExact, webhookActionSchema, type WebhookEnvelope } from '@rgs/schema';
import { parseWebhookEvent, verifyWebhookRequest, type HeaderSource } from '../verify-webhook';
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
}

/** Games that take several debits per round, each with its own `transactionId` (requirement 4). */
const MULTI_DEBIT_GAMES = new Set(['blackjack']);

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

      const name = parseEventName(event.event);
      if (!name || name.type !== 'game') return fail(400, `Unknown event ${event.event}`);
      // 2. Every event but balance_check names its round.
      if (!event.betId) return fail(400, 'betId is required');
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
        at: (options.now ?? Date.now)(),
      };
      return options.storage.withPlayer(event.customerId, event.userId, (unit) => apply(unit, record));
    },
  };
}

/** Requirement 3: exactly one action of the event's own type with a valid amount; none for a close. */
function readMovement(event: WebhookEnvelope, kind: 'bet' | 'win' | 'close'): Decimal | string {
  if (kind === 'close') return event.actions.length === 0 ? new Decimal(0) : 'a close carries no actions';
  if (event.actions.length !== 1) return `a ${kind} event carries exactly one action`;
  const action = webhookActionSchema.safeParse(event.actions[0]);
  if (!action.success) return `invalid action: ${action.error.issues[0]?.message ?? 'malformed'}`;
  if (action.data.type !== kind) return `a ${kind} event needs a ${kind} action, got ${action.data.type}`;
  if (event.freeBet === true && kind === 'bet' && !action.data.amount.isZero()) return 'a free-bet placement has amount 0';
  return action.data.amount;
}

/** Requirements 4–8, inside the player's atomic unit. */
function apply(unit: PlayerUnit, record: WalletRecord): WalletResponse {
  if (!unit.createIfAllowed() || !unit.balance) return fail(404, 'Unknown user');
  const balance = unit.balance;
  if (unit.hasTransaction(record.transactionId)) return fail(409, 'Duplicate transactionId (replay)');
  const round = unit.roundRecords(record.betId);
  if (round.some((r) => r.kind === 'close')) return fail(409, 'The round is closed');
  // Only records of the same game count: a betId reused under another game matches nothing.
  const debits = round.filter((r) => r.kind === 'bet' && r.gameKey === record.gameKey);

  if (record.kind === 'bet') {
    if (round.some((r) => r.gameKey !== record.gameKey)) return fail(409, 'betId belongs to another game');
    if (debits.length > 0 && !MULTI_DEBIT_GAMES.has(record.gameKey)) return fail(409, 'The round already has a debit');
    if (round.some((r) => r.kind === 'win')) return fail(409, 'The round is already settled');
    if (record.amount.gt(balance)) return fail(402, 'Insufficient funds');
    unit.setBalance(balance.minus(record.amount));
    unit.record(record);
    return ok(unit.balance!);
  }
  // A credit or close needs a committed debit of the same game on this round (the contract's
  // example status for "no matching debit" is 400; a duplicate or second credit is 409).
  if (debits.length === 0) return fail(400, 'No matching committed debit for this betId and game');
  if (record.kind === 'win') {
    if (round.some((r) => r.kind === 'win' && r.gameKey === record.gameKey)) return fail(409, 'The round was already credited');
    // 7: no ceiling relative to the stake. 10: a zero win is accepted and moves nothing.
    unit.setBalance(balance.plus(record.amount));
  }
  unit.record(record);
  return ok(unit.balance!);
}
