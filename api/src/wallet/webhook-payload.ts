import {
  BALANCE_CHECK,
  convertMoney,
  eventName,
  stringifyExact,
  type Decimal,
  type EventKind,
  type WebhookRequest,
} from '@rgs/schema';
import type { AccountOptIns } from '../accounts';

/** What a webhook needs to know about the session it belongs to. */
export interface PayloadSession {
  readonly userId: string;
  readonly customerId: string;
  /** The operator's own reference, echoed as `sessionToken` when present. */
  readonly operatorToken: string | null;
  /** False when the session was created without a currency object: `currency` is then omitted. */
  readonly hasCurrency: boolean;
  readonly wireCurrency: string;
  /** Player-facing currency and the USD → player-currency rate fixed at launch (for `playerAmount`). */
  readonly displayCurrency: string | null;
  readonly displayRate: Decimal | null;
}

/** A money event to build (`<game>_bet`, `<game>_win` or `<game>_close`). */
export interface MoneyEventInput {
  readonly session: PayloadSession;
  readonly optIns: AccountOptIns;
  readonly game: string;
  readonly kind: EventKind;
  readonly betId: string;
  readonly transactionId: string;
  /** The action amount; ignored for `close`. */
  readonly amount: Decimal;
  readonly roundClosed: boolean;
  /** USD value of one wire-currency unit now (for the opt-in `usdRate`). */
  readonly usdRate: Decimal | null;
  readonly freeBet?: { readonly freeBetId: string; readonly remaining: number };
}

/** The contract's body of a money event, field for field. */
export function buildMoneyEvent(input: MoneyEventInput): WebhookRequest {
  const { session, optIns, kind } = input;
  const hasAction = kind !== 'close';
  const body: Record<string, unknown> = {
    event: eventName(input.game, kind),
    userId: session.userId,
    customerId: session.customerId,
    betId: input.betId,
    transactionId: input.transactionId,
    roundClosed: input.roundClosed,
    actions: hasAction ? [{ type: kind, amount: input.amount }] : [],
  };
  if (session.operatorToken) body.sessionToken = session.operatorToken;
  if (session.hasCurrency) body.currency = session.wireCurrency;
  if (hasAction && optIns.playerCurrency && session.hasCurrency && session.displayCurrency && session.displayRate) {
    // In wallet-currency mode the player's currency is the wire currency: the amount is already in it.
    const sameCurrency = session.displayCurrency === session.wireCurrency;
    body.playerAmount = sameCurrency ? input.amount : convertMoney(input.amount, session.displayRate);
    body.playerCurrency = session.displayCurrency;
    body.rate = session.displayRate;
  }
  if (hasAction && optIns.usdRate && session.wireCurrency !== 'USD' && input.usdRate) body.usdRate = input.usdRate;
  if (input.freeBet) {
    body.freeBet = true;
    body.freeBetId = input.freeBet.freeBetId;
    body.freeBetsRemaining = input.freeBet.remaining;
  }
  return body as unknown as WebhookRequest;
}

/** The body of a `balance_check`. */
export function buildBalanceCheck(session: PayloadSession): WebhookRequest {
  const body: Record<string, unknown> = {
    event: BALANCE_CHECK,
    userId: session.userId,
    customerId: session.customerId,
    actions: [],
  };
  if (session.operatorToken) body.sessionToken = session.operatorToken;
  if (session.hasCurrency) body.currency = session.wireCurrency;
  return body as unknown as WebhookRequest;
}

/** The exact bytes to send: amounts written from their decimal text. */
export function serializeWebhook(body: WebhookRequest): string {
  return stringifyExact(body);
}
