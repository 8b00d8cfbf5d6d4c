// The schemas of the messages a game posts, for the server, the SDK's host side and the tests. The
// game's live bundle does not parse with them: it checks with the same rules (message-rules.ts).
import * as z from 'zod/mini';
import { AUTH_REQUIRED_REASONS, BET_RESULT_STATUSES, DECIMAL_TEXT } from './message-rules';

// INTERFACES.md §6 fixes these payloads. Objects are strict: a field the table does not list (a
// stray `won`) is a malformed message, not an extension.
const decimalText = z.string().check(z.regex(DECIMAL_TEXT, 'must be decimal text'));
const nonEmpty = z.string().check(z.minLength(1));

/** `service:resize`: the game's needed height; the host sets the iframe to its ceiling in pixels. */
export const resizeMessageSchema = z.strictObject({ type: z.literal('service:resize'), height: z.number().check(z.positive()) });

/** `balance_update`: the balance changed, in the session's wire currency. */
export const balanceUpdateMessageSchema = z.strictObject({
  type: z.literal('balance_update'),
  balance: decimalText,
  currency: nonEmpty,
});

/** Why the player must authenticate: no token, an expired one, or one the API refused. */
export const authRequiredReasonSchema = z.enum(AUTH_REQUIRED_REASONS);

/** `auth_required`: the player must authenticate. */
export const authRequiredMessageSchema = z.strictObject({
  type: z.literal('auth_required'),
  reason: authRequiredReasonSchema,
});

/** `bet_result`: a round that ended (won, lost, or void: its debit was not committed), usable for analytics. */
export const betResultMessageSchema = z.strictObject({
  type: z.literal('bet_result'),
  roundId: nonEmpty,
  betId: nonEmpty,
  game: nonEmpty,
  amount: decimalText,
  payout: decimalText,
  multiplier: decimalText,
  currency: nonEmpty,
  freeBet: z.boolean(),
  status: z.enum(BET_RESULT_STATUSES),
  balance: z.optional(decimalText),
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

/** The `bet_result` message. */
export type BetResultMessage = z.output<typeof betResultMessageSchema>;

/** The `reason` of `auth_required`. */
export type AuthRequiredReason = z.output<typeof authRequiredReasonSchema>;

/** The host's `service:upgrade`: a token (or a query string carrying one) boots a token-less shell. */
export const upgradeMessageSchema = z
  .object({ type: z.literal('service:upgrade'), token: z.optional(nonEmpty), search: z.optional(nonEmpty) })
  .check(z.refine((m) => m.token !== undefined || m.search !== undefined, { message: 'service:upgrade needs token or search' }));

/** The host-to-game upgrade message. */
export type UpgradeMessage = z.output<typeof upgradeMessageSchema>;
