import { z } from 'zod';

const decimalText = z.string().regex(/^\d+(\.\d+)?$/, 'must be decimal text');

/** `service:resize`: the game's needed height; the host sets the iframe to its ceiling in pixels. */
export const resizeMessageSchema = z.object({ type: z.literal('service:resize'), height: z.number().positive().finite() });

/** `balance_update`: the balance changed. */
export const balanceUpdateMessageSchema = z.object({
  type: z.literal('balance_update'),
  balance: decimalText,
  currency: z.string(),
});

/** `auth_required`: the player must authenticate. */
export const authRequiredMessageSchema = z.object({
  type: z.literal('auth_required'),
  reason: z.enum(['missing', 'expired', 'rejected']),
});

/** `bet_result`: a settled round, usable for analytics. */
export const betResultMessageSchema = z.object({
  type: z.literal('bet_result'),
  roundId: z.string(),
  betId: z.string(),
  game: z.string(),
  amount: decimalText,
  payout: decimalText,
  multiplier: decimalText,
  currency: z.string(),
  freeBet: z.boolean(),
  status: z.enum(['won', 'lost', 'void']),
  balance: decimalText.optional(),
});

/** Every message a game posts to its host page. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  resizeMessageSchema,
  balanceUpdateMessageSchema,
  authRequiredMessageSchema,
  betResultMessageSchema,
]);

/** A message from the game to the host page. */
export type HostMessage = z.output<typeof hostMessageSchema>;

/** The host's `service:upgrade`: a token (or a query string carrying one) boots a token-less shell. */
export const upgradeMessageSchema = z
  .object({ type: z.literal('service:upgrade'), token: z.string().min(1).optional(), search: z.string().min(1).optional() })
  .refine((m) => m.token !== undefined || m.search !== undefined, { message: 'service:upgrade needs token or search' });

/** The host-to-game upgrade message. */
export type UpgradeMessage = z.output<typeof upgradeMessageSchema>;
