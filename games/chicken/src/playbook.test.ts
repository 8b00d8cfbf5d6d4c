import { advanceRound, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { chickenGame } from './game';
import { chickenPlaybook } from './playbook';
import type { ChickenOutcome, ChickenParams, ChickenState } from './rules';

describe('chickenPlaybook', () => {
  it('plays Hardcore, whose first lane is clear 3 times in 5', () => {
    expect(chickenPlaybook.params).toEqual({ difficulty: 'hardcore' });
  });

  it('steps into the next lane until the round ends, lost or won, on 200 random rounds', async () => {
    let lost = 0;
    for (let i = 0; i < 200; i++) {
      const floats = await generateFloats(randomSeeds(), chickenGame.floatCount(chickenPlaybook.params));
      let round = advanceRound(chickenGame, newRoundSnapshot<ChickenParams, ChickenOutcome, ChickenState>(chickenGame, chickenPlaybook.params, '1'), { kind: 'start', floats }).round;
      let moves = 0;
      while (round.status === 'open') {
        const move = chickenPlaybook.next(round.state!, chickenPlaybook.params);
        round = advanceRound(chickenGame, round, { kind: 'act', action: move.action, params: move.params }).round;
        moves += 1;
      }
      expect(moves).toBeLessThanOrEqual(15);
      if (round.payout === '0') lost += 1;
    }
    // Reaching the far side of Hardcore has chance 1 in 3,268,760: every round here is lost.
    expect(lost).toBe(200);
  });
});
