import type { Playbook } from '@rgs/game-kit';
import { CASE_COUNT } from './board';
import type { CasesParams, CasesState } from './rules';

/**
 * Keeps case 1 and opens the others in order, 2 to 12. The first case opened already brings an offer
 * (cashing it out pays 0.5345× to 1.08×, more than the stake 8 times in 12); opened to the end, the
 * round pays case 1's value, 0× (a loss) 2 times in 12. Eleven moves end every round.
 */
export const casesPlaybook: Playbook<CasesParams, CasesState> = {
  params: { pick: 0 },
  next(state) {
    const opened = new Set(state.opened.map((o) => o.case));
    const index = Array.from({ length: CASE_COUNT }, (_, i) => i).find((i) => i !== state.pick && !opened.has(i));
    return { action: 'open', params: { case: index ?? 0 } };
  },
};
