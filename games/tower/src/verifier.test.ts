import { createHmac } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { towerGame } from './game';
import type { TowerParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the draw: what a player would write to check a revealed round.

/** Tiles and bombs per floor, as RULES.md's first table gives them. */
const LAYOUT = { easy: [4, 1], medium: [3, 1], hard: [2, 1], expert: [3, 2], master: [4, 3] } as const;

/** The 32-bit word of float i: bytes 4(i mod 8) … of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<floor(i/8)>"), big-endian. */
function word(serverSeed: string, clientSeed: string, nonce: number, i: number): number {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${Math.floor(i / 8)}`).digest().readUInt32BE(4 * (i % 8));
}

/** Each floor's bombs: floor r draws its b bombs from its n tiles with words r·b … r·b + b − 1, index floor(w × (n − i) / 2³²). */
function verifierBombs(serverSeed: string, clientSeed: string, nonce: number, difficulty: keyof typeof LAYOUT): number[][] {
  const [n, b] = LAYOUT[difficulty];
  const floors: number[][] = [];
  for (let r = 0; r < 9; r++) {
    const left = Array.from({ length: n }, (_, t) => t);
    const bombs: number[] = [];
    for (let i = 0; i < b; i++) {
      // Integer arithmetic: floor(w × m / 2³²) without a float (w × m < 2⁵³).
      const index = Math.floor((word(serverSeed, clientSeed, nonce, r * b + i) * (n - i)) / 2 ** 32);
      bombs.push(left.splice(index, 1)[0]!);
    }
    floors.push(bombs);
  }
  return floors;
}

const SEEDS = { serverSeed: '5f2a9c7e1b3d4f60a8c2e9b7d1f3a5c7e9b2d4f6a8c1e3b5d7f9a2c4e6b8d0f1', clientSeed: 'tower-known-answer', nonce: 7 };

/** The round's outcome as the game draws it from the seeds. */
async function played(seeds: typeof SEEDS, params: TowerParams) {
  const floats = await generateFloats(seeds, towerGame.floatCount(params));
  return advanceRound(towerGame, newRoundSnapshot(towerGame, params, '1'), { kind: 'start', floats }).round;
}

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: medium, nonce 7', async () => {
    const digest = (r: number) => createHmac('sha256', SEEDS.serverSeed).update(`tower-known-answer:7:${r}`).digest('hex');
    expect(digest(0)).toBe('7e34370696e7805aa55a643ba999eb15a22d5e8a15bc8f690b73388eb496afc8');
    expect(digest(1)).toBe('7df7f369e849165e92761bc8b2391d1a12ea7212be4017ee95b5ff4c45618c5f');
    expect([0, 5, 8].map((i) => word(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, i))).toEqual([2_117_351_174, 364_679_017, 2_113_401_705]);
    const bombs = [[1], [1], [1], [1], [1], [0], [0], [2], [1]];
    expect(verifierBombs(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, 'medium')).toEqual(bombs);

    let round = await played(SEEDS, { difficulty: 'medium' });
    expect(round.outcome).toEqual({ bombs });
    for (let floor = 0; floor < 5; floor++) round = advanceRound(towerGame, round, { kind: 'act', action: 'pick', params: { tile: 0 } }).round;
    expect(round.multiplier).toBe('7.5178');
    expect(advanceRound(towerGame, round, { kind: 'cashout' }).round).toMatchObject({ status: 'closed', payout: '7.5178' });
    expect(advanceRound(towerGame, round, { kind: 'act', action: 'pick', params: { tile: 0 } }).round).toMatchObject({ status: 'closed', payout: '0', state: { hit: 0 } });
  });

  it('recomputes the bombs of 300 random rounds of every difficulty', async () => {
    for (const difficulty of Object.keys(LAYOUT) as (keyof typeof LAYOUT)[]) {
      for (let i = 0; i < 300; i++) {
        const seeds = randomSeeds();
        const round = await played(seeds, { difficulty });
        expect(round.outcome!.bombs).toEqual(verifierBombs(seeds.serverSeed, seeds.clientSeed, seeds.nonce, difficulty));
      }
    }
  });
});
