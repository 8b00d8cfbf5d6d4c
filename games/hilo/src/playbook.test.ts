import { advanceRound, newRoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { rankIndex } from './cards';
import { hiloGame } from './game';
import { winningRanks } from './odds';
import { hiloPlaybook, likelierSide } from './playbook';
import { currentCard } from './run';

/** A small seeded generator (mulberry32), so the test plays the same rounds every time. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe('hiloPlaybook', () => {
  it('guesses the likelier side: higher up to the 7, lower from the 8', () => {
    expect(Array.from({ length: 13 }, (_, r) => likelierSide(r))).toEqual([...new Array(7).fill('higher'), ...new Array(6).fill('lower')]);
    // Its first guess wins with chance Σ max(12 − r, r) / 169 = 120/169 ≈ 0.71.
    const wins = Array.from({ length: 13 }, (_, r) => winningRanks(r, likelierSide(r))).reduce((a, b) => a + b, 0);
    expect(wins).toBe(120);
  });

  it('ends every round when repeated, won at some point or lost, and cashing out after a right guess pays', () => {
    const random = seeded(7);
    let lost = 0;
    let capped = 0;
    for (let i = 0; i < 200; i++) {
      const floats = Array.from({ length: hiloGame.floatCount(hiloPlaybook.params) }, random);
      let { round } = advanceRound(hiloGame, newRoundSnapshot(hiloGame, hiloPlaybook.params, '1'), { kind: 'start', floats });
      let moves = 0;
      while (round.status === 'open') {
        const { action, params } = hiloPlaybook.next(round.state!, round.params);
        expect(action).toBe('guess');
        expect(params).toEqual({ choice: likelierSide(rankIndex(currentCard(round.state!))) });
        round = advanceRound(hiloGame, round, { kind: 'act', action, params }).round;
        moves += 1;
      }
      expect(moves).toBeLessThanOrEqual(63);
      if (round.payout === '0') lost += 1;
      else capped += 1;
    }
    // Guessing on and on nearly always ends in a loss; what matters is that every round ended.
    expect(lost + capped).toBe(200);
    expect(lost).toBeGreaterThan(190);
  });
});
