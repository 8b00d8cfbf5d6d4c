import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { chickenGame } from './game';
import type { ChickenParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto and BigInt, sharing no
// code with the kit's RNG or the rules: what a player would write to check a revealed round. It
// reads each difficulty's danger from RULES.md's table and tests whole 32-bit words against
// ⌈d × 2³² / n⌉, where the rules multiply a float.

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** RULES.md's difficulty table: name → danger d. */
const DANGERS = new Map([...RULES.matchAll(/^\| `(\w+)` \| (\d+) \| (\d+) \|/gm)].map(([, name, d]) => [name!, Number(d)]));

/** The round's words, 8 per HMAC block, big-endian. */
function words(serverSeed: string, clientSeed: string, nonce: number, count: number): bigint[] {
  const out: bigint[] = [];
  for (let r = 0; out.length < count; r++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 8 && out.length < count; i++) out.push(BigInt(digest.readUInt32BE(4 * i)));
  }
  return out;
}

/** The lanes with a car: lane j when its word is below ⌈d × 2³² / (25 − j)⌉. */
function verifyCars(serverSeed: string, clientSeed: string, nonce: number, difficulty: string): number[] {
  const d = BigInt(DANGERS.get(difficulty)!);
  const lanes = 25 - Number(d);
  return words(serverSeed, clientSeed, nonce, lanes).flatMap((w, j) => {
    const n = BigInt(25 - j);
    const threshold = (d * 2n ** 32n + n - 1n) / n;
    return w < threshold ? [j] : [];
  });
}

/** 0.99 / Π (25 − j − d)/(25 − j) over the first k lanes, floored to 4 decimals, as text. */
function verifyMultiplier(difficulty: string, k: number): string {
  const d = DANGERS.get(difficulty)!;
  let num = 99n;
  let den = 100n;
  for (let j = 0; j < k; j++) {
    num *= BigInt(25 - j);
    den *= BigInt(25 - j - d);
  }
  const units = (num * 10_000n) / den;
  const text = `${units / 10_000n}.${(units % 10_000n).toString().padStart(4, '0')}`;
  return text.replace(/\.?0+$/, '');
}

describe('independent verifier', () => {
  it('reads the four difficulties and their dangers from RULES.md', () => {
    expect([...DANGERS]).toEqual([['easy', 1], ['medium', 3], ['hard', 5], ['hardcore', 10]]);
  });

  it('recomputes RULES.md’s worked example: medium, nonce 5 has cars in lanes 8, 19 and 21; 7 lanes pay 2.7904×', async () => {
    const seeds = { serverSeed: '5b2e8c1f9d4a7360e1c8b3f2a9d5e7046c1b8f3e2d9a4c7b6e0f1a2d3c4b5e6f', clientSeed: 'chicken-known-answer', nonce: 5 };
    const digest = (r: number) => createHmac('sha256', seeds.serverSeed).update(`chicken-known-answer:5:${r}`).digest('hex');
    expect([0, 1, 2].map(digest)).toEqual([
      '68e554f5696209373f47c4272e72743fed11b90549afb748297d272d2810fad6',
      '331d4562ab69d60e78efc87f57e1d3d0672311127443e84061635f095ff67abb',
      '5bf698b38cbbb69b590dc95cdb3d83715d7bb673d12a7ee5198394ec723b7243',
    ]);
    expect(words(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 8)).toEqual([1759859957n, 1768032567n, 1061667879n, 779252799n, 3977361669n, 1236252488n, 696067885n, 672201430n]);
    expect(verifyCars(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'medium')).toEqual([7, 18, 20]);
    expect(verifyMultiplier('medium', 7)).toBe('2.7904');

    const params: ChickenParams = { difficulty: 'medium' };
    const floats = await generateFloats(seeds, chickenGame.floatCount(params));
    let { round } = advanceRound(chickenGame, newRoundSnapshot(chickenGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ cars: [7, 18, 20] });
    for (let lane = 0; lane < 7; lane++) round = advanceRound(chickenGame, round, { kind: 'act', action: 'cross', params: { lane } }).round;
    expect(advanceRound(chickenGame, round, { kind: 'cashout' }).round).toMatchObject({ status: 'closed', multiplier: '2.7904', payout: '2.7904' });
    expect(advanceRound(chickenGame, round, { kind: 'act', action: 'cross', params: { lane: 7 } }).round).toMatchObject({ status: 'closed', payout: '0', state: { hit: 7 } });
  });

  it('recomputes the cars of 300 random rounds, and what each pays where the chicken stops', async () => {
    const names = [...DANGERS.keys()] as ChickenParams['difficulty'][];
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: ChickenParams = { difficulty: names[i % 4]! };
      const floats = await generateFloats(seeds, chickenGame.floatCount(params));
      let { round } = advanceRound(chickenGame, newRoundSnapshot(chickenGame, params, '1'), { kind: 'start', floats });
      const cars = verifyCars(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.difficulty);
      expect(round.outcome!.cars).toEqual(cars);
      // Walk a random number of lanes, then cash out: lost at the first car, else paid the verifier's multiplier.
      const target = randomInt(1, 25 - DANGERS.get(params.difficulty)! + 1);
      for (let lane = 0; round.status === 'open' && lane < target; lane++) round = advanceRound(chickenGame, round, { kind: 'act', action: 'cross', params: { lane } }).round;
      if (round.status === 'open') round = advanceRound(chickenGame, round, { kind: 'cashout' }).round;
      const firstCar = cars.find((lane) => lane < target);
      expect(round.multiplier).toBe(firstCar === undefined ? verifyMultiplier(params.difficulty, target) : '0');
      expect(round.state!.hit).toBe(firstCar ?? null);
    }
  });
});
