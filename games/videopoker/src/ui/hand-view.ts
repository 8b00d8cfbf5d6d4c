import type { PlayedRound } from '@rgs/game-kit/ui';
import { cardIndex, type Card } from '../deck';
import type { HandName } from '../paytable';
import type { VideopokerOutcome, VideopokerState } from '../rules';

// What the table shows of a round, worked out from the round alone (pure, tested in hand-view.test.ts).

/** One of the five places on the table. */
export interface SlotView {
  /** The card showing, or null for a card back (no hand dealt yet). */
  readonly card: Card | null;
  /** The card element's identity: a new key is a card dealt anew (it slides in from the deck). */
  readonly key: string;
  /** Held: the player's toggle while the hand is open, the holds drawn on once it is over. */
  readonly held: boolean;
  /** Part of the suggested holds (shown only while the hand is open). */
  readonly suggested: boolean;
  /** After the draw: this card came from the deck, replacing the one dealt here. */
  readonly replaced: boolean;
}

/** The state of a round, or null for none. */
export function stateOf(round: PlayedRound | null): VideopokerState | null {
  const state = round?.state as VideopokerState | null | undefined;
  return state && Array.isArray(state.dealt) ? state : null;
}

/** The five places: backs before any deal; the dealt cards with the player's `holds` while open; the final hand after the draw. */
export function slotsOf(round: PlayedRound | null, holds: readonly boolean[]): SlotView[] {
  const state = stateOf(round);
  if (!state || !round) return [0, 1, 2, 3, 4].map((i) => ({ card: null, key: `back:${i}`, held: false, suggested: false, replaced: false }));
  const drawn = state.held !== null && state.final !== null;
  return state.dealt.map((dealt, i) => {
    const card = drawn ? state.final![i]! : dealt;
    const replaced = drawn && !state.held![i];
    return {
      card,
      key: `${round.id}:${i}:${cardIndex(card)}`,
      held: drawn ? state.held![i]! : (holds[i] ?? false),
      suggested: !drawn && (state.hint[i] ?? false),
      replaced,
    };
  });
}

/** How many cards the draw replaced (0 before it). */
export function replacedCount(state: VideopokerState | null): number {
  return state?.held ? state.held.filter((held) => !held).length : 0;
}

/** Once the round is closed: the cards of its outcome that were never drawn, in deck order. */
export function undrawnOf(round: PlayedRound | null): Card[] {
  const state = stateOf(round);
  const outcome = round?.outcome as VideopokerOutcome | null | undefined;
  if (round?.status !== 'CLOSED' || !state || !outcome?.cards) return [];
  return outcome.cards.slice(5 + replacedCount(state));
}

/** The hand a round's paytable lights: what the dealt cards make while open, the final hand once drawn; null for no paying hand. */
export function litHand(state: VideopokerState | null): HandName | null {
  return state && state.hand !== 'nothing' ? state.hand : null;
}

/**
 * Which of the final hand's cards make its hand: the paired ranks of a pair, two pair, trips or
 * quads; all five of a straight, flush, full house or better; none of a hand that pays nothing.
 */
export function scoringCards(final: readonly Card[], hand: HandName): boolean[] {
  if (hand === 'nothing') return final.map(() => false);
  if (hand !== 'jacksOrBetter' && hand !== 'twoPair' && hand !== 'threeOfAKind' && hand !== 'fourOfAKind') return final.map(() => true);
  return final.map((card) => final.filter((other) => other.rank === card.rank).length >= 2);
}
