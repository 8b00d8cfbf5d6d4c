import { z } from 'zod';
import type { Decimal } from '../money';
import { jsonDecimal, jsonInteger, moneyAmount } from '../wire/json-number';

/** The two money movements: the operator debits a `bet`, credits a `win` (the total payout). */
export type ActionType = 'bet' | 'win';

/** One action of a money event. */
export interface WebhookAction {
  readonly type: ActionType;
  /** Non-negative, at most 10 decimal places, in the wire currency. */
  readonly amount: Decimal;
}

/** The body the service POSTs to the operator's `webhookUrl`, field for field as in the contract. */
export interface WebhookRequest {
  readonly event: string;
  readonly userId: string;
  readonly customerId: string;
  /** Every event except `balance_check`. */
  readonly betId?: string;
  /** Unique per money movement; the idempotency key. */
  readonly transactionId?: string;
  readonly roundClosed?: boolean;
  /** Empty for `balance_check` and `*_close`, otherwise exactly one action. */
  readonly actions: readonly WebhookAction[];
  readonly sessionToken?: string;
  /** Wire currency; absent means USD. */
  readonly currency?: string;
  /** Opt-in player-currency amounts; the three travel together. */
  readonly playerAmount?: Decimal;
  readonly playerCurrency?: string;
  readonly rate?: Decimal;
  /** Opt-in USD value of one wire-currency unit (non-USD sessions only). */
  readonly usdRate?: Decimal;
  /** Free-bet rounds only. */
  readonly freeBet?: true;
  readonly freeBetId?: string;
  readonly freeBetsRemaining?: number;
}

/** A strictly valid action: `bet` or `win` with a non-negative amount of at most 10 places. */
export const webhookActionSchema = z.object({
  type: z.enum(['bet', 'win']),
  amount: moneyAmount,
});

/**
 * The envelope of a webhook request as an operator parses it (numbers from `parseExact`).
 * `actions` is left as raw values so a wallet can reject a malformed action with a precise reason;
 * validate each one with {@link webhookActionSchema}.
 */
export const webhookEnvelopeSchema = z.object({
  event: z.string().min(1),
  userId: z.string().min(1),
  customerId: z.string().min(1),
  betId: z.string().optional(),
  transactionId: z.string().optional(),
  roundClosed: z.boolean().optional(),
  actions: z.array(z.unknown()),
  sessionToken: z.string().optional(),
  currency: z.string().optional(),
  playerAmount: jsonDecimal.optional(),
  playerCurrency: z.string().optional(),
  rate: jsonDecimal.optional(),
  usdRate: jsonDecimal.optional(),
  freeBet: z.boolean().optional(),
  freeBetId: z.string().optional(),
  freeBetsRemaining: jsonInteger.optional(),
});

/** A parsed webhook envelope. */
export type WebhookEnvelope = z.output<typeof webhookEnvelopeSchema>;
