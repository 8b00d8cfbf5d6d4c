import {
  LEGACY_SECRET_HEADER,
  SIGNATURE_HEADER,
  balanceResponseSchema,
  mutationResponseBalanceSchema,
  parseExact,
  sign,
  type Decimal,
} from '@rgs/schema';
import type { Clock } from '../common/clock';
import { nodeHmacSha256Hex, type TransportResult, type WebhookTransport } from '@rgs/schema/webhook-transport';
import { WalletUnavailableError } from './wallet-errors';

/** Where and how to deliver: the account's endpoint and secret. */
export interface WebhookTarget {
  readonly webhookUrl: string;
  /** Null when unprovisioned: nothing can be signed, so nothing is sent. */
  readonly secret: string | null;
}

/** How a money event ended. */
export type MutationOutcome =
  /** Exactly HTTP 200: committed, whatever the body says. `balance` when the body carried a valid one. */
  | { readonly kind: 'committed'; readonly balance: Decimal | undefined }
  /** A definite answer other than 200: not committed. */
  | { readonly kind: 'rejected'; readonly status: number; readonly body: string }
  /** Certainly never reached the operator (policy, DNS, refused connection): not committed. */
  | { readonly kind: 'not-sent'; readonly reason: string }
  /** May have reached the operator; nobody knows whether it committed. */
  | { readonly kind: 'no-answer'; readonly reason: string };

/** Signs and sends webhooks, and reads the operator's answers as the contract defines them. */
export interface WalletClient {
  /** Sends a money event's exact bytes (signed now) and classifies the answer. */
  sendMutation(target: WebhookTarget, payload: string): Promise<MutationOutcome>;
  /**
   * Sends a `balance_check`; returns the exact balance. Throws `WalletUnavailableError` unless the
   * answer is exactly 200 with `{success: true, balance: <number>}` whose balance fits numeric(38,10)
   * as it is: finite, non-negative, at most 28 integer digits and 10 decimal places.
   */
  checkBalance(target: WebhookTarget, payload: string): Promise<Decimal>;
}

/** Builds the wallet client over a transport. */
export function createWalletClient(deps: { transport: WebhookTransport; clock: Clock }): WalletClient {
  const post = async (target: WebhookTarget, payload: string): Promise<TransportResult> => {
    if (!target.secret) return { kind: 'not-sent', reason: 'policy', message: 'the account has no webhook secret' };
    const headers = {
      [SIGNATURE_HEADER]: sign({ secret: target.secret, payload, now: deps.clock.now, hmac: nodeHmacSha256Hex }),
      [LEGACY_SECRET_HEADER]: target.secret,
    };
    return deps.transport.post(target.webhookUrl, payload, headers);
  };

  return {
    async sendMutation(target, payload) {
      const result = await post(target, payload);
      if (result.kind === 'not-sent') return { kind: 'not-sent', reason: `${result.reason}: ${result.message}` };
      if (result.kind === 'no-answer') return { kind: 'no-answer', reason: `${result.reason}: ${result.message}` };
      if (result.status !== 200) return { kind: 'rejected', status: result.status, body: result.body };
      return { kind: 'committed', balance: readMutationBalance(result.body) };
    },

    async checkBalance(target, payload) {
      const result = await post(target, payload);
      if (result.kind !== 'response') throw new WalletUnavailableError(`${result.reason}: ${result.message}`);
      if (result.status !== 200) throw new WalletUnavailableError(`balance_check answered HTTP ${result.status}`);
      const parsed = balanceResponseSchema.safeParse(tryParse(result.body));
      if (!parsed.success) {
        const why = parsed.error.issues.map((issue) => issue.message).join('; ');
        throw new WalletUnavailableError(`balance_check answer is not {success: true, balance: <valid balance>}: ${why}`);
      }
      return parsed.data.balance;
    },
  };
}

// A committed mutation's body is advisory: an empty or odd body, or a balance we could not store exactly,
// still commits; it just carries no balance, and the caller reads one with balance_check.
function readMutationBalance(body: string): Decimal | undefined {
  const parsed = mutationResponseBalanceSchema.safeParse(tryParse(body));
  return parsed.success ? parsed.data.balance : undefined;
}

function tryParse(body: string): unknown {
  if (!body) return undefined;
  try {
    return parseExact(body);
  } catch {
    return undefined;
  }
}
