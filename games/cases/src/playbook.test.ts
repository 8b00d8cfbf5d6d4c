import { advanceRound, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { casesGame } from './game';
import { casesPlaybook } from './playbook';
import type { CasesOutcome, CasesParams, CasesState } from './rules';

describe('casesPlaybook', () => {
  it('opens the other cases in order and ends every round in 11 moves, with an offer from the first', async () => {
    let lost = 0;
    for (let i = 0; i < 60; i++) {
      const floats = await generateFloats(randomSeeds(), casesGame.floatCount(casesPlaybook.params));
      let { round } = advanceRound(casesGame, newRoundSnapshot(casesGame, casesPlaybook.params, '1'), { kind: 'start', floats }) as { round: RoundSnapshot<CasesParams, CasesOutcome, CasesState> };
      let moves = 0;
      while (round.status === 'open') {
        const move = casesPlaybook.next(round.state!, casesPlaybook.params);
        expect(move).toEqual({ action: 'open', params: { case: moves + 1 } });
        round = advanceRound(casesGame, round, { kind: 'act', action: move.action, params: move.params }).round;
        moves += 1;
        if (moves === 1) expect(Number(round.multiplier)).toBeGreaterThan(0.5);
      }
      expect(moves).toBe(11);
      expect(round.multiplier).toBe(round.outcome!.cases[0]);
      if (round.payout === '0') lost += 1;
    }
    expect(lost).toBeLessThan(60);
  });
});
