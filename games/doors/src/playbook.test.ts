import { advanceRound, newRoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { doorsGame } from './game';
import { doorsPlaybook } from './playbook';

describe('doorsPlaybook', () => {
  it('opens with params the rules accept, and its moves end every round: a trap or the tenth level', () => {
    expect(doorsGame.params.parse(doorsPlaybook.params)).toEqual({ doors: 3 });
    const endings = new Set<string>();
    for (let r = 0; r < 200; r++) {
      // Floats cycling through the doors: some rounds trap on level 1, some pass every level.
      const floats = Array.from({ length: 10 }, (_, i) => ((r * 7 + i * (r % 5)) % 30) / 30 + 0.01);
      let { round } = advanceRound(doorsGame, newRoundSnapshot(doorsGame, doorsPlaybook.params, '1'), { kind: 'start', floats });
      for (let moves = 0; round.status === 'open'; moves++) {
        expect(moves).toBeLessThan(10);
        const move = doorsPlaybook.next(round.state!, round.params);
        round = advanceRound(doorsGame, round, { kind: 'act', action: move.action, params: move.params }).round;
      }
      endings.add(round.payout === '0' ? 'lost' : round.multiplier);
    }
    expect(endings).toContain('lost');
    expect(endings).toContain('57.0883');
  });
});
