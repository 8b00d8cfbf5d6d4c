import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { recomputeRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { voltGame } from './game';
import type { VoltOutcome, VoltParams, VoltState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the
// ladders (first words and multipliers) from RULES.md's table, not from the code.

/** The 32-bit word of a round: the first 4 bytes of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:0"), big-endian. */
function verifierWord(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return f0 * 2 ** 32;
}

/** RULES.md's ladders table: risk → the rows of levels 0 … 10, each its first word and multiplier. */
function laddersFromRules(): Map<string, { firstWord: number; multiplier: string }[]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const ladders = new Map<string, { firstWord: number; multiplier: string }[]>();
  for (const [, risk, level, firstWord, , multiplier] of rules.matchAll(/^\| (low|medium|high) \| (\d+) \| (\d+) \| (\d+) \| ([0-9.]+) \|$/gm)) {
    const rows = ladders.get(risk!) ?? [];
    expect(Number(level)).toBe(rows.length);
    rows.push({ firstWord: Number(firstWord), multiplier: multiplier! });
    ladders.set(risk!, rows);
  }
  return ladders;
}

/** The level a word draws: the last row whose first word it reaches. */
function verifierLevel(rows: readonly { firstWord: number }[], word: number): number {
  return rows.findLastIndex((row) => row.firstWord <= word);
}

const RISKS = ['low', 'medium', 'high'] as const;
const EXAMPLE = { serverSeed: 'a4f1c9e2b7d30816c5e9f2a1b4d7c0e3f6a9b2c5d8e1f4a7b0c3d6e9f2a5b8c1', clientSeed: 'volt-known-answer', nonce: 7 };

describe('independent verifier', () => {
  const ladders = laddersFromRules();

  it('reads the three ladders of 11 levels from RULES.md', () => {
    expect([...ladders.keys()]).toEqual([...RISKS]);
    for (const rows of ladders.values()) expect(rows).toHaveLength(11);
  });

  it('recomputes RULES.md’s worked example: medium risk, nonce 7 reaches rung 6, 3×', async () => {
    const digest = createHmac('sha256', EXAMPLE.serverSeed).update('volt-known-answer:7:0').digest('hex');
    expect(digest).toBe('f111c824286689bff6c89c5422561fd75c67012de4bc8af6bc7e30b509d745e9');
    const word = verifierWord(EXAMPLE.serverSeed, EXAMPLE.clientSeed, EXAMPLE.nonce);
    expect(word).toBe(4_044_474_404);
    expect(RISKS.map((risk) => verifierLevel(ladders.get(risk)!, word))).toEqual([10, 6, 4]);
    expect(ladders.get('medium')![6]!.multiplier).toBe('3');
    const params: VoltParams = { risk: 'medium' };
    const floats = await generateFloats(EXAMPLE, voltGame.floatCount(params));
    expect(floats).toEqual([4_044_474_404 / 2 ** 32]);
    const { round } = advanceRound(voltGame, newRoundSnapshot(voltGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ level: 6 });
    expect(round).toMatchObject({ multiplier: '3', payout: '3' });
  });

  it('recomputes the level and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: VoltParams = { risk: RISKS[randomInt(0, 3)]! };
      const floats = await generateFloats(seeds, voltGame.floatCount(params));
      const { round, intents } = advanceRound(voltGame, newRoundSnapshot(voltGame, params, '1'), { kind: 'start', floats });
      const rows = ladders.get(params.risk)!;
      const level = verifierLevel(rows, verifierWord(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
      const multiplier = rows[level]!.multiplier;
      expect(round.outcome).toEqual({ level });
      expect(round.state as VoltState).toEqual({ level, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});

describe('the fairness panel’s check', () => {
  it('verifies a demo round from its revealed seeds through game.ts and describes it', async () => {
    const demo = demoPlay(voltGame, { seeds: { serverSeed: EXAMPLE.serverSeed, clientSeed: EXAMPLE.clientSeed } });
    let last = '';
    for (let nonce = 1; nonce <= EXAMPLE.nonce; nonce++) last = (await demo.placeBet('volt', '1', { risk: 'medium' })).round.id;
    // Before the rotation the seed is secret; after it the round can be recomputed.
    expect((await recomputeRound(voltGame, (await demo.proof(last))!)).verdict).toBe('not-revealed');
    await demo.rotateSeed(null);
    const proof = (await demo.proof(last))!;
    expect(proof).toMatchObject({ serverSeed: EXAMPLE.serverSeed, nonce: EXAMPLE.nonce, outcome: { level: 6 } });
    const check = await recomputeRound(voltGame, proof);
    expect(check).toMatchObject({ verdict: 'verified', outcome: { level: 6 } });
    expect(voltGame.describeOutcome!(check.outcome as VoltOutcome, check.params as VoltParams, 'en')).toBe('rung 6 (3×)');
    // A forged outcome does not verify.
    expect((await recomputeRound(voltGame, { ...proof, outcome: { level: 7 } })).verdict).toBe('mismatch');
  });
});
