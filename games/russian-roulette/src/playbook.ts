import type { Playbook } from '@rgs/game-kit';
import type { RussianRouletteParams, RussianRouletteState } from './rules';

/**
 * How tests play russian roulette to its end: three bullets (a first pull clicks one time in two),
 * pulling every time; the round ends by a bang or after the third empty chamber (a 1 in 20 chance).
 */
export const russianRoulettePlaybook: Playbook<RussianRouletteParams, RussianRouletteState> = {
  params: { bullets: 3 },
  next: () => ({ action: 'pull', params: {} }),
};
