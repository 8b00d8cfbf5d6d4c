import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { sparkGame } from './game';
import type { SparkParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto and BigInt, sharing no
// code with the kit's RNG or the rules: what a player would write to check a revealed round.

/** RULES.md: point = floor(f0 × 10000), f0 from the first 4 bytes of the round's first HMAC block. */
function verifierPoint(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f0 * 10000);
}

/** RULES.md: 9900 / width floored to 4 places, as normalised decimal text, with BigInt only. */
function verifierMultiplier(width: number): string {
  const units = 99_000_000n / BigInt(width);
  const text = `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;
  return text.replace(/\.?0+$/, '');
}

/** A random window RULES.md allows: 200 ≤ width ≤ 9500, 0 ≤ start ≤ 10000 − width. */
function randomWindow(): SparkParams {
  const width = randomInt(200, 9501);
  return { start: randomInt(0, 10_001 - width), width };
}

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: nonce 1 stops at 44.46, inside 30.00–55.00, 3.96×', async () => {
    const seeds = { serverSeed: '3b8f0e2d9c71a4f65e0d2c8b7a19f3e4d5c6b7a8091e2f3a4b5c6d7e8f901a2b', clientSeed: 'spark-known-answer', nonce: 1 };
    const digest = createHmac('sha256', seeds.serverSeed).update('spark-known-answer:1:0').digest('hex');
    expect(digest).toBe('71d33444d23ab2011144f7f177d02bce3e3bf53b82f03ee6dd522398aa71c522');
    expect(verifierPoint(seeds.serverSeed, seeds.clientSeed, seeds.nonce)).toBe(4446);
    expect(verifierMultiplier(2500)).toBe('3.96');
    const params: SparkParams = { start: 3000, width: 2500 };
    const floats = await generateFloats(seeds, sparkGame.floatCount(params));
    expect(floats).toEqual([1_909_666_884 / 2 ** 32]);
    const { round } = advanceRound(sparkGame, newRoundSnapshot(sparkGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ point: 4446 });
    expect(round).toMatchObject({ state: { point: 4446, won: true, multiplier: '3.96' }, payout: '3.96' });
  });

  it('prices the multipliers of RULES.md’s table', () => {
    expect([200, 500, 2500, 3300, 9383, 9500].map(verifierMultiplier)).toEqual(['49.5', '19.8', '3.96', '3', '1.055', '1.0421']);
  });

  it('recomputes the point, the verdict and the multiplier of 300 random rounds on random windows', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = randomWindow();
      const floats = await generateFloats(seeds, sparkGame.floatCount(params));
      const { round, intents } = advanceRound(sparkGame, newRoundSnapshot(sparkGame, params, '1'), { kind: 'start', floats });
      const point = verifierPoint(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const won = params.start <= point && point < params.start + params.width;
      const multiplier = won ? verifierMultiplier(params.width) : '0';
      expect(round.outcome).toEqual({ point });
      expect(round.state).toEqual({ point, won, multiplier });
      expect(round).toMatchObject({ status: 'closed', multiplier, payout: multiplier });
      expect(intents.map((intent) => intent.kind)).toEqual(won ? ['debit', 'credit'] : ['debit']);
    }
  });
});
