import { createHmac, randomInt } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { diceGame } from './game';
import type { DiceParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round.

function verifierRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f0 * 10001) / 100;
}

describe('independent verifier', () => {
  it('recomputes the roll and the result of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params: DiceParams = { target: randomInt(200, 9801) / 100, condition: i % 2 === 0 ? 'over' : 'under' };
      const floats = await generateFloats(seeds, diceGame.floatCount(params));
      const { round, intents } = advanceRound(diceGame, newRoundSnapshot(diceGame, params, '1'), { kind: 'start', floats });
      const roll = verifierRoll(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      expect(round.outcome!.roll).toBe(roll);
      // Integer hundredths, so the check does not lean on float comparison of the two decimals.
      const won = params.condition === 'over' ? Math.round(roll * 100) > Math.round(params.target * 100) : Math.round(roll * 100) < Math.round(params.target * 100);
      expect(round.status).toBe('closed');
      expect(round.state!.won).toBe(won);
      expect(intents.map((i) => i.kind)).toEqual(won ? ['debit', 'credit'] : ['debit']);
    }
  });
});
