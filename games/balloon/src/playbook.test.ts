import { advanceRound, generateFloats, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { balloonGame } from './game';
import { balloonPlaybook } from './playbook';
import type { BalloonOutcome, BalloonParams, BalloonState } from './rules';

describe('balloonPlaybook', () => {
  it('opens expert rounds whose first pump holds half the time, and ends every round by repeating its move', async () => {
    expect(balloonGame.params.parse(balloonPlaybook.params)).toEqual({ difficulty: 'expert' });
    const ends = { won: 0, lost: 0, firstHeld: 0 };
    for (let i = 0; i < 200; i++) {
      const floats = await generateFloats(randomSeeds(), balloonGame.floatCount(balloonPlaybook.params));
      let round: RoundSnapshot<BalloonParams, BalloonOutcome, BalloonState> = advanceRound(balloonGame, newRoundSnapshot(balloonGame, balloonPlaybook.params, '1'), {
        kind: 'start',
        floats,
      }).round;
      for (let moves = 0; round.status === 'open'; moves++) {
        expect(moves).toBeLessThan(20);
        const { action, params } = balloonPlaybook.next(round.state!, round.params);
        round = advanceRound(balloonGame, round, { kind: 'act', action, params }).round;
        if (moves === 0 && round.state!.pumps === 1) ends.firstHeld++;
      }
      ends[round.payout === '0' ? 'lost' : 'won']++;
    }
    expect(ends.lost).toBeGreaterThan(150);
    // A first pump holds with chance 1/2: within 5σ of 100 in 200.
    expect(Math.abs(ends.firstHeld - 100)).toBeLessThan(36);
  });
});
