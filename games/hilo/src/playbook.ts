import type { Playbook } from '@rgs/game-kit';
import { rankIndex } from './cards';
import { winningRanks, type Choice } from './odds';
import type { HiloParams, HiloState } from './rules';
import { currentCard } from './run';

/** The likelier of higher and lower on a card of rank index `rank` (higher on a 7, where they tie). */
export function likelierSide(rank: number): Choice {
  return winningRanks(rank, 'higher') >= winningRanks(rank, 'lower') ? 'higher' : 'lower';
}

/**
 * How the service's money tests play HiLo: always guess the likelier side. Its first guess wins with
 * chance 6/13 to 12/13 (120/169 ≈ 0.71 on average), and guessing on and on ends every round: a wrong
 * guess, the top multiplier or the last card.
 */
export const hiloPlaybook: Playbook<HiloParams, HiloState> = {
  params: {},
  next: (state) => ({ action: 'guess', params: { choice: likelierSide(rankIndex(currentCard(state))) } }),
};
