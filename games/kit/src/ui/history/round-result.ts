import type { PlayedRound } from '../played-round';
import { compareDecimal, isDecimalText } from '../decimal';

/** How a round ended for the player: paid more than staked, less, the stake back, still in play, or void. */
export type RoundResult = 'won' | 'lost' | 'even' | 'open' | 'void';

/** The glyph shown beside the result's word (never the only sign of it: the word is always there). */
export const RESULT_ICONS: Readonly<Record<RoundResult, string>> = { won: '✓', lost: '✕', even: '↺', open: '…', void: '⊘' };

/** Compares the payout with everything the round debited, exactly on their decimal text. */
export function roundResult(round: Pick<PlayedRound, 'status' | 'amount' | 'payout'>): RoundResult {
  if (round.status === 'OPEN') return 'open';
  if (round.status === 'VOID') return 'void';
  if (!isDecimalText(round.payout) || !isDecimalText(round.amount)) return 'lost';
  const order = compareDecimal(round.payout, round.amount);
  return order > 0 ? 'won' : order < 0 ? 'lost' : 'even';
}
