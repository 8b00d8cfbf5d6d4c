import { createHmac } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { minesGame } from './game';

// A verifier written from INTERFACES.md §4 alone, on node:crypto, sharing no code with the kit's RNG
// or the draw: what a player would write to check a revealed round.

function verifierFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let r = 0; floats.length < count; r++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return floats;
}

function verifierMines(serverSeed: string, clientSeed: string, nonce: number, m: number): number[] {
  const tiles = [...Array(25).keys()];
  return verifierFloats(serverSeed, clientSeed, nonce, m).map((f, i) => tiles.splice(Math.floor(f * (25 - i)), 1)[0]!);
}

describe('independent verifier', () => {
  it('recomputes the mine positions of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = { mines: 1 + (i % 24) };
      const floats = await generateFloats(seeds, minesGame.floatCount(params));
      const { round } = advanceRound(minesGame, newRoundSnapshot(minesGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome!.mines).toEqual(verifierMines(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.mines));
    }
  });
});
