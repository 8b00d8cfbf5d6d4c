import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { videopokerGame } from './game';
import { videopokerPlaybook } from './playbook';

describe('videopokerPlaybook', () => {
  it('ends every round with its one move, on the suggested holds, and both wins and losses come within a few rounds', async () => {
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 60; i++) {
      const floats = await generateFloats(randomSeeds(), videopokerGame.floatCount(videopokerPlaybook.params));
      let { round } = advanceRound(videopokerGame, newRoundSnapshot(videopokerGame, videopokerPlaybook.params, '2'), { kind: 'start', floats });
      const move = videopokerPlaybook.next(round.state!, videopokerPlaybook.params);
      expect(move).toEqual({ action: 'draw', params: { holds: round.state!.hint } });
      round = advanceRound(videopokerGame, round, { kind: 'act', action: move.action, params: move.params }).round;
      expect(round.status).toBe('closed');
      if (new Decimal(round.payout).gt(0)) won += 1;
      else lost += 1;
    }
    // 45.5 % of hands pay under the suggested holds: 60 rounds without one of each is a 10⁻¹⁵ event.
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });
});
