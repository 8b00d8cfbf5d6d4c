import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { stairsGame } from './game';
import type { StairsOutcome, StairsParams, StairsState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the
// marks and the safe chances from RULES.md.

const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** Each climb's length → [mark in hundredths, safe chance numerator, denominator], from RULES.md's table. */
const CLIMB = new Map(
  [...RULES.matchAll(/^\| (?:step|stride|leap) \| (\d) \| (\d)\/(\d) = ([\d.]+) % \|/gm)].map(([, s, n, d, percent]) => [
    Number(s),
    [Math.round(Number(percent) * 100), BigInt(n!), BigInt(d!)] as const,
  ]),
);

/** The 24 rolls in hundredths: word w of float i gives floor(w × 10000 / 2³²) (w × 10000 < 2⁵³, exact). */
function verifierRolls(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const rolls: number[] = [];
  for (let r = 0; r < 3; r++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 8; i++) rolls.push(Math.floor((digest.readUInt32BE(4 * i) * 10_000) / 2 ** 32));
  }
  return rolls;
}

/** Replays `climbs` on the rolls: the stair, whether it fell, and the multiplier 0.99 × Π d/n floored to 4 places ("0" on a fall). */
function verifierReplay(rolls: number[], climbs: number[]): { stair: number; fell: boolean; multiplier: string } {
  let stair = 0;
  let num = 99n;
  let den = 100n;
  for (const [i, s] of climbs.entries()) {
    const [mark, n, d] = CLIMB.get(s)!;
    if (rolls[i]! >= mark) return { stair, fell: true, multiplier: '0' };
    stair += s;
    num *= d;
    den *= n;
  }
  const units = ((num * 10_000n) / den).toString().padStart(5, '0');
  return { stair, fell: false, multiplier: `${units.slice(0, -4)}.${units.slice(-4)}`.replace(/\.?0+$/, '') };
}

type StairsRound = RoundSnapshot<StairsParams, StairsOutcome, StairsState>;

async function started(seeds: { serverSeed: string; clientSeed: string; nonce: number }): Promise<StairsRound> {
  const floats = await generateFloats(seeds, stairsGame.floatCount({}));
  return advanceRound(stairsGame, newRoundSnapshot(stairsGame, {}, '1'), { kind: 'start', floats }).round;
}

const SEEDS = { serverSeed: 'c4e1a7f9b2d3e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3b4', clientSeed: 'stairs-known-answer', nonce: 3 };

describe('independent verifier', () => {
  it('reads the three climbs from RULES.md', () => {
    expect(Object.fromEntries(CLIMB)).toEqual({ 1: [8750, 7n, 8n], 2: [5000, 1n, 2n], 3: [2500, 1n, 4n] });
  });

  it('recomputes RULES.md’s worked example: a stride, a step, a leap, and a fall on a step', async () => {
    const digest = createHmac('sha256', SEEDS.serverSeed).update('stairs-known-answer:3:0').digest('hex');
    expect(digest).toBe('70862cc19d66cb3d171658b9f79fea531fa374797cb0bf026b00093b2764e2a5');
    const rolls = verifierRolls(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce);
    expect(rolls.slice(0, 9)).toEqual([4395, 6148, 901, 9672, 1235, 4870, 4179, 1538, 13]);
    expect(verifierReplay(rolls, [2, 1, 3])).toEqual({ stair: 6, fell: false, multiplier: '9.0514' });
    expect(verifierReplay(rolls, [2, 1, 3, 1])).toEqual({ stair: 6, fell: true, multiplier: '0' });

    let round = await started(SEEDS);
    expect(round.outcome!.rolls.map((roll) => Math.round(roll * 100))).toEqual(rolls);
    for (const stairs of [2, 1, 3]) round = advanceRound(stairsGame, round, { kind: 'act', action: 'climb', params: { stairs } }).round;
    expect(round.multiplier).toBe('9.0514');
    expect(advanceRound(stairsGame, round, { kind: 'act', action: 'climb', params: { stairs: 1 } }).round).toMatchObject({ status: 'closed', payout: '0', state: { fell: true } });
  });

  it('recomputes the rolls and replays 300 random rounds of random climbs to the same stair and multiplier', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const rolls = verifierRolls(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      let round = await started(seeds);
      expect(round.outcome!.rolls.map((roll) => Math.round(roll * 100))).toEqual(rolls);
      const climbs: number[] = [];
      const stopAfter = randomInt(1, 10);
      while (round.status === 'open' && climbs.length < stopAfter) {
        const left = 24 - round.state!.stair;
        const stairs = Math.min(randomInt(1, 4), left);
        climbs.push(stairs);
        round = advanceRound(stairsGame, round, { kind: 'act', action: 'climb', params: { stairs } }).round;
      }
      const replay = verifierReplay(rolls, climbs);
      expect(round.state).toMatchObject({ stair: replay.stair, fell: replay.fell });
      expect(round.multiplier).toBe(replay.multiplier);
    }
  });
});
