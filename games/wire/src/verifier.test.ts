import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { wireGame } from './game';
import type { WireParams, WireResult } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed batch. It reads the
// terminal tables from RULES.md, not from the code, and works on the words as integers.

/** The 32-bit words of a round: block r = HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<r>"), 8 words per block. */
function verifierWords(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const words: number[] = [];
  for (let r = 0; words.length < count; r++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 32 && words.length < count; i += 4) words.push(block.readUInt32BE(i));
  }
  return words;
}

/** RULES.md's tables: per risk, the multipliers and the running totals C_k of terminals 0 … 8. */
function tablesFromRules(): Map<string, { multipliers: string[]; bounds: number[] }> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| (low|medium|high) \| (multiplier|C_k) \| (.+) \|$/gm)];
  const tables = new Map<string, { multipliers: string[]; bounds: number[] }>();
  for (const [, risk, kind, cells] of rows) {
    const values = cells!.split(' | ');
    const table = tables.get(risk!) ?? { multipliers: [], bounds: [] };
    if (kind === 'multiplier') table.multipliers = values;
    else table.bounds = values.map(Number);
    tables.set(risk!, table);
  }
  return tables;
}

/** The terminal of a word: the first k with word < C_k × 2¹⁶ (RULES.md, "Outcome"). */
function verifierTerminal(word: number, bounds: readonly number[]): number {
  return bounds.findIndex((bound) => word < bound * 65_536);
}

/** Plays a batch through the seam on the kit's floats. */
async function played(seeds: { serverSeed: string; clientSeed: string; nonce: number }, params: WireParams) {
  const floats = await generateFloats(seeds, wireGame.floatCount(params));
  return advanceRound(wireGame, newRoundSnapshot(wireGame, params, '1'), { kind: 'start', floats });
}

const RISKS = ['low', 'medium', 'high'] as const;

describe('independent verifier', () => {
  const tables = tablesFromRules();

  it('reads the three tables from RULES.md, 9 terminals each', () => {
    expect([...tables.keys()]).toEqual(['low', 'medium', 'high']);
    for (const { multipliers, bounds } of tables.values()) {
      expect(multipliers).toHaveLength(9);
      expect(bounds).toHaveLength(9);
      expect(bounds.at(-1)).toBe(65_536);
    }
  });

  it('recomputes RULES.md’s worked example: medium, 3 currents, nonce 3 reach terminals 7, 5 and 3, total 12.44', async () => {
    const seeds = { serverSeed: '7c1d3f4e9a0b2c5d6e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6', clientSeed: 'wire-known-answer', nonce: 3 };
    const digest = createHmac('sha256', seeds.serverSeed).update('wire-known-answer:3:0').digest('hex');
    expect(digest).toBe('fed03640d9d8b8c2151ad0ed4e1d2284e31488a750594e725202c46851b1d9a7');
    const words = verifierWords(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3);
    expect(words).toEqual([4_275_058_240, 3_654_858_946, 354_078_957]);
    expect(words.map((w) => Math.floor(w / 65_536))).toEqual([65_232, 55_768, 5_402]);
    const medium = tables.get('medium')!;
    const terminals = words.map((w) => verifierTerminal(w, medium.bounds));
    expect(terminals).toEqual([7, 5, 3]);
    expect(terminals.map((t) => medium.multipliers[t])).toEqual(['10', '1.22', '1.22']);

    const { round, intents } = await played(seeds, { risk: 'medium', currents: 3 });
    expect(round.outcome).toEqual({ terminals: [7, 5, 3], multipliers: ['10', '1.22', '1.22'], total: '12.44' });
    expect(intents).toEqual([
      { kind: 'debit', amount: '3', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '12.44' },
    ]);
  });

  it('recomputes the terminals, multipliers and total of 300 random batches, crossing HMAC blocks', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: WireParams = { risk: RISKS[i % 3]!, currents: i < 3 ? 100 : randomInt(1, 101) };
      const { round } = await played(seeds, params);
      const table = tables.get(params.risk)!;
      const terminals = verifierWords(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.currents).map((w) => verifierTerminal(w, table.bounds));
      const multipliers = terminals.map((t) => table.multipliers[t]!);
      // The total in hundredths, as integers: no decimal library shared with the rules.
      const hundredths = multipliers.reduce((sum, m) => sum + Math.round(Number(m) * 100), 0);
      const result = round.state as WireResult;
      expect(result.terminals).toEqual(terminals);
      expect(result.multipliers).toEqual(multipliers);
      expect(Math.round(Number(result.total) * 100)).toBe(hundredths);
      expect(round.status).toBe('closed');
    }
  });
});
