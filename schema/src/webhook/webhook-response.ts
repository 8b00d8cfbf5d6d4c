import { z } from 'zod';
import type { Decimal } from '../money';
import { moneyField } from '../wire/json-number';

/**
 * A balance as an operator reports it: a JSON number that is finite, non-negative, with at most 10
 * decimal places and at most 28 integer digits, so it fits numeric(38,10) exactly. Anything else is
 * refused, never rounded or truncated: a balance we would have to alter is not the operator's balance.
 */
export const reportedBalance = moneyField('balance');

/**
 * The only valid `balance_check` answer: HTTP 200 with `{success: true, balance: <finite number>}`,
 * the balance exact (parsed losslessly), in the wire currency and a {@link reportedBalance}.
 */
export const balanceResponseSchema = z.object({
  success: z.literal(true),
  balance: reportedBalance,
});

/**
 * The recommended body of an accepted mutation. Only the balance matters to the service, and only
 * when it is a {@link reportedBalance}; the body never decides whether the mutation committed.
 */
export const mutationResponseBalanceSchema = z.object({
  balance: reportedBalance,
});

/** What a wallet answers (its own side); `balance` is the post-action balance. */
export interface WalletAnswer {
  readonly success: boolean;
  readonly balance?: Decimal;
  readonly message?: string;
}
