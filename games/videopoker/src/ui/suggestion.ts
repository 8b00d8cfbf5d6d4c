import type { PlayedRound } from '@rgs/game-kit/ui';
import { cardIndex } from '../deck';
import { HAND_NAMES, categoryOf, type HandName } from '../hands';
import type { VideopokerOutcome } from '../rules';
import { stateOf } from './hand-view';

// Fetched with the hold returns (hold-return.ts), not with the page: it ranks hands, which the page
// itself never needs.

/** Once the round is closed and drawn on other holds than the suggested ones: the hand the suggestion would have made. */
export function suggestionWouldMake(round: PlayedRound | null): HandName | null {
  const state = stateOf(round);
  const outcome = round?.outcome as VideopokerOutcome | null | undefined;
  if (round?.status !== 'CLOSED' || !state?.held || !outcome?.cards) return null;
  if (state.held.every((held, i) => held === state.hint[i])) return null;
  let next = 5;
  const final = state.dealt.map((card, i) => (state.hint[i] ? card : outcome.cards[next++]!));
  return HAND_NAMES[categoryOf(final.map(cardIndex))]!;
}

