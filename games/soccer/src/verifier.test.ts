import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { soccerGame } from './game';
import type { SoccerDifficulty, SoccerParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads 32-bit
// words and picks zones with integer arithmetic (floor(w × n / 2³²)), never a float.

/** RULES.md: zones the keeper covers per kick. */
const COVERS: Record<SoccerDifficulty, number> = { easy: 1, medium: 2, hard: 3, expert: 4 };

/** Word i of the round: bytes 4(i mod 8) … +3 of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<⌊i/8⌋>"), big-endian. */
function words(serverSeed: string, clientSeed: string, nonce: number, count: number): bigint[] {
  const out: bigint[] = [];
  for (let r = 0; out.length < count; r++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 8 && out.length < count; i++) out.push(BigInt(digest.readUInt32BE(4 * i)));
  }
  return out;
}

/** The keeper's zones on each of the 10 kicks, by RULES.md's Fisher–Yates over [0 … 5]. */
function verifyKeeper(serverSeed: string, clientSeed: string, nonce: number, difficulty: SoccerDifficulty): number[][] {
  const c = COVERS[difficulty]!;
  const w = words(serverSeed, clientSeed, nonce, 10 * c);
  const kicks: number[][] = [];
  for (let kick = 0; kick < 10; kick++) {
    const left = [0, 1, 2, 3, 4, 5];
    const covered: number[] = [];
    for (let i = 0; i < c; i++) {
      const index = Number((w[kick * c + i]! * BigInt(6 - i)) >> 32n);
      covered.push(left.splice(index, 1)[0]!);
    }
    kicks.push(covered);
  }
  return kicks;
}

const DIFFICULTIES: readonly SoccerDifficulty[] = ['easy', 'medium', 'hard', 'expert'];

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: medium, nonce 1, goals at zones 4 and 0, saved at zone 2', async () => {
    const seeds = { serverSeed: '9c41d7e2a8b35f60c2e9a4d1b7f83c05e6a2d9b4c8f17e3a5d0b6c9e2f4a8d17', clientSeed: 'soccer-known-answer', nonce: 1 };
    const digest = (r: number) => createHmac('sha256', seeds.serverSeed).update(`soccer-known-answer:1:${r}`).digest('hex');
    expect(digest(0)).toBe('12caeb3b70d78a6ab9a0b12e9b12dfda63e74f93cf85e9e5de8dafb86470d381');
    expect(digest(1)).toBe('c5cd9da3ad6a015518ede12fc68bb5fc03c4fc13c6b34f0050d72d2df01e2d70');
    expect(digest(2)).toBe('733a7dff41b5eed28495c79588b04c396f5f52cc47f8feb56b6c13dd55caba4b');
    expect(words(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 8)).toEqual(
      [315_288_379n, 1_893_173_866n, 3_114_316_078n, 2_601_705_434n, 1_676_103_571n, 3_481_659_877n, 3_733_827_512n, 1_685_115_777n],
    );
    const keeper = [[0, 3], [4, 3], [2, 5], [5, 1], [4, 3], [0, 4], [0, 4], [1, 5], [2, 1], [3, 2]];
    expect(verifyKeeper(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 'medium')).toEqual(keeper);

    const params: SoccerParams = { difficulty: 'medium' };
    const floats = await generateFloats(seeds, soccerGame.floatCount(params));
    let { round } = advanceRound(soccerGame, newRoundSnapshot(soccerGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ keeper });
    round = advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: { zone: 4 } }).round;
    expect(round.multiplier).toBe('1.485');
    round = advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: { zone: 0 } }).round;
    expect(round.multiplier).toBe('2.2275');
    expect(advanceRound(soccerGame, round, { kind: 'cashout' }).round.payout).toBe('2.2275');
    round = advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: { zone: 2 } }).round;
    expect(round).toMatchObject({ status: 'closed', payout: '0' });
    expect(round.state!.kicks.at(-1)).toEqual({ zone: 2, keeper: [2, 5], goal: false });
  });

  it('recomputes the keeper of 300 random rounds, and every kick played against it', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: SoccerParams = { difficulty: DIFFICULTIES[i % 4]! };
      const floats = await generateFloats(seeds, soccerGame.floatCount(params));
      let { round } = advanceRound(soccerGame, newRoundSnapshot(soccerGame, params, '1'), { kind: 'start', floats });
      const keeper = verifyKeeper(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.difficulty);
      expect(round.outcome!.keeper).toEqual(keeper);
      // Shoot at random zones until the round ends: each kick is a goal exactly when the verifier says so.
      for (let kick = 0; round.status === 'open'; kick++) {
        const zone = randomInt(0, 6);
        round = advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: { zone } }).round;
        expect(round.state!.kicks[kick]).toEqual({ zone, keeper: keeper[kick], goal: !keeper[kick]!.includes(zone) });
      }
    }
  });
});
