import type { Playbook } from '@rgs/game-kit';
import type { BalloonParams, BalloonState } from './rules';

/**
 * How tests play balloon to its end: expert (each pump pops one time in two, so a first pump wins or
 * loses about equally often), pumping every time; the round ends by a pop or at the cap's 20th pump.
 */
export const balloonPlaybook: Playbook<BalloonParams, BalloonState> = {
  params: { difficulty: 'expert' },
  next: () => ({ action: 'pump', params: {} }),
};
