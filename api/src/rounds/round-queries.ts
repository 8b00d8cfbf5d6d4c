import type { Database } from '../db';
import type { FairnessSealing } from '../fairness';
import type { PlayerContext } from '../sessions';
import { findOpenRound, findPlayerRound, listPlayerRounds } from './round-store';
import { toRoundView, type RoundView } from './round-view';

/** A page of history. */
export interface RoundPage {
  readonly items: readonly RoundView[];
  readonly hasNextPage: boolean;
  readonly endCursor: string | null;
}

const MAX_PAGE = 100;

/** Reads of the player's own rounds. */
export interface RoundQueries {
  round(player: PlayerContext, id: string): Promise<RoundView | null>;
  activeRound(player: PlayerContext, game: string): Promise<RoundView | null>;
  rounds(player: PlayerContext, options: { game?: string | null; first?: number | null; after?: string | null }): Promise<RoundPage>;
}

/** Builds the round queries; `sealing` opens the outcomes of closed rounds. */
export function createRoundQueries(db: Database, sealing: FairnessSealing): RoundQueries {
  const owner = (player: PlayerContext) => ({ customerId: player.session.customerId, userId: player.session.userId });
  return {
    async round(player, id) {
      const found = await findPlayerRound(db, owner(player), id);
      return found ? toRoundView(found.round, found.seeds, sealing) : null;
    },
    async activeRound(player, game) {
      const found = await findOpenRound(db, owner(player), game);
      return found ? toRoundView(found.round, found.seeds, sealing) : null;
    },
    async rounds(player, options) {
      const first = Math.min(Math.max(options.first ?? 20, 1), MAX_PAGE);
      const before = options.after ? decodeCursor(options.after) : undefined;
      const rows = await listPlayerRounds(db, owner(player), { game: options.game ?? undefined, limit: first + 1, before });
      const page = rows.slice(0, first).map((r) => toRoundView(r.round, r.seeds, sealing));
      const last = page.at(-1);
      return { items: page, hasNextPage: rows.length > first, endCursor: last ? roundCursor(last) : null };
    },
  };
}

/** The opaque cursor of a round in the history: its (createdAt, id) position, base64url. */
export function roundCursor(round: RoundView): string {
  return Buffer.from(`${round.createdAt.toISOString()}|${round.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = iso ? new Date(iso) : undefined;
  if (!createdAt || Number.isNaN(createdAt.getTime()) || !id) return undefined;
  return { createdAt, id };
}
