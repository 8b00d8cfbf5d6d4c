import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { coinGame } from './game';
import type { CoinParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round.

function verifierFlips(serverSeed: string, clientSeed: string, nonce: number, streak: number): string[] {
  const flips: string[] = [];
  for (let r = 0; flips.length < streak; r++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 8 && flips.length < streak; i++) {
      const b = block.subarray(4 * i, 4 * i + 4);
      const f = b[0]! / 256 + b[1]! / 256 ** 2 + b[2]! / 256 ** 3 + b[3]! / 256 ** 4;
      flips.push(f < 0.5 ? 'heads' : 'tails');
    }
  }
  return flips;
}

describe('independent verifier', () => {
  it('recomputes the flips and the result of 400 random rounds, streaks of 1 to 10 on both sides', async () => {
    let won = 0;
    for (let i = 0; i < 400; i++) {
      const seeds = randomSeeds();
      // Mostly short streaks so that wins happen too; every length is played.
      const params: CoinParams = { side: i % 2 === 0 ? 'heads' : 'tails', streak: i < 100 ? (i % 10) + 1 : randomInt(1, 4) };
      const floats = await generateFloats(seeds, coinGame.floatCount(params));
      const { round, intents } = advanceRound(coinGame, newRoundSnapshot(coinGame, params, '1'), { kind: 'start', floats });
      const flips = verifierFlips(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.streak);
      expect(round.outcome!.flips).toEqual(flips);
      const all = flips.every((side) => side === params.side);
      if (all) won++;
      expect(round.status).toBe('closed');
      expect(round.state!.won).toBe(all);
      // 0.99 × 2ᴺ: scaling by a power of two is exact in binary, so this double prints as its decimal ("7.92").
      expect(round.multiplier).toBe(all ? String(0.99 * 2 ** params.streak) : '0');
      expect(intents.map((intent) => intent.kind)).toEqual(all ? ['debit', 'credit'] : ['debit']);
    }
    expect(won).toBeGreaterThan(0);
  });
});
