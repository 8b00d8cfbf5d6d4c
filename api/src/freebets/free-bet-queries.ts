import { and, asc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { Decimal, type FreeBetGrant } from '@rgs/schema';
import type { Clock } from '../common/clock';
import type { Database } from '../db';
import { freeBetGrants } from '../db/schema';

/** Reads of a player's usable free-bet grants. */
export interface FreeBetQueries {
  /** Active grants (not cancelled, not expired, bets left) for the player and game, oldest first. */
  activeGrants(player: { customerId: string; userId: string }, game: string): Promise<FreeBetGrant[]>;
}

/** A grant that can still give a free bet at `now`: bets left, not cancelled, not expired. */
export function usableGrant(now: Date): SQL {
  return and(gt(freeBetGrants.remainingCount, 0), isNull(freeBetGrants.cancelledAt), or(isNull(freeBetGrants.expiresAt), gt(freeBetGrants.expiresAt, now)))!;
}

/** The player's usable grants for a game at `now`; order them with `OLDEST_GRANT_FIRST`. */
export function usableGrantsOf(holder: { customerId: string; userId: string; game: string }, now: Date): SQL {
  return and(eq(freeBetGrants.customerId, holder.customerId), eq(freeBetGrants.userId, holder.userId), eq(freeBetGrants.game, holder.game), usableGrant(now))!;
}

/** The order grants are consumed in (and listed): oldest first, the id breaking ties. */
export const OLDEST_GRANT_FIRST = [asc(freeBetGrants.createdAt), asc(freeBetGrants.id)] as const;

/** Builds the free-bet queries. */
export function createFreeBetQueries(deps: { db: Database; clock: Clock }): FreeBetQueries {
  return {
    async activeGrants(player, game) {
      const now = new Date(deps.clock.now());
      const rows = await deps.db
        .select()
        .from(freeBetGrants)
        .where(usableGrantsOf({ customerId: player.customerId, userId: player.userId, game }, now))
        .orderBy(...OLDEST_GRANT_FIRST);
      return rows.map((row) => ({
        freeBetId: row.id,
        game: row.game,
        betAmount: new Decimal(row.betAmount).toFixed(),
        quantity: row.quantity,
        remainingCount: row.remainingCount,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        idempotencyKey: row.idempotencyKey,
      }));
    },
  };
}
