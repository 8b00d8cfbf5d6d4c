import type { Intent, RoundSnapshot } from '@rgs/game-kit';
import type { Database } from '../db';
import type { OutboxItem } from '../wallet/outbox';
import { RoundConflictError } from './round-errors';
import { enqueueRoundEvent, type RoundParty, type SettlementDeps } from './round-settlement';
import { updateRoundIf, type RoundRow } from './round-store';

/** A move written: the round as it now stands, and its terminal event to deliver once committed. */
export interface AppliedMove {
  readonly round: RoundRow;
  /** The credit or opt-in close the move wrote to the outbox, to deliver after the commit. */
  readonly item: OutboxItem | undefined;
  /** Whether the move ended the round with a credit (a real-money one). */
  readonly won: boolean;
}

/**
 * Inside the caller's transaction, under the round's row lock: writes a move that needs no debit
 * (an action, a cashout, an expiry). A round that goes on keeps its state; a round that ends is closed
 * and owes its terminal event in the same transaction: the credit of a win, or the close of a
 * multi-round loss for operators who opted in (others hear nothing). Demo rounds write no event.
 */
export async function applyMove(
  deps: SettlementDeps,
  tx: Database,
  party: RoundParty,
  round: RoundRow,
  after: RoundSnapshot,
  intents: readonly Intent[],
  at: Date,
): Promise<AppliedMove> {
  // Under the lock the version cannot have moved; the guard stays so a writer that skipped the lock is never overwritten.
  const expected = { status: 'open', version: round.version } as const;
  const patch = { state: after.state, multiplier: after.multiplier };
  if (after.status === 'open') {
    const updated = await updateRoundIf(tx, round.id, expected, patch, at);
    if (!updated) throw new RoundConflictError(round.id);
    return { round: updated, item: undefined, won: false };
  }
  const closed = await updateRoundIf(tx, round.id, expected, { ...patch, status: 'closed', payout: after.payout, closedAt: at }, at);
  if (!closed) throw new RoundConflictError(round.id);
  const terminal = intents.find((i) => i.kind === 'credit' || i.kind === 'close');
  const won = terminal?.kind === 'credit' && !closed.demo;
  if (closed.demo || !terminal) return { round: closed, item: undefined, won };
  if (terminal.kind === 'close' && !party.account.optIns.roundClose) return { round: closed, item: undefined, won };
  return { round: closed, item: await enqueueRoundEvent(deps, tx, party, closed, terminal.kind === 'credit' ? 'win' : 'close'), won };
}
