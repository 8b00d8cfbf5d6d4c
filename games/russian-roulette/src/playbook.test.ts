import { advanceRound, generateFloats, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { russianRouletteGame } from './game';
import { russianRoulettePlaybook } from './playbook';
import type { RussianRouletteOutcome, RussianRouletteParams, RussianRouletteState } from './rules';

describe('russianRoulettePlaybook', () => {
  it('opens 3-bullet rounds whose first pull clicks half the time, and ends every round by repeating its move', async () => {
    expect(russianRouletteGame.params.parse(russianRoulettePlaybook.params)).toEqual({ bullets: 3 });
    const ends = { won: 0, lost: 0, firstClicked: 0 };
    for (let i = 0; i < 200; i++) {
      const floats = await generateFloats(randomSeeds(), russianRouletteGame.floatCount(russianRoulettePlaybook.params));
      let round: RoundSnapshot<RussianRouletteParams, RussianRouletteOutcome, RussianRouletteState> = advanceRound(
        russianRouletteGame,
        newRoundSnapshot(russianRouletteGame, russianRoulettePlaybook.params, '1'),
        { kind: 'start', floats },
      ).round;
      for (let moves = 0; round.status === 'open'; moves++) {
        expect(moves).toBeLessThan(3);
        const { action, params } = russianRoulettePlaybook.next(round.state!, round.params);
        round = advanceRound(russianRouletteGame, round, { kind: 'act', action, params }).round;
        if (moves === 0 && round.state!.survived === 1) ends.firstClicked++;
      }
      ends[round.payout === '0' ? 'lost' : 'won']++;
    }
    expect(ends.lost).toBeGreaterThan(150);
    // A first pull clicks with chance 1/2: within 5σ of 100 in 200.
    expect(Math.abs(ends.firstClicked - 100)).toBeLessThan(36);
  });
});
