import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { Decimal, type FreeBetGrant } from '@rgs/schema';
import type { Clock } from '../common/clock';
import type { Database } from '../db';
import { freeBetGrants } from '../db/schema';

/** Reads of a player's usable free-bet grants. */
export interface FreeBetQueries {
  /** Active grants (not cancelled, not expired, bets left) for the player and game, oldest first. */
  activeGrants(player: { customerId: string; userId: string }, game: string): Promise<FreeBetGrant[]>;
}

/** Builds the free-bet queries. */
export function createFreeBetQueries(deps: { db: Database; clock: Clock }): FreeBetQueries {
  return {
    async activeGrants(player, game) {
      const now = new Date(deps.clock.now());
      const rows = await deps.db
        .select()
        .from(freeBetGrants)
        .where(
          and(
            eq(freeBetGrants.customerId, player.customerId),
            eq(freeBetGrants.userId, player.userId),
            eq(freeBetGrants.game, game),
            gt(freeBetGrants.remainingCount, 0),
            isNull(freeBetGrants.cancelledAt),
            or(isNull(freeBetGrants.expiresAt), gt(freeBetGrants.expiresAt, now)),
          ),
        )
        .orderBy(asc(freeBetGrants.createdAt), asc(freeBetGrants.id));
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
