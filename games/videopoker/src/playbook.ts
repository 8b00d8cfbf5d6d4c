import type { Playbook } from '@rgs/game-kit';
import type { VideopokerParams, VideopokerState } from './rules';

/**
 * Draw on the suggested holds: the one move ends every round. A hand pays (Jacks or Better or more)
 * 45.5 % of the time under that play (RULES.md), so a win and a loss both come within a few rounds.
 */
export const videopokerPlaybook: Playbook<VideopokerParams, VideopokerState> = {
  params: {},
  next: (state) => ({ action: 'draw', params: { holds: [...state.hint] } }),
};
