import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { bridgeGame } from './game';
import type { BridgeParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads each
// float as a 32-bit word and finds the odd panel in integers: panel p ⟺ p × 2³² ≤ w × n < (p + 1) × 2³².

const TABLE = { easy: { panels: 3, breaks: 1 }, medium: { panels: 2, breaks: 1 }, hard: { panels: 3, breaks: 2 } } as const;

function verifierFragile(serverSeed: string, clientSeed: string, nonce: number, difficulty: keyof typeof TABLE): number[][] {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const { panels, breaks } = TABLE[difficulty];
  const rows: number[][] = [];
  for (let row = 0; row < 8; row++) {
    const odd = Number((BigInt(block.readUInt32BE(4 * row)) * BigInt(panels)) >> 32n);
    rows.push(breaks === 1 ? [odd] : [0, 1, 2].filter((panel) => panel !== odd));
  }
  return rows;
}

describe('independent verifier', () => {
  const seeds = { serverSeed: '5c2e8a41f0b7d39e6a1c4f8b2d7e0a9c3b6f1e5d8a2c7b4e9f0d3a6c1b8e5f27', clientSeed: 'bridge-known-answer', nonce: 12 };

  it('recomputes RULES.md’s worked example: nonce 12 on medium and hard', async () => {
    expect(createHmac('sha256', seeds.serverSeed).update('bridge-known-answer:12:0').digest('hex')).toBe('0c3a93b52266e44d29f8329df07c2f86f8809ec5a3ebd15c6bb9fd0019187a01');
    const medium = verifierFragile(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'medium');
    expect(medium).toEqual([[0], [0], [0], [1], [1], [1], [0], [0]]);
    expect(verifierFragile(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'hard')).toEqual([[1, 2], [1, 2], [1, 2], [0, 1], [0, 1], [0, 2], [0, 2], [1, 2]]);

    const floats = await generateFloats(seeds, bridgeGame.floatCount({ difficulty: 'medium' }));
    let { round } = advanceRound(bridgeGame, newRoundSnapshot(bridgeGame, { difficulty: 'medium' as const }, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ fragile: medium });
    // The right panel every row: rows 1 to 3 crossed (1.98×, 3.96×, 7.92×), the glass breaks on row 4.
    const multipliers: string[] = [];
    while (round.status === 'open') {
      round = advanceRound(bridgeGame, round, { kind: 'act', action: 'step', params: { panel: 1 } }).round;
      multipliers.push(round.multiplier);
    }
    expect(multipliers).toEqual(['1.98', '3.96', '7.92', '0']);
    expect(round.state).toEqual({ difficulty: 'medium', steps: [1, 1, 1], fell: 1 });
  });

  it('recomputes the fragile panels of 300 random rounds', async () => {
    const difficulties = ['easy', 'medium', 'hard'] as const;
    for (let i = 0; i < 300; i++) {
      const random = randomSeeds();
      const params: BridgeParams = { difficulty: difficulties[randomInt(0, 3)]! };
      const floats = await generateFloats(random, bridgeGame.floatCount(params));
      const { round } = advanceRound(bridgeGame, newRoundSnapshot(bridgeGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome!.fragile).toEqual(verifierFragile(random.serverSeed, random.clientSeed, random.nonce, params.difficulty));
    }
  });
});
