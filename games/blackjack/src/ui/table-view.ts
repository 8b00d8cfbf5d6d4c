import { compareDecimal, trim } from '@rgs/game-kit/ui';
import type { HandCard, HandState, HandTotal } from '@rgs/game-kit/ui/cards';
import type { Card } from '../cards';
import { handTotal, isNatural } from '../hand';
import type { BlackjackDealer, BlackjackState, HandResult } from '../state';

/** The dealer's cards as the table shows them: the hole card face down, with no rank or suit, until it is turned. */
export function dealerCards(dealer: BlackjackDealer): HandCard[] {
  return dealer.holeRevealed ? [...dealer.cards] : [...dealer.cards, { faceDown: true }];
}

/**
 * A hand's badge: Blackjack for a natural (only where one can be: not a split hand, not a dealer
 * whose hole card is down), Bust over 21, else the total, soft while an ace counts 11 below 21.
 */
export function badgeOf(cards: readonly Card[], canBeNatural: boolean): HandTotal | null {
  if (cards.length === 0) return null;
  if (canBeNatural && isNatural(cards)) return { kind: 'blackjack' };
  const { total, soft } = handTotal(cards);
  if (total > 21) return { kind: 'bust', value: total };
  return { kind: 'total', value: total, soft: soft && total < 21 };
}

const RESULT_STATE: Readonly<Record<HandResult, HandState>> = { blackjack: 'won', win: 'won', push: 'push', lose: 'lost', bust: 'lost' };

/** How a player hand is highlighted: its result once settled, `active` while it is the one being played. */
export function seatState(state: BlackjackState, index: number): HandState {
  const result = state.hands[index]?.result;
  if (result) return RESULT_STATE[result];
  return state.phase === 'playing' && state.activeHand === index ? 'active' : 'idle';
}

/** The table as it stood just before a split, shown for one update so the kit deals only the new cards. */
export interface Stage {
  readonly hands: readonly (readonly Card[])[];
  readonly dealer: BlackjackDealer;
}

/** After hand `at` was split: the pair apart, one card each, every other hand and the dealer as they were. */
export function splitStage(before: BlackjackState, after: BlackjackState, at: number): Stage {
  return {
    hands: after.hands.map((hand, i) => (i === at || i === at + 1 ? hand.cards.slice(0, 1) : before.hands[i < at ? i : i - 1]!.cards)),
    dealer: before.dealer,
  };
}

/** The colour class of an amount returned against its stake; the text always says the same in words. */
export function toneOf(payout: string, stake: string): string {
  const order = compareDecimal(trim(payout) || '0', trim(stake) || '0');
  return order > 0 ? 'is-won' : order === 0 ? 'is-push' : 'is-lost';
}
