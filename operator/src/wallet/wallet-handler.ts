import { Decimal, findGame, stringifyExact } from '@rgs/schema';
import { LEGACY_VIDEOPOKER_CREDIT } from '../events/compatibility-aliases';
import { parseWebhookEvent } from '../events/parse-webhook-event';
import type { EventClassification, WebhookEvent } from '../events/webhook-event';
import { checkFields, checkOptions, rule } from '../options/check-options';
import { VERIFICATION_OPTION_SPEC, WEBHOOK_REQUEST_SPEC, verifyCheckedRequest, type HeaderSource, type RawBody, type VerificationOptions } from '../verify-webhook';
import type { PlayerUnit, WalletRecord, WalletStorage } from './wallet-storage';

/** An HTTP answer, ready to write: `body` is JSON with exact numbers. */
export interface WalletResponse {
  readonly status: number;
  readonly body: string;
}

/** One webhook as received: the headers and the body's exact bytes (or their text). */
export interface WalletRequest {
  readonly headers: HeaderSource;
  readonly rawBody: RawBody;
}

/** The operator's side of the wallet webhook; the adapters put it on an HTTP server. */
export interface WalletHandler {
  handle(request: WalletRequest): Promise<WalletResponse>;
}

/** Options of {@link createWalletHandler}. */
export interface WalletHandlerOptions extends VerificationOptions {
  /** The `customerId` the service was given for this operator; other values are refused (403). */
  readonly customerId: string;
  readonly storage: WalletStorage;
  /**
   * The contract's compatibility-only names (`mines_cashout`, `futures_open_position`, a credit-shaped
   * `videopoker_bet`…). 'reject' (default): 400, nothing moves. 'classify': applied as the movement
   * their action type says, under the rules of the game they name.
   */
  readonly compatibilityAliases?: 'reject' | 'classify';
  /**
   * Events outside the catalog (requirement 9: one policy, applied consistently). 'reject' (default):
   * 400, nothing moves. 'accept': 200, and their action is processed under the same rules (a `bet`
   * action debits; a `win` action credits and needs a committed debit of the same event prefix and
   * `betId`); a malformed unknown event is still refused.
   */
  readonly unknownEvents?: 'reject' | 'accept';
}

const OPTION_SPEC = {
  ...VERIFICATION_OPTION_SPEC,
  customerId: { rule: rule.text, required: true },
  storage: { rule: rule.withMethod('withPlayer'), required: true },
  compatibilityAliases: { rule: rule.oneOf('reject', 'classify') },
  unknownEvents: { rule: rule.oneOf('reject', 'accept') },
} as const;

/** A movement the wallet is asked to apply, before the player's records are consulted. */
interface Movement {
  readonly gameKey: string;
  readonly kind: 'bet' | 'win' | 'close';
  readonly amount: Decimal;
  /** Whether the round may take several debits (the catalog's repeated-debit games). */
  readonly repeatedDebits: boolean;
}

/** A refusal found before any write. */
interface Refusal {
  readonly status: number;
  readonly message: string;
}

const answer = (status: number, body: object): WalletResponse => ({ status, body: stringifyExact(body) });
const fail = (status: number, message: string) => answer(status, { success: false, message });
const ok = (balance: Decimal) => answer(200, { success: true, balance });
const refuse = (message: string, status = 400): Refusal => ({ status, message });

/**
 * The operator side of the wallet webhook, enforcing the contract's eleven wallet-side requirements.
 * Every refusal happens before any write, so a non-200 never moves money; every accepted mutation
 * answers with the post-action balance. Options it cannot honour throw an InvalidOptionError here,
 * before the first request.
 */
export function createWalletHandler(options: WalletHandlerOptions): WalletHandler {
  checkOptions('createWalletHandler', options, OPTION_SPEC, { toleranceSeconds: 'signatureToleranceSeconds' });
  const now = options.now ?? Date.now;
  return {
    async handle(request: WalletRequest): Promise<WalletResponse> {
      // A handler is also called directly, by an operator's own HTTP code: each request is checked.
      checkFields('WalletHandler.handle', request, WEBHOOK_REQUEST_SPEC);
      // 1. Authenticate first, over the raw bytes; nothing is parsed or touched for a stranger.
      // The options were checked when the handler was built; each webhook pays only for its own work.
      const auth = verifyCheckedRequest({
        headers: request.headers,
        rawBody: request.rawBody,
        webhookSecret: options.webhookSecret,
        signingSecret: options.signingSecret,
        requireSignature: options.requireSignature,
        signatureToleranceSeconds: options.signatureToleranceSeconds,
        now: options.now,
      });
      if (!auth.ok) return fail(401, `Unauthorized: ${auth.reason}`);

      const parsed = parseWebhookEvent(request.rawBody);
      if (!parsed.ok) return fail(400, `Malformed webhook: ${parsed.reason}`);
      const { event, classification } = parsed;
      if (event.customerId !== options.customerId) return fail(403, 'customerId does not belong to this wallet');

      if (classification.type === 'balance_check') {
        if (event.actions.length > 0) return fail(400, 'a balance_check carries no actions');
        return currentBalance(options.storage, event);
      }
      // 2. Every event but balance_check names its round.
      if (!event.betId) return fail(400, 'betId is required');
      const movement = planMovement(event, classification, options);
      if (movement === 'nothing') return currentBalance(options.storage, event);
      if ('status' in movement) return fail(movement.status, movement.message);
      if (!event.transactionId) return fail(400, 'transactionId is required');

      const record: WalletRecord = {
        transactionId: event.transactionId,
        betId: event.betId,
        gameKey: movement.gameKey,
        kind: movement.kind,
        amount: movement.amount,
        freeBet: event.freeBet === true,
        // A credit or close is always terminal (at most one credit); a bet only when the service says so (instant loss).
        roundClosed: movement.kind !== 'bet' || event.roundClosed === true,
        at: now(),
      };
      return options.storage.withPlayer(event.customerId, event.userId, (unit) => apply(unit, record, movement.repeatedDebits));
    },
  };
}

