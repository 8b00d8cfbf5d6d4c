import { Decimal, findGame, freeBetCancelRequestSchema, freeBetIssueRequestSchema } from '@rgs/schema';
import type { Clock } from '../common/clock';
import { newId } from '../common/ids';
import { parseOrThrow, ValidationError } from '../common/validation';
import type { CurrencyRates } from '../currencies';
import type { Database } from '../db';
// The files, not the folder's index: the round engine imports free bets, and this must not import it back.
import { betLimitsFor } from '../rounds/bet-limits';
import { BetLimitError, UnknownGameError } from '../rounds/round-errors';
import { FreeBetGrantNotFoundError, FreeBetsNotSupportedError } from './free-bet-grant-errors';
import { cancelGrant, insertGrantOnce, type FreeBetGrantRow } from './free-bet-grants-store';

/** The contract's issue response: the grant as it stands (`betAmount` is written as an exact JSON number). */
export interface IssuedGrant {
  readonly freeBetId: string;
  readonly game: string;
  readonly betAmount: Decimal;
  readonly quantity: number;
  readonly remainingCount: number;
  readonly expiresAt: string | null;
}

/** The contract's cancel response. */
export interface CancelledGrant {
  readonly freeBetId: string;
  readonly game: string;
  readonly cancelledCount: number;
}

/** A request from an operator already authenticated by its secret; `body` is the losslessly parsed JSON. */
export interface OperatorRequest {
  readonly customerId: string;
  readonly body: unknown;
}

/** The operator's side of free bets: `POST /freebets/issue` and `POST /freebets/cancel`. */
export interface FreeBetIssuer {
  /**
   * Issues a grant, or answers the grant the idempotency key already names (as it stands now, even
   * when the repeat asks for other fields; nothing is issued again). An invalid request is refused
   * with nothing written, repeat or not.
   */
  issue(request: OperatorRequest): Promise<IssuedGrant>;
  /** Soft-cancels the grant the key names; `cancelledCount` is what was still unused (0 on a repeat). */
  cancel(request: OperatorRequest): Promise<CancelledGrant>;
}

/** Dependencies of the issuer. */
export interface FreeBetIssuerDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rates: CurrencyRates;
}

/** Builds the issuer. */
export function createFreeBetIssuer(deps: FreeBetIssuerDeps): FreeBetIssuer {
  return {
    async issue({ customerId, body }) {
      const request = parseOrThrow(freeBetIssueRequestSchema, body, 'free-bet request');
      const game = findGame(request.game);
      if (!game) throw new UnknownGameError(request.game);
      if (!game.freeBets) throw new FreeBetsNotSupportedError(game.key);
      // The grant's stake is USD whatever currency the player later plays in.
      const limits = await betLimitsFor(game, 'USD', deps.rates);
      if (request.betAmount.lt(limits.min) || request.betAmount.gt(limits.max)) {
        throw new BetLimitError(limits.min.toFixed(), limits.max.toFixed(), limits.currency);
      }
      const now = deps.clock.now();
      const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
      // A grant that expires now or earlier could never be used.
      if (expiresAt && expiresAt.getTime() <= now) throw new ValidationError('Invalid free-bet request: expiresAt: must be in the future');

      const { row } = await insertGrantOnce(deps.db, {
        id: newId('fb'),
        customerId,
        userId: request.userId,
        game: game.key,
        betAmount: request.betAmount.toFixed(),
        quantity: request.quantity,
        expiresAt,
        idempotencyKey: request.idempotencyKey,
        createdAt: new Date(now),
      });
      return toIssuedGrant(row);
    },

    async cancel({ customerId, body }) {
      const request = parseOrThrow(freeBetCancelRequestSchema, body, 'free-bet request');
      const cancelled = await cancelGrant(deps.db, customerId, request.idempotencyKey, new Date(deps.clock.now()));
      if (!cancelled) throw new FreeBetGrantNotFoundError();
      return { freeBetId: cancelled.id, game: cancelled.game, cancelledCount: cancelled.cancelledCount };
    },
  };
}

function toIssuedGrant(row: FreeBetGrantRow): IssuedGrant {
  return {
    freeBetId: row.id,
    game: row.game,
    betAmount: new Decimal(row.betAmount),
    quantity: row.quantity,
    remainingCount: row.remainingCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
