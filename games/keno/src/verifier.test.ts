import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { kenoGame } from './game';
import { KENO_PAYTABLES, KENO_RISKS, type KenoParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round.

function verifierDraw(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const bytes = Buffer.concat([0, 1].map((r) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest()));
  const left = Array.from({ length: 40 }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < 10; i++) {
    const f = bytes[4 * i]! / 256 + bytes[4 * i + 1]! / 256 ** 2 + bytes[4 * i + 2]! / 256 ** 3 + bytes[4 * i + 3]! / 256 ** 4;
    drawn.push(left.splice(Math.floor(f * (40 - i)), 1)[0]!);
  }
  return drawn;
}

/** n different numbers of 1 … 40, from node's CSPRNG. */
function randomPicks(n: number): number[] {
  const left = Array.from({ length: 40 }, (_, i) => i + 1);
  return Array.from({ length: n }, () => left.splice(randomInt(left.length), 1)[0]!);
}

describe('independent verifier', () => {
  it('recomputes the known-answer round of RULES.md', async () => {
    const seeds = { serverSeed: '3b9f1c7e5a2d48f6b0e1c9d7a5f3e2b1c4d6e8f0a2b4c6d8e0f1a3b5c7d9e1f2', clientSeed: 'keno-known-answer', nonce: 7 };
    const params: KenoParams = { picks: [7, 14, 21, 22, 33], risk: 'classic' };
    expect(verifierDraw(seeds.serverSeed, seeds.clientSeed, seeds.nonce)).toEqual([21, 7, 30, 6, 39, 9, 35, 27, 24, 22]);
    const floats = await generateFloats(seeds, kenoGame.floatCount(params));
    const { round } = advanceRound(kenoGame, newRoundSnapshot(kenoGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ drawn: [21, 7, 30, 6, 39, 9, 35, 27, 24, 22] });
    expect(round).toMatchObject({ multiplier: '4.1', payout: '4.1' });
  });

  it('recomputes the draw and the payout of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: KenoParams = { picks: randomPicks(1 + (i % 10)), risk: KENO_RISKS[i % 4]! };
      const floats = await generateFloats(seeds, kenoGame.floatCount(params));
      const { round, intents } = advanceRound(kenoGame, newRoundSnapshot(kenoGame, params, '1'), { kind: 'start', floats });
      const drawn = verifierDraw(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      expect(round.outcome).toEqual({ drawn });
      const hits = params.picks.filter((n) => drawn.includes(n)).length;
      const multiplier = KENO_PAYTABLES[params.risk][params.picks.length]![hits]!;
      expect(round.status).toBe('closed');
      expect(round.multiplier).toBe(multiplier);
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
