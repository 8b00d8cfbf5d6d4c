import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { safeGame } from './game';
import type { SafeParams, SafeState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It even reads the
// paytable from RULES.md's table, not from the code.

function verifierCode(serverSeed: string, clientSeed: string, nonce: number, dials: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return Array.from({ length: dials }, (_, i) => {
    const [b0, b1, b2, b3] = bytes.subarray(4 * i, 4 * i + 4);
    const f = b0! / 256 + b1! / 256 ** 2 + b2! / 256 ** 3 + b3! / 256 ** 4;
    return Math.floor(f * 10);
  });
}

/** RULES.md's paytable: dials → the multiplier of 0, 1, … matches. */
function paytableFromRules(): Map<number, string[]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| ([234]) \| ([0-9. |]+)\|$/gm)];
  return new Map(rows.map(([, dials, cells]) => [Number(dials), cells!.split('|').map((c) => c.trim()).filter(Boolean)]));
}

describe('independent verifier', () => {
  const paytable = paytableFromRules();

  it('reads the three locks from RULES.md', () => {
    expect([...paytable.keys()]).toEqual([2, 3, 4]);
    expect(paytable.get(4)).toEqual(['0', '0', '0', '100', '6299.99']);
  });

  it('recomputes RULES.md’s worked example: 4 dials, guess 7 3 9 1, nonce 5 draws 7 5 9 1, three matches, 100×', async () => {
    const seeds = { serverSeed: '5e2a9c1f7b3d4e6a8c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a', clientSeed: 'safe-known-answer', nonce: 5 };
    const digest = createHmac('sha256', seeds.serverSeed).update('safe-known-answer:5:0').digest('hex');
    expect(digest).toBe('bd4410f69993f16bf64756a42970c02e12c757be6d0d48974c6f158577b23f51');
    expect(verifierCode(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 4)).toEqual([7, 5, 9, 1]);
    expect(paytable.get(4)![3]).toBe('100');
    const params: SafeParams = { dials: 4, guess: [7, 3, 9, 1] };
    const floats = await generateFloats(seeds, safeGame.floatCount(params));
    expect(floats).toEqual([3_175_354_614, 2_576_609_643, 4_131_870_372, 695_255_086].map((w) => w / 2 ** 32));
    const { round } = advanceRound(safeGame, newRoundSnapshot(safeGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ code: [7, 5, 9, 1] });
    expect(round).toMatchObject({ multiplier: '100', payout: '100' });
  });

  it('recomputes the code, the matches and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const dials = ([2, 3, 4] as const)[i % 3]!;
      const code = verifierCode(seeds.serverSeed, seeds.clientSeed, seeds.nonce, dials);
      // Every third round guesses the code itself, so the top prizes are checked too.
      const guess = i % 9 < 3 ? [...code] : Array.from({ length: dials }, () => randomInt(0, 10));
      const params: SafeParams = { dials, guess };
      const floats = await generateFloats(seeds, safeGame.floatCount(params));
      const { round, intents } = advanceRound(safeGame, newRoundSnapshot(safeGame, params, '1'), { kind: 'start', floats });
      const matches = code.filter((digit, dial) => digit === guess[dial]).length;
      const multiplier = paytable.get(dials)![matches]!;
      expect(round.outcome).toEqual({ code });
      expect(round.state as SafeState).toEqual({ guess, code, matches, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
