import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { limboGame } from './game';
import type { LimboParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto and BigInt, sharing no
// code with the kit's RNG or the rules: what a player would write to check a revealed round.

/** The result in hundredths: k from the first 4 bytes, floor(99 × 2³² / (2³² − k)), kept within 100 … 10⁸. */
function verifierResult(serverSeed: string, clientSeed: string, nonce: number): bigint {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const k = BigInt(bytes.readUInt32BE(0));
  const raw = (99n * 2n ** 32n) / (2n ** 32n - k);
  return raw < 100n ? 100n : raw > 100_000_000n ? 100_000_000n : raw;
}

describe('independent verifier', () => {
  it('recomputes the result and the verdict of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      // Targets from 1.01× to 10×, where both verdicts come up.
      const params: LimboParams = { target: randomInt(101, 1001) / 100 };
      const floats = await generateFloats(seeds, limboGame.floatCount(params));
      const { round, intents } = advanceRound(limboGame, newRoundSnapshot(limboGame, params, '1'), { kind: 'start', floats });
      const hundredths = verifierResult(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      expect(round.outcome!.result).toBe(Number(hundredths) / 100);
      const won = hundredths >= BigInt(Math.round(params.target * 100));
      expect(round.status).toBe('closed');
      expect(round.state!.won).toBe(won);
      expect(round.payout).toBe(won ? String(params.target) : '0');
      expect(intents.map((i) => i.kind)).toEqual(won ? ['debit', 'credit'] : ['debit']);
    }
  });
});
