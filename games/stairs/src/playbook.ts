import type { Playbook } from '@rgs/game-kit';
import type { StairsParams, StairsState } from './rules';
import { STAIRS_TOP } from './staircase';

/** Strides (safe 1 time in 2), a step when one stair is left: each repeat climbs or falls, and the top ends it. */
export const stairsPlaybook: Playbook<StairsParams, StairsState> = {
  params: {},
  next(state) {
    return { action: 'climb', params: { stairs: Math.min(2, STAIRS_TOP - state.stair) } };
  },
};
