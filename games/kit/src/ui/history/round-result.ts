import type { PlayedRound } from '../played-round';
import { compareDecimal, isDecimalText } from '../decimal';

/** How a round ended for the player: paid more than staked, nothing, the stake back, part of it, still in play, or void. */
export type RoundResult = 'won' | 'lost' | 'even' | 'partial' | 'open' | 'void';

/** The glyph shown beside the result's word (never the only sign of it: the word is always there). */
export const RESULT_ICONS: Readonly<Record<RoundResult, string>> = { won: '✓', lost: '✕', even: '↺', partial: '◐', open: '…', void: '⊘' };

/** Compares the payout with everything the round debited, exactly on their decimal text. */
export function roundResult(round: Pick<PlayedRound, 'status' | 'amount' | 'payout'>): RoundResult {
  if (round.status === 'OPEN') return 'open';
  if (round.status === 'VOID') return 'void';
  if (!isDecimalText(round.payout) || !isDecimalText(round.amount)) return 'lost';
  const order = compareDecimal(round.payout, round.amount);
  if (order === 0) return 'even';
  if (order > 0) return 'won';
  return compareDecimal(round.payout, '0') > 0 ? 'partial' : 'lost';
}
