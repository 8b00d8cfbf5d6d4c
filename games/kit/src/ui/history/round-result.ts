import type { PlayedRound } from '../played-round';
import { parseDecimal } from '../format';

/** How a round ended for the player: paid more than staked, less, the stake back, still in play, or void. */
export type RoundResult = 'won' | 'lost' | 'even' | 'open' | 'void';

/** The glyph shown beside the result's word (never the only sign of it: the word is always there). */
export const RESULT_ICONS: Readonly<Record<RoundResult, string>> = { won: '✓', lost: '✕', even: '↺', open: '…', void: '⊘' };

/** Compares the payout with everything the round debited, exactly on their decimal text. */
export function roundResult(round: Pick<PlayedRound, 'status' | 'amount' | 'payout'>): RoundResult {
  if (round.status === 'OPEN') return 'open';
  if (round.status === 'VOID') return 'void';
  const payout = parseDecimal(round.payout);
  const amount = parseDecimal(round.amount);
  if (!payout || !amount) return 'lost';
  const scale = Math.max(payout.scale, amount.scale);
  const at = (value: { units: bigint; scale: number }) => value.units * 10n ** BigInt(scale - value.scale);
  const difference = at(payout) - at(amount);
  return difference > 0n ? 'won' : difference < 0n ? 'lost' : 'even';
}
