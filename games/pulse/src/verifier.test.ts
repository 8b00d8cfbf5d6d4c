import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { pulseGame } from './game';
import type { PulseParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the word
// ranges from RULES.md's beat table and multiplies in integers (hundredths), not from the code.

interface Range {
  readonly multiplier: string;
  readonly first: string;
  readonly from: number;
  readonly to: number;
}

/** RULES.md's beat table: risk → its rows with their word ranges. */
function tablesFromRules(): Map<string, Range[]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const tables = new Map<string, Range[]>();
  for (const [, risk, multiplier, first, , from, to] of rules.matchAll(/^\| (low|medium|high) \| ([0-9.]+) \| ([0-9.]+) \| (\d+) \| (\d+) … (\d+) \|$/gm)) {
    tables.set(risk!, [...(tables.get(risk!) ?? []), { multiplier: multiplier!, first: first!, from: Number(from), to: Number(to) }]);
  }
  return tables;
}

/** The 32-bit word of float i: bytes 4i … 4i + 3 of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:0"), big-endian. */
function word(serverSeed: string, clientSeed: string, nonce: number, i: number): number {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(4 * i);
}

/** A decimal text in hundredths, by its digits ("1.92" → 192). */
const hundredths = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

function verify(tables: Map<string, Range[]>, serverSeed: string, clientSeed: string, nonce: number, risk: string) {
  const beats = [0, 1, 2].map((i) => {
    const w = word(serverSeed, clientSeed, nonce, i);
    const row = tables.get(risk)!.find((r) => r.from <= w && w <= r.to)!;
    return i === 0 ? row.first : row.multiplier;
  });
  const flat = beats.indexOf('0');
  const played = flat === -1 ? beats : beats.slice(0, flat + 1);
  // The product in millionths (each factor in hundredths): an exact integer, written back as decimal text.
  const millionths = flat === -1 ? beats.reduce((p, b) => p * BigInt(hundredths(b)), 1n) : 0n;
  const whole = millionths / 1_000_000n;
  const fraction = (millionths % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return { beats, played, multiplier: fraction ? `${whole}.${fraction}` : `${whole}` };
}

const RISKS = ['low', 'medium', 'high'] as const;

describe('independent verifier', () => {
  const tables = tablesFromRules();

  it('reads the three tables from RULES.md, each covering every word once', () => {
    expect([...tables.keys()]).toEqual(['low', 'medium', 'high']);
    for (const rows of tables.values()) {
      expect(rows[0]!.from).toBe(0);
      expect(rows.at(-1)!.to).toBe(2 ** 32 - 1);
      rows.slice(1).forEach((row, i) => expect(row.from).toBe(rows[i]!.to + 1));
    }
  });

  it('recomputes RULES.md’s worked example: medium, nonce 32 beats 1.92×, 3×, 0.5× and pays 2.88×', async () => {
    const seeds = { serverSeed: '3e7a91c4d2b85f06a1c9e4d7b2f8a5c0e9d3b6a4f1c8e2d5b9a7f4c1e6d3b8a2', clientSeed: 'pulse-known-answer', nonce: 32 };
    const digest = createHmac('sha256', seeds.serverSeed).update('pulse-known-answer:32:0').digest('hex');
    expect(digest).toBe('cce5662ef1f12ee95ce108ebab7889c6a0c597aa477cae1373bce0784c3c10d1');
    const words = [0, 1, 2].map((i) => word(seeds.serverSeed, seeds.clientSeed, seeds.nonce, i));
    expect(words).toEqual([3_437_585_966, 4_059_115_241, 1_558_251_755]);
    expect(verify(tables, seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'medium')).toEqual({ beats: ['1.92', '3', '0.5'], played: ['1.92', '3', '0.5'], multiplier: '2.88' });
    const params: PulseParams = { risk: 'medium' };
    const floats = await generateFloats(seeds, pulseGame.floatCount(params));
    expect(floats).toEqual(words.map((w) => w / 2 ** 32));
    const { round } = advanceRound(pulseGame, newRoundSnapshot(pulseGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ beats: ['1.92', '3', '0.5'] });
    expect(round).toMatchObject({ multiplier: '2.88', payout: '2.88' });
  });

  it('recomputes the beats and the product of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: PulseParams = { risk: RISKS[randomInt(0, 3)]! };
      const floats = await generateFloats(seeds, pulseGame.floatCount(params));
      const { round, intents } = advanceRound(pulseGame, newRoundSnapshot(pulseGame, params, '1'), { kind: 'start', floats });
      const expected = verify(tables, seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.risk);
      expect(round.outcome).toEqual({ beats: expected.beats });
      expect(round.state).toEqual({ beats: expected.played, multiplier: expected.multiplier });
      expect(round).toMatchObject({ status: 'closed', multiplier: expected.multiplier });
      expect(intents.map((intent) => intent.kind)).toEqual(expected.multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
