import type { Playbook } from '@rgs/game-kit';
import type { DoorsParams, DoorsState } from './rules';

/**
 * How the service's tests play doors: 3 doors a level (a level is passed 2 times in 3), always the
 * leftmost door. Repeated, it ends every round: a trap, or the tenth level passed.
 */
export const doorsPlaybook: Playbook<DoorsParams, DoorsState> = {
  params: { doors: 3 },
  next: () => ({ action: 'open', params: { door: 0 } }),
};
