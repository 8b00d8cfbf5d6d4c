import { advanceRound, type Advance, type Move } from '@rgs/game-kit';
import type { Database } from '../db';
import type { FairnessSealing } from '../fairness';
import type { GameRegistry } from './game-registry';
import { RoundConflictError, RoundNotFoundError, RoundNotOpenError } from './round-errors';
import { lockPlayerRound, type RoundOwner, type RoundWithSeeds } from './round-store';
import { snapshotOf } from './round-snapshot';
import { publicStatus } from './round-view';

/** A move worked out on the round as it stands under its row lock. */
export interface LockedMove extends Advance<unknown, unknown, unknown> {
  readonly found: RoundWithSeeds;
}

/**
 * Inside the caller's transaction: locks the player's open round (moves of one round run one at a
 * time, each on the round as the previous one left it) and works out the move with `advanceRound`.
 * Throws ROUND_NOT_FOUND or ROUND_NOT_OPEN, ROUND_CONFLICT when the move names a `version` the round
 * has moved past (a double click, a second tab: the player decides again on what it is now), or the
 * rule's error; writes nothing.
 */
export async function lockAndAdvance(
  tx: Database,
  deps: { readonly games: GameRegistry; readonly sealing: FairnessSealing },
  owner: RoundOwner,
  roundId: string,
  next: Move,
  version: number | null = null,
): Promise<LockedMove> {
  const found = await lockPlayerRound(tx, owner, roundId);
  if (!found) throw new RoundNotFoundError(roundId);
  const { round } = found;
  if (round.status !== 'open') throw new RoundNotOpenError(roundId, publicStatus(round.status));
  if (version !== null && version !== round.version) throw new RoundConflictError(roundId);
  const { game } = deps.games.get(round.game);
  return { found, ...advanceRound(game, snapshotOf(round, deps.sealing.openOutcome(round.id, round.outcome)), next) };
}
