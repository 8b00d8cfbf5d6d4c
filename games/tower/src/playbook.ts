import type { Playbook } from '@rgs/game-kit';
import type { TowerParams, TowerState } from './rules';

/** Medium (a pick is safe 2 times in 3), the leftmost tile of every floor: each repeat clears a floor or loses. */
export const towerPlaybook: Playbook<TowerParams, TowerState> = {
  params: { difficulty: 'medium' },
  next() {
    return { action: 'pick', params: { tile: 0 } };
  },
};
