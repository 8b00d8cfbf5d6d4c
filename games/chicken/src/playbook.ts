import type { Playbook } from '@rgs/game-kit';
import type { ChickenParams, ChickenState } from './rules';

/** Hardcore, always stepping into the next lane: the first lane is clear 3 times in 5, and the road ends in a few steps. */
export const chickenPlaybook: Playbook<ChickenParams, ChickenState> = {
  params: { difficulty: 'hardcore' },
  next: (state) => ({ action: 'cross', params: { lane: state.crossed } }),
};
