import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { wheelGame } from './game';
import type { WheelParams, WheelState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It even reads the
// layouts from RULES.md's table, not from the code.

function verifierSegment(serverSeed: string, clientSeed: string, nonce: number, segments: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f0 * segments);
}

/** RULES.md's layouts table: "risk segments" → the multipliers of segments 0, 1, 2, …. */
function layoutsFromRules(): Map<string, string[]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| (low|medium|high) \| (\d+) \| ([0-9. ]+) \|$/gm)];
  return new Map(rows.map(([, risk, segments, list]) => [`${risk} ${segments}`, list!.split(' ')]));
}

const RISKS = ['low', 'medium', 'high'] as const;
const COUNTS = [10, 20, 30, 40, 50] as const;

describe('independent verifier', () => {
  const layouts = layoutsFromRules();

  it('reads all 15 layouts from RULES.md', () => {
    expect(layouts.size).toBe(15);
  });

  it('recomputes RULES.md’s worked example: medium, 30 segments, nonce 1 lands on segment 17, 1.5×', async () => {
    const seeds = { serverSeed: '7c1d3f4e9a0b2c5d6e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6', clientSeed: 'wheel-known-answer', nonce: 1 };
    const digest = createHmac('sha256', seeds.serverSeed).update('wheel-known-answer:1:0').digest('hex');
    expect(digest).toBe('95930168dd8dcf2d4548f773aa04d226931955c78c191af36445a160ea108a85');
    expect(verifierSegment(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 30)).toBe(17);
    expect(layouts.get('medium 30')![17]).toBe('1.5');
    const params: WheelParams = { risk: 'medium', segments: 30 };
    const floats = await generateFloats(seeds, wheelGame.floatCount(params));
    expect(floats).toEqual([2_509_439_336 / 2 ** 32]);
    const { round } = advanceRound(wheelGame, newRoundSnapshot(wheelGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ segment: 17 });
    expect(round).toMatchObject({ multiplier: '1.5', payout: '1.5' });
  });

  it('recomputes the segment and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: WheelParams = { risk: RISKS[i % 3]!, segments: COUNTS[randomInt(0, 5)]! };
      const floats = await generateFloats(seeds, wheelGame.floatCount(params));
      const { round, intents } = advanceRound(wheelGame, newRoundSnapshot(wheelGame, params, '1'), { kind: 'start', floats });
      const segment = verifierSegment(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.segments);
      const multiplier = layouts.get(`${params.risk} ${params.segments}`)![segment]!;
      expect(round.outcome).toEqual({ segment });
      expect(round.state as WheelState).toEqual({ segment, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
