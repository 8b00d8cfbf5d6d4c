import { createHmac } from 'node:crypto';
import { generateFloats } from '@rgs/game-kit';
import { payoutOf } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { playPlinko, plinkoDirection, plinkoFloatCount, plinkoParamsSchema, plinkoPaytable, type PlinkoParams } from './rules';

describe('plinko params', () => {
  it('accepts rows 8–16, the three risks and 1–100 balls', () => {
    expect(plinkoParamsSchema.parse({ rows: 8, risk: 'low', balls: 1 })).toStrictEqual({ rows: 8, risk: 'low', balls: 1 });
    expect(plinkoParamsSchema.parse({ rows: 16, risk: 'high', balls: 100 })).toStrictEqual({ rows: 16, risk: 'high', balls: 100 });
    expect(plinkoParamsSchema.safeParse({ rows: 12, risk: 'medium', balls: 50 }).success).toBe(true);
  });

  it.each([
    ['7 rows', { rows: 7, risk: 'low', balls: 1 }],
    ['17 rows', { rows: 17, risk: 'low', balls: 1 }],
    ['fractional rows', { rows: 8.5, risk: 'low', balls: 1 }],
    ['rows as text', { rows: '8', risk: 'low', balls: 1 }],
    ['an unknown risk', { rows: 8, risk: 'extreme', balls: 1 }],
    ['0 balls', { rows: 8, risk: 'low', balls: 0 }],
    ['101 balls', { rows: 8, risk: 'low', balls: 101 }],
    ['fractional balls', { rows: 8, risk: 'low', balls: 1.5 }],
    ['NaN balls', { rows: 8, risk: 'low', balls: Number.NaN }],
    ['a missing key', { rows: 8, risk: 'low' }],
    ['an unknown key', { rows: 8, risk: 'low', balls: 1, amount: '1' }],
  ])('refuses %s', (_name, params) => {
    expect(plinkoParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('plinko outcome mapping', () => {
  it('uses one float per row per ball', () => {
    expect(plinkoFloatCount({ rows: 8, risk: 'low', balls: 1 })).toBe(8);
    expect(plinkoFloatCount({ rows: 16, risk: 'high', balls: 100 })).toBe(1600);
  });

  it('goes left below 0.5 and right from 0.5 up', () => {
    expect(plinkoDirection(0)).toBe(0);
    expect(plinkoDirection(0.5 - 2 ** -32)).toBe(0);
    expect(plinkoDirection(0.5)).toBe(1);
    expect(plinkoDirection(1 - 2 ** -32)).toBe(1);
  });

  it('reads ball b from floats b × rows … b × rows + rows − 1 and lands it in the slot of its number of rights', () => {
    const params: PlinkoParams = { rows: 8, risk: 'medium', balls: 3 };
    // Ball 0: all left. Ball 1: all right. Ball 2: right, left, alternating (4 rights).
    const floats = [...Array(8).fill(0.1), ...Array(8).fill(0.9), ...Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? 0.5 : 0.4999))];
    const result = playPlinko(params, floats);
    expect(result.paths).toStrictEqual([
      [0, 0, 0, 0, 0, 0, 0, 0],
      [1, 1, 1, 1, 1, 1, 1, 1],
      [1, 0, 1, 0, 1, 0, 1, 0],
    ]);
    expect(result.slots).toStrictEqual([0, 8, 4]);
    expect(result.multipliers).toStrictEqual(['13.12', '13.12', '0.4']);
    expect(result.total).toBe('26.64');
  });

  it('fails loudly when given fewer floats than the batch needs, or a float outside [0, 1)', () => {
    expect(() => playPlinko({ rows: 8, risk: 'low', balls: 2 }, Array(15).fill(0.3))).toThrow(RangeError);
    expect(() => playPlinko({ rows: 8, risk: 'low', balls: 1 }, [...Array(7).fill(0.3), 1])).toThrow(RangeError);
  });

  it('sums the multipliers exactly: 100 balls in the 0.2 centre total 20, not 19.999…', () => {
    // 16 rows, alternating left/right: 8 rights, the 0.2× centre slot of the high table.
    const floats = Array.from({ length: 1600 }, (_, i) => (i % 2 === 0 ? 0.25 : 0.75));
    const result = playPlinko({ rows: 16, risk: 'high', balls: 100 }, floats);
    expect(new Set(result.slots)).toStrictEqual(new Set([8]));
    expect(result.total).toBe('20');
    // A batch of 100 edge balls at 16 rows high: 100 × 1007.72.
    expect(playPlinko({ rows: 16, risk: 'high', balls: 100 }, Array(1600).fill(0.99)).total).toBe('100772');
    // What the batch pays for a stake of 0.3 per ball: 0.3 × 20, rounded down to 10 places by the kit.
    expect(payoutOf('0.3', result.total).toFixed()).toBe('6');
  });
});

// Written from INTERFACES.md §4 and RULES.md alone on node:crypto, sharing no code with the kit's RNG
// or the rules: what a player would write to check a revealed batch by hand.
function verifierPaths(serverSeed: string, clientSeed: string, nonce: number, rows: number, balls: number): number[][] {
  const floats: number[] = [];
  for (let r = 0; floats.length < rows * balls; r++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 32; i += 4) floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
  }
  return Array.from({ length: balls }, (_, b) => floats.slice(b * rows, (b + 1) * rows).map((f) => (f < 0.5 ? 0 : 1)));
}

describe('plinko known-answer vectors', () => {
  const serverSeed = '7c1d3f4e9a0b2c5d6e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6';
  const clientSeed = 'plinko-known-answer';
  // Written down once from the independent verifier below; a change to the mapping or the RNG breaks them.
  const vectors = [
    { nonce: 1, params: { rows: 9, risk: 'medium', balls: 4 }, paths: ['011100110', '111001010', '101000100', '000001111'], slots: [5, 5, 3, 4] },
    { nonce: 2, params: { rows: 16, risk: 'high', balls: 2 }, paths: ['1010010110011110', '0101101010000001'], slots: [9, 6] },
    { nonce: 3, params: { rows: 8, risk: 'low', balls: 3 }, paths: ['10110100', '11010111', '00011110'], slots: [4, 6, 4] },
  ] as const;

  it.each(vectors)('nonce $nonce: $params.rows rows × $params.balls balls land in $slots', async ({ nonce, params, paths, slots }) => {
    const result = playPlinko(params, await generateFloats({ serverSeed, clientSeed, nonce }, plinkoFloatCount(params)));
    expect(result.paths.map((p) => p.join(''))).toStrictEqual(paths);
    expect(result.slots).toStrictEqual(slots);
    expect(result.paths).toStrictEqual(verifierPaths(serverSeed, clientSeed, nonce, params.rows, params.balls));
    const table = plinkoPaytable(params.rows, params.risk);
    expect(result.multipliers).toStrictEqual(slots.map((s) => table[s]));
  });

  it('gives the floats of the hand check in RULES.md', async () => {
    const floats = await generateFloats({ serverSeed, clientSeed, nonce: 3 }, 8);
    expect(floats.map((f) => f.toFixed(6))).toStrictEqual(['0.645290', '0.484957', '0.751898', '0.568163', '0.443035', '0.592346', '0.310634', '0.146227']);
    expect(createHmac('sha256', serverSeed).update(`${clientSeed}:3:0`).digest('hex')).toBe('a531be137c261d5fc07c651d91731bf2716ac4fd97a3f5a34f85b87e256f25b5');
  });

  it('matches the independent verifier on 200 random batches', async () => {
    const { randomBytes, randomInt } = await import('node:crypto');
    for (let i = 0; i < 200; i++) {
      const seeds = { serverSeed: randomBytes(32).toString('hex'), clientSeed: randomBytes(8).toString('base64'), nonce: randomInt(1, 1_000_000) };
      const params = plinkoParamsSchema.parse({ rows: randomInt(8, 17), risk: ['low', 'medium', 'high'][i % 3], balls: randomInt(1, 101) });
      const result = playPlinko(params, await generateFloats(seeds, plinkoFloatCount(params)));
      const paths = verifierPaths(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.rows, params.balls);
      expect(result.paths).toStrictEqual(paths);
      expect(result.slots).toStrictEqual(paths.map((p) => p.filter((d) => d === 1).length));
    }
  });
});
