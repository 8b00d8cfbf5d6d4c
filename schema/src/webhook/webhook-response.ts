import { z } from 'zod';
import type { Decimal } from '../money';
import { jsonDecimal } from '../wire/json-number';

/**
 * The only valid `balance_check` answer: HTTP 200 with `{success: true, balance: <finite number>}`.
 * The balance is exact (parsed losslessly) and in the wire currency.
 */
export const balanceResponseSchema = z.object({
  success: z.literal(true),
  balance: jsonDecimal.refine((value) => value.isFinite(), { message: 'balance must be finite' }),
});

/**
 * The recommended body of an accepted mutation. Only the balance matters to the service, and only
 * when it is finite and non-negative; the body never decides whether the mutation committed.
 */
export const mutationResponseBalanceSchema = z.object({
  balance: jsonDecimal.refine((value) => value.isFinite() && !value.isNegative(), {
    message: 'balance must be finite and non-negative',
  }),
});

/** What a wallet answers (its own side); `balance` is the post-action balance. */
export interface WalletAnswer {
  readonly success: boolean;
  readonly balance?: Decimal;
  readonly message?: string;
}
