import type { RoundSnapshot } from '@rgs/game-kit';
import type { RoundRow } from './round-store';

/** An open round row as the seam sees it, with its outcome already opened. */
export function snapshotOf(round: RoundRow, outcome: unknown): RoundSnapshot {
  return {
    status: round.status === 'open' ? 'open' : round.status === 'closed' ? 'closed' : 'new',
    params: round.params,
    outcome,
    state: round.state,
    stake: round.stake,
    wagered: round.amount,
    multiplier: round.multiplier,
    payout: round.payout,
    exclusive: round.exclusive,
    freeBet: round.freeBet,
  };
}
