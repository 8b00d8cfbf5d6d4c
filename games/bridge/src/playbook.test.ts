import { advanceRound, newRoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { bridgeGame } from './game';
import { bridgePlaybook } from './playbook';

describe('bridgePlaybook', () => {
  it('opens with params the rules accept, and its moves end every round: broken glass or the eighth row', () => {
    expect(bridgeGame.params.parse(bridgePlaybook.params)).toEqual({ difficulty: 'medium' });
    const endings = new Set<string>();
    for (let r = 0; r < 256; r++) {
      // Row i breaks on the left when bit i of r is set: every pattern, all rows held among them.
      const floats = Array.from({ length: 8 }, (_, i) => ((r >> i) & 1 ? 0.25 : 0.75));
      let { round } = advanceRound(bridgeGame, newRoundSnapshot(bridgeGame, bridgePlaybook.params, '1'), { kind: 'start', floats });
      for (let moves = 0; round.status === 'open'; moves++) {
        expect(moves).toBeLessThan(8);
        const move = bridgePlaybook.next(round.state!, round.params);
        round = advanceRound(bridgeGame, round, { kind: 'act', action: move.action, params: move.params }).round;
      }
      endings.add(round.payout === '0' ? 'lost' : round.multiplier);
    }
    expect(endings).toEqual(new Set(['lost', '253.44']));
  });
});
