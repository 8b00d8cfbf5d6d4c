import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { dropGame } from './game';
import type { DropParams, DropState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It even reads the
// boards (each ring's multiplier and word count) from RULES.md's table, not from the code.

interface VerifiedDrop {
  readonly ring: number;
  readonly multiplier: string;
  readonly radius: number;
  readonly angle: number;
}

/** RULES.md's boards table: risk → its rings from the bullseye out, multiplier and word count. */
function boardsFromRules(): Map<string, { multiplier: string; count: number }[]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const boards = new Map<string, { multiplier: string; count: number }[]>();
  for (const [, risk, ring, multiplier, count] of rules.matchAll(/^\| (low|medium|high) \| (\d) \| ([0-9.]+) \| (\d+) \|$/gm)) {
    const rings = boards.get(risk!) ?? [];
    expect(rings.length).toBe(Number(ring));
    rings.push({ multiplier: multiplier!, count: Number(count) });
    boards.set(risk!, rings);
  }
  return boards;
}

function verifyDrop(serverSeed: string, clientSeed: string, nonce: number, rings: { multiplier: string; count: number }[]): VerifiedDrop {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const w0 = bytes.readUInt32BE(0);
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  const f1 = bytes[4]! / 256 + bytes[5]! / 256 ** 2 + bytes[6]! / 256 ** 3 + bytes[7]! / 256 ** 4;
  // Ring k owns the words T_k … T_(k+1) − 1, counted from the bullseye out; past the last, off the rings.
  let start = 0;
  let ring = 0;
  while (ring < rings.length && w0 >= start + rings[ring]!.count) start += rings[ring++]!.count;
  return { ring, multiplier: ring < rings.length ? rings[ring]!.multiplier : '0', radius: Math.sqrt(f0), angle: 360 * f1 };
}

const RISKS = ['low', 'medium', 'high'] as const;

describe('independent verifier', () => {
  const boards = boardsFromRules();

  it('reads the three boards from RULES.md', () => {
    expect([...boards.keys()]).toEqual(['low', 'medium', 'high']);
    expect([...boards.values()].map((rings) => rings.length)).toEqual([4, 5, 5]);
  });

  it('recomputes RULES.md’s worked example: medium, nonce 8 lands on ring 2, 3×, at 45.4°', async () => {
    const seeds = { serverSeed: '3e8a1f0c5b7d92e4a6c8f0b1d3e5a7c9f1b3d5e7a9c0e2f4a6b8d0c2e4f6a8b0', clientSeed: 'drop-known-answer', nonce: 8 };
    const digest = createHmac('sha256', seeds.serverSeed).update('drop-known-answer:8:0').digest('hex');
    expect(digest).toBe('13229ee0204a67544fd929959f0b4610d81902d09e7172c4bf47c827ae43a2f1');
    const verified = verifyDrop(seeds.serverSeed, seeds.clientSeed, seeds.nonce, boards.get('medium')!);
    expect(verified).toEqual({ ring: 2, multiplier: '3', radius: 0.27339900972034203, angle: 45.408711321651936 });
    const params: DropParams = { risk: 'medium' };
    const floats = await generateFloats(seeds, dropGame.floatCount(params));
    expect(floats).toEqual([321_036_000 / 2 ** 32, 541_747_028 / 2 ** 32]);
    const { round } = advanceRound(dropGame, newRoundSnapshot(dropGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ ring: 2, radius: verified.radius, angle: verified.angle });
    expect(round).toMatchObject({ multiplier: '3', payout: '3' });
  });

  it('recomputes the ring, the multiplier and the spot of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: DropParams = { risk: RISKS[randomInt(0, 3)]! };
      const floats = await generateFloats(seeds, dropGame.floatCount(params));
      const { round, intents } = advanceRound(dropGame, newRoundSnapshot(dropGame, params, '1'), { kind: 'start', floats });
      const verified = verifyDrop(seeds.serverSeed, seeds.clientSeed, seeds.nonce, boards.get(params.risk)!);
      expect(round.outcome).toEqual({ ring: verified.ring, radius: verified.radius, angle: verified.angle });
      expect(round.state as DropState).toEqual(verified);
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(verified.multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
