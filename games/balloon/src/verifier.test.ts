import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { balloonGame } from './game';
import type { BalloonParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads only the
// first byte of each pump's 4 bytes, as RULES.md's "How to verify" says.

const RULES = {
  easy: { below: 16, cap: 40 },
  medium: { below: 32, cap: 30 },
  hard: { below: 64, cap: 24 },
  expert: { below: 128, cap: 20 },
} as const;

/** Byte 0 of the 4-byte group of pump `pump` (1-based): block ⌊(pump − 1) / 8⌋, offset 4 × ((pump − 1) mod 8). */
function firstByte(serverSeed: string, clientSeed: string, nonce: number, pump: number): number {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${Math.floor((pump - 1) / 8)}`).digest();
  return block[4 * ((pump - 1) % 8)]!;
}

function verifierPop(serverSeed: string, clientSeed: string, nonce: number, difficulty: keyof typeof RULES): number | null {
  const { below, cap } = RULES[difficulty];
  for (let pump = 1; pump <= cap; pump++) if (firstByte(serverSeed, clientSeed, nonce, pump) < below) return pump;
  return null;
}

const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: hard, nonce 16 pops on pump 4; medium on pump 8', async () => {
    const seeds = { serverSeed: '9b2c4e7f1a3d5b8c0e2f4a6c8d1b3e5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b', clientSeed: 'balloon-known-answer', nonce: 16 };
    const digest = createHmac('sha256', seeds.serverSeed).update('balloon-known-answer:16:0').digest('hex');
    expect(digest).toBe('9c0a10717f97e574429346f63a39e3fe7e3cc3ca4a967e8af8939e240f00bd9b');
    expect([1, 2, 3, 4].map((pump) => firstByte(seeds.serverSeed, seeds.clientSeed, seeds.nonce, pump))).toEqual([156, 127, 66, 58]);
    expect(verifierPop(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'hard')).toBe(4);
    expect(verifierPop(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'medium')).toBe(8);
    for (const [difficulty, popAt] of [['hard', 4], ['medium', 8]] as const) {
      const params: BalloonParams = { difficulty };
      const floats = await generateFloats(seeds, balloonGame.floatCount(params));
      const { round } = advanceRound(balloonGame, newRoundSnapshot(balloonGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome).toEqual({ popAt });
    }
  });

  it('recomputes the pop of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: BalloonParams = { difficulty: DIFFICULTIES[randomInt(0, 4)]! };
      const floats = await generateFloats(seeds, balloonGame.floatCount(params));
      const { round } = advanceRound(balloonGame, newRoundSnapshot(balloonGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome).toEqual({ popAt: verifierPop(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.difficulty) });
    }
  });
});
