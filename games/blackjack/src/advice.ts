import { cardValue } from './cards';
import { handTotal } from './hand';
import type { BlackjackAction, BlackjackState } from './state';
import { basicStrategy } from './strategy';

/** An action with its params, ready for actBlackjack. */
export interface BlackjackMove {
  readonly action: BlackjackAction;
  readonly params: Record<string, unknown>;
}

/**
 * The basic-strategy move in this state (the strategy whose house edge RULES.md states): never
 * insurance; otherwise the table's move for the active hand among the moves allowed now. Null once
 * the round is over. The simulation plays by it; the UI may show it as a hint.
 */
export function basicStrategyMove(state: BlackjackState): BlackjackMove | null {
  if (state.phase === 'insurance') return { action: 'insurance', params: { take: false } };
  if (state.phase !== 'playing' || state.activeHand === null) return null;
  const hand = state.hands[state.activeHand]!;
  const { total, soft } = handTotal(hand.cards);
  const canSplit = state.allowed.includes('split');
  const move = basicStrategy(
    { total, soft, pairValue: canSplit ? cardValue(hand.cards[0]!) : null, canDouble: state.allowed.includes('double') },
    cardValue(state.dealer.cards[0]!),
  );
  return { action: move, params: {} };
}
