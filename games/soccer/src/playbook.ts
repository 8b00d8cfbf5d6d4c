import type { Playbook } from '@rgs/game-kit';
import { ZONES } from './pitch';
import type { SoccerParams, SoccerState } from './rules';

/**
 * Soccer played to its end by tests: medium (a goal 2 times in 3), each kick aimed one zone further
 * along the goal. Every kick either scores or is saved, and the 10th goal ends the round, so repeating
 * `next` always ends it.
 */
export const soccerPlaybook: Playbook<SoccerParams, SoccerState> = {
  params: { difficulty: 'medium' },
  next: (state) => ({ action: 'shoot', params: { zone: state.kicks.length % ZONES } }),
};
