import { advanceRound, OPEN_ROUND_TIMEOUT_MS } from '@rgs/game-kit';
import type { Account, AccountService } from '../accounts';
import type { FairnessSealing } from '../fairness';
import { toPlayerSession } from '../sessions/player-session';
import { findSession } from '../sessions/session-store';
import type { Outbox, OutboxItem } from '../wallet/outbox';
import { applyMove } from './applied-move';
import type { GameRegistry } from './game-registry';
import type { SettlementDeps } from './round-settlement';
import { idleOpenRounds, lockIdleOpenRound } from './round-store';
import { snapshotOf } from './round-snapshot';

/** What the expiry sweep needs. */
export interface RoundExpiryDeps extends SettlementDeps {
  readonly outbox: Outbox;
  readonly accounts: AccountService;
  readonly games: GameRegistry;
  readonly sealing: FairnessSealing;
  /** How long an open round may wait for its player's next move (default: the seam's `OPEN_ROUND_TIMEOUT_MS`). */
  readonly timeoutMs?: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * Settles open rounds left without a move for longer than the timeout, as their rules say (the seam's
 * `expire` move: what a cashout pays where one is allowed, else a loss; docs/decisions/0026). Each
 * round is settled in its own transaction under its row lock, with its credit (or opt-in close) in
 * the outbox in the same commit, then delivered; a round a player is moving right now is skipped.
 * Returns how many rounds were settled.
 */
export async function expireIdleRounds(deps: RoundExpiryDeps, limit = 50): Promise<number> {
  const olderThan = new Date(deps.clock.now() - (deps.timeoutMs ?? OPEN_ROUND_TIMEOUT_MS));
  const idle = await idleOpenRounds(deps.db, olderThan, limit);
  let settled = 0;
  for (const { id, customerId } of idle) {
    try {
      // The account is read before the round's transaction: it has its own cache and connection.
      const account = await deps.accounts.findByCustomerId(customerId);
      if (!account) throw new Error(`round ${id}: its operator account is gone; left open`);
      const item = await expireRound(deps, id, account, olderThan);
      if (item === null) continue;
      settled += 1;
      if (item) await deps.outbox.deliver(item);
    } catch (error) {
      // One round that cannot be settled (its account gone, a rule's bug) never holds up the others.
      deps.onError?.(error);
    }
  }
  return settled;
}

// Null when the round was no longer idle (moved or settled meanwhile); else its event to deliver, if any.
async function expireRound(deps: RoundExpiryDeps, id: string, account: Account, olderThan: Date): Promise<OutboxItem | undefined | null> {
  return deps.db.transaction(async (tx) => {
    const round = await lockIdleOpenRound(tx, id, olderThan);
    if (!round) return null;
    const session = await findSession(tx, round.sessionId);
    if (!session) throw new Error(`round ${round.id}: its session is gone; left open`);
    const { game } = deps.games.get(round.game);
    const { round: after, intents } = advanceRound(game, snapshotOf(round, deps.sealing.openOutcome(round.id, round.outcome)), { kind: 'expire' });
    const party = { session: toPlayerSession(session), account };
    const applied = await applyMove(deps, tx, party, round, after, intents, new Date(deps.clock.now()));
    return applied.item;
  });
}