/** A balance answer without a movement (balance_check, or an accepted unknown event with no action). */
function currentBalance(storage: WalletStorage, event: WebhookEvent): Promise<WalletResponse> {
  return storage.withPlayer(event.customerId, event.userId, async (unit) =>
    (await unit.createIfAllowed()) && unit.balance ? ok(unit.balance) : fail(404, 'Unknown user'),
  );
}

/**
 * Turns a classified event into the movement it asks for, under the handler's policies (requirements
 * 3 and 9). The action type decides a movement, so a credit-shaped action on a `_bet` is never debited.
 */
function planMovement(event: WebhookEvent, classification: EventClassification, options: WalletHandlerOptions): Movement | Refusal | 'nothing' {
  switch (classification.type) {
    case 'canonical': {
      const { game, kind } = classification;
      return movementOf(event, game.key, kind, game.repeatedDebits);
    }
    case 'alias': {
      if ((options.compatibilityAliases ?? 'reject') === 'reject') {
        const what = event.event === LEGACY_VIDEOPOKER_CREDIT.event ? `${event.event} carrying a win action` : event.event;
        return refuse(`${what} is a compatibility alias; this wallet refuses aliases (compatibilityAliases: 'reject')`);
      }
      const { game, kind } = classification;
      if (!kind) return refuse(`the compatibility alias ${event.event} carries exactly one action`);
      return movementOf(event, game.key, kind, game.repeatedDebits);
    }
    case 'unknown': {
      if ((options.unknownEvents ?? 'reject') === 'reject') return refuse(`Unknown event ${event.event}`);
      if (event.actions.length === 0) return 'nothing';
      if (!classification.kind) return refuse(`the unknown event ${event.event} carries more than one action`);
      const repeatedDebits = findGame(classification.prefix)?.repeatedDebits ?? false;
      return movementOf(event, classification.prefix, classification.kind, repeatedDebits);
    }
    case 'balance_check':
      return refuse('a balance_check moves no money');
  }
}

/** Requirement 3: exactly one action of the movement's own type; none for a close. */
function movementOf(event: WebhookEvent, gameKey: string, kind: Movement['kind'], repeatedDebits: boolean): Movement | Refusal {
  if (kind === 'close') {
    return event.actions.length === 0 ? { gameKey, kind, amount: new Decimal(0), repeatedDebits } : refuse('a close carries no actions');
  }
  const [action, ...more] = event.actions;
  if (!action || more.length > 0) return refuse(`a ${kind} event carries exactly one action`);
  if (action.type !== kind) return refuse(`a ${kind} event needs a ${kind} action, got ${action.type}`);
  if (event.freeBet === true && kind === 'bet' && !action.amount.isZero()) return refuse('a free-bet placement has amount 0');
  return { gameKey, kind, amount: action.amount, repeatedDebits };
}

/** Requirements 4–8, inside the player's atomic unit. */
async function apply(unit: PlayerUnit, record: WalletRecord, repeatedDebits: boolean): Promise<WalletResponse> {
  if (!(await unit.createIfAllowed()) || !unit.balance) return fail(404, 'Unknown user');
  const balance = unit.balance;
  if (await unit.hasTransaction(record.transactionId)) return fail(409, 'Duplicate transactionId (replay)');
  const round = await unit.roundRecords(record.betId);
  // One terminal event per round: after a close, a credit or an instant loss nothing else is taken.
  const terminal = round.find((r) => r.roundClosed);
  if (terminal) return fail(409, terminal.kind === 'win' ? 'The round was already credited' : 'The round is closed');
  // Only records of the same game count: a betId reused under another game matches nothing.
  const debits = round.filter((r) => r.kind === 'bet' && r.gameKey === record.gameKey);

  if (record.kind === 'bet') {
    if (round.some((r) => r.gameKey !== record.gameKey)) return fail(409, 'betId belongs to another game');
    // Only repeated-debit games take several debits per round, each its own transactionId (requirement 4).
    if (debits.length > 0 && !repeatedDebits) return fail(409, 'The round already has a debit');
    if (record.amount.gt(balance)) return fail(402, 'Insufficient funds');
    await unit.setBalance(balance.minus(record.amount));
    await unit.record(record);
    return ok(unit.balance!);
  }
  // A credit or close needs a committed debit of the same game on this round (the contract's
  // example status for "no matching debit" is 400; a duplicate or second credit is 409).
  if (debits.length === 0) return fail(400, 'No matching committed debit for this betId and game');
  if (record.kind === 'win') {
    // 7: no ceiling relative to the stake. 10: a zero win is accepted and moves nothing.
    await unit.setBalance(balance.plus(record.amount));
  }
  await unit.record(record);
  return ok(unit.balance!);
}
