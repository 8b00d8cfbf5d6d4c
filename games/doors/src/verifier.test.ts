import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { doorsGame } from './game';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads each
// float as a 32-bit word and finds the trap in integers: door d ⟺ d × 2³² ≤ w × n < (d + 1) × 2³².

/** The 32-bit word of float i: block ⌊i/8⌋, bytes 4·(i mod 8) … +3, big-endian. */
function word(serverSeed: string, clientSeed: string, nonce: number, i: number): number {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${Math.floor(i / 8)}`).digest();
  return block.readUInt32BE(4 * (i % 8));
}

function verifierTraps(serverSeed: string, clientSeed: string, nonce: number, doors: number): number[] {
  return Array.from({ length: 10 }, (_, level) => Number((BigInt(word(serverSeed, clientSeed, nonce, level)) * BigInt(doors)) >> 32n));
}

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: 3 doors, nonce 7', async () => {
    const seeds = { serverSeed: 'b7d1e94a03c2f8567e1a9d4b2c6f0e8a5d3b7c9e1f2a4d6b8c0e3f5a7b9d1c2e', clientSeed: 'doors-known-answer', nonce: 7 };
    const digest = (r: number) => createHmac('sha256', seeds.serverSeed).update(`doors-known-answer:7:${r}`).digest('hex');
    expect(digest(0)).toBe('a988f875af35bce4407ae000babcaa5b4462abe42b7dfdd95c7c0aadada437ce');
    expect(digest(1)).toBe('528f3d4807fb45818b04bc9c1d6c72632e459e14c5342472216e76d5fbfe1a2c');
    const traps = verifierTraps(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3);
    expect(traps).toEqual([1, 2, 0, 2, 0, 0, 1, 2, 0, 0]);

    const floats = await generateFloats(seeds, doorsGame.floatCount({ doors: 3 }));
    let { round } = advanceRound(doorsGame, newRoundSnapshot(doorsGame, { doors: 3 }, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ traps });
    // Door 0 on every level: levels 1 and 2 passed (1.485×, 2.2275×), trapped on level 3.
    const multipliers: string[] = [];
    while (round.status === 'open') {
      round = advanceRound(doorsGame, round, { kind: 'act', action: 'open', params: { door: 0 } }).round;
      multipliers.push(round.multiplier);
    }
    expect(multipliers).toEqual(['1.485', '2.2275', '0']);
    expect(round.state).toEqual({ doors: 3, opened: [0, 0], hit: 0 });
  });

  it('recomputes the traps of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = { doors: randomInt(2, 6) };
      const floats = await generateFloats(seeds, doorsGame.floatCount(params));
      const { round } = advanceRound(doorsGame, newRoundSnapshot(doorsGame, params, '1'), { kind: 'start', floats });
      expect(round.outcome!.traps).toEqual(verifierTraps(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.doors));
    }
  });
});
