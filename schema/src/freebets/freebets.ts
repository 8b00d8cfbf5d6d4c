import { z } from 'zod';
import { jsonInteger, moneyAmount } from '../wire/json-number';

/** Contract bounds of a grant's `quantity`. */
export const FREE_BET_QUANTITY = { min: 1, max: 1000 } as const;

const isoDateTime = z.iso.datetime({ offset: true });

/** Body of `POST /freebets/issue`; game support and stake limits are checked against the catalog. */
export const freeBetIssueRequestSchema = z.object({
  clientId: z.string().trim().min(1).max(128),
  userId: z.string().min(1).max(255),
  game: z.string().min(1),
  betAmount: moneyAmount,
  quantity: jsonInteger.refine((n) => n >= FREE_BET_QUANTITY.min && n <= FREE_BET_QUANTITY.max, {
    message: `quantity must be an integer from ${FREE_BET_QUANTITY.min} to ${FREE_BET_QUANTITY.max}`,
  }),
  idempotencyKey: z.string().min(1).max(255),
  expiresAt: isoDateTime.optional(),
});

/** The parsed issue request. */
export type FreeBetIssueRequest = z.output<typeof freeBetIssueRequestSchema>;

/** Body of `POST /freebets/cancel`. */
export const freeBetCancelRequestSchema = z.object({
  clientId: z.string().trim().min(1).max(128),
  idempotencyKey: z.string().min(1).max(255),
});

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
