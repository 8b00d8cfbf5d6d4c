import { z } from 'zod';
import { freeBetCancelRequestSchema, freeBetIssueRequestSchema, isPrintableText } from '@rgs/schema';

// Said plainly: a missing field is "required", and a number where text belongs is not a LosslessNumber.
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });

// Every string we store or look up is printable: Postgres text cannot hold NUL, and a key that only
// differs by a control character or blanks is an operator bug we would rather refuse than store.
const storedText = (max: number) =>
  text()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', { message: 'must not be empty' })
    .refine(isPrintableText, { message: 'must not contain control characters' });

const idempotencyKey = storedText(255);

/**
 * The contract's issue request as the service takes it: the shared schema, with the strings it
 * stores made printable, a stake that is more than zero, `expiresAt` a date and time with its zone
 * (a bare date or local time would leave the instant open), and `expiresAt: null` read as "no
 * expiry" (the grant resource writes "none" as null, so an operator echoing it back means the same).
 * Whether the game takes free bets, the stake limits and "not in the past" need the catalog and the
 * clock, and are checked by the issuer.
 */
export const issueRequestSchema = freeBetIssueRequestSchema.extend({
  userId: storedText(255),
  game: text().min(1, 'is required'),
  betAmount: freeBetIssueRequestSchema.shape.betAmount.refine((value) => !value.isZero(), { message: 'must be a positive number' }),
  idempotencyKey,
  expiresAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date and time with a zone, such as 2031-03-01T12:00:00Z' })
    .nullable()
    .optional(),
});

/** The parsed issue request. */
export type IssueRequest = z.output<typeof issueRequestSchema>;

/** The contract's cancel request, with the same rule for the key as at issue. */
export const cancelRequestSchema = freeBetCancelRequestSchema.extend({ idempotencyKey });

/** The parsed cancel request. */
export type CancelRequest = z.output<typeof cancelRequestSchema>;
