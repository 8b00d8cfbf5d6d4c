import { floatAt } from '@rgs/game-kit';
import { DIFFICULTIES, type BalloonDifficulty } from './difficulty';

/**
 * The pump that pops the balloon (RULES.md "Outcome"): pump n (1 … the cap) reads float f(n−1) and pops
 * when floor(f × popOneIn) = 0, that is when f < 1 / popOneIn. The first such pump is the pop; null
 * when none of the cap's pumps pops. A pure function of the floats, fixed at the start of the round.
 */
export function drawPop(difficulty: BalloonDifficulty, floats: readonly number[]): number | null {
  const { popOneIn, pumps } = DIFFICULTIES[difficulty];
  // Every float the round may need must be there, even past the pop: floatCount is the cap.
  if (floats.length < pumps) floatAt(floats, pumps - 1);
  for (let pump = 1; pump <= pumps; pump++) {
    if (Math.floor(floatAt(floats, pump - 1) * popOneIn) === 0) return pump;
  }
  return null;
}
