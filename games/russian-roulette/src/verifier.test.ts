import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { russianRouletteGame } from './game';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the draw: what a player would write to check a revealed round.

function verifierFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Array.from({ length: count }, (_, i) => bytes[4 * i]! / 256 + bytes[4 * i + 1]! / 256 ** 2 + bytes[4 * i + 2]! / 256 ** 3 + bytes[4 * i + 3]! / 256 ** 4);
}

function verifierLoaded(serverSeed: string, clientSeed: string, nonce: number, bullets: number): number[] {
  const chambers = [1, 2, 3, 4, 5, 6];
  return verifierFloats(serverSeed, clientSeed, nonce, bullets).map((f, i) => chambers.splice(Math.floor(f * (6 - i)), 1)[0]!);
}

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: 2 bullets, nonce 19 loads chambers 5 and 3', async () => {
    const seeds = { serverSeed: '5f1e3a7c9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a2c4e6b8d0f1a3c5e7b9d2f4a', clientSeed: 'roulette-known-answer', nonce: 19 };
    const digest = createHmac('sha256', seeds.serverSeed).update('roulette-known-answer:19:0').digest('hex');
    expect(digest).toBe('c4f088ed7672be4562ab0ea159b3ffbe510a2616ca0775d1975c5ea4a6b8457d');
    expect(verifierLoaded(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 2)).toEqual([5, 3]);
    const floats = await generateFloats(seeds, russianRouletteGame.floatCount({ bullets: 2 }));
    const { round } = advanceRound(russianRouletteGame, newRoundSnapshot(russianRouletteGame, { bullets: 2 }, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ loaded: [5, 3] });
  });

  it('recomputes the loaded chambers of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = { bullets: randomInt(1, 6) };
      const floats = await generateFloats(seeds, russianRouletteGame.floatCount(params));
      const { round } = advanceRound(russianRouletteGame, newRoundSnapshot(russianRouletteGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome!.loaded).toEqual(verifierLoaded(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.bullets));
    }
  });
});
