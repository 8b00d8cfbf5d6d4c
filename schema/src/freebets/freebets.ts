import { z } from 'zod';
import { isPrintableText } from '../session/printable-text';
import { jsonInteger, moneyAmount } from '../wire/json-number';

/** Contract bounds of a grant's `quantity`. */
export const FREE_BET_QUANTITY = { min: 1, max: 1000 } as const;

// Said plainly: a missing field is "required", and a number where text belongs is not a LosslessNumber.
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });

// Every string stored or looked up is printable: Postgres text cannot hold NUL, and a key that only
// differs by a control character or blanks is an operator bug better refused than stored.
const storedText = (max: number) =>
  text()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', { message: 'must not be empty' })
    .refine(isPrintableText, { message: 'must not contain control characters' });

const clientId = z.string().trim().min(1).max(128);
const idempotencyKey = storedText(255);

/**
 * Body of `POST /freebets/issue`: the stored strings printable, a stake of more than zero,
 * `expiresAt` a date and time with its zone (a bare date or local time would leave the instant open),
 * and `expiresAt: null` read as "no expiry" (the grant resource writes "none" as null, so an operator
 * echoing it back means the same). Whether the game takes free bets, the stake limits and "not in
 * the past" need the catalog and the clock, and are the service's to check.
 */
export const freeBetIssueRequestSchema = z.object({
  clientId,
  userId: storedText(255),
  game: text().min(1, 'is required'),
  betAmount: moneyAmount.refine((value) => !value.isZero(), { message: 'must be a positive number' }),
  quantity: jsonInteger.refine((n) => n >= FREE_BET_QUANTITY.min && n <= FREE_BET_QUANTITY.max, {
    message: `quantity must be an integer from ${FREE_BET_QUANTITY.min} to ${FREE_BET_QUANTITY.max}`,
  }),
  idempotencyKey,
  expiresAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z' })
    .nullable()
    .optional(),
});

/** The parsed issue request. */
export type FreeBetIssueRequest = z.output<typeof freeBetIssueRequestSchema>;

/** Body of `POST /freebets/cancel`, with the same rule for the key as at issue. */
export const freeBetCancelRequestSchema = z.object({ clientId, idempotencyKey });

/** The parsed cancel request. */
export type FreeBetCancelRequest = z.output<typeof freeBetCancelRequestSchema>;

/** A free-bet grant as the contract's resource describes it (amounts as JSON numbers on the wire). */
export interface FreeBetGrant {
  readonly freeBetId: string;
  readonly game: string;
  readonly betAmount: string;
  readonly quantity: number;
  readonly remainingCount: number;
  readonly expiresAt: string | null;
  readonly idempotencyKey: string;
}
