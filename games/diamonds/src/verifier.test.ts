import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { diamondsGame } from './game';
import type { DiamondsState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the
// paytable from RULES.md's table (hand by its colour counts), not from the code.

function verifierGems(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return [0, 1, 2, 3, 4].map((i) => {
    const f = bytes[4 * i]! / 256 + bytes[4 * i + 1]! / 256 ** 2 + bytes[4 * i + 2]! / 256 ** 3 + bytes[4 * i + 3]! / 256 ** 4;
    return Math.floor(f * 7);
  });
}

/** RULES.md's paytable: "colour counts" ("3 1 1") → [hand name, multiplier]. */
function paytableFromRules(): Map<string, [string, string]> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| (\w+) \| ([1-5 ]+) \| \d+ \| ([0-9.]+) \|$/gm)];
  return new Map(rows.map(([, hand, counts, multiplier]) => [counts!, [hand!, multiplier!]]));
}

/** "3 1 1": how many gems share each colour that occurs, largest first. */
function countsOf(gems: number[]): string {
  const tally: number[] = Array(7).fill(0);
  for (const gem of gems) tally[gem]! += 1;
  return tally.filter((n) => n > 0).sort((a, b) => b - a).join(' ');
}

const SEEDS = { serverSeed: '3b9f0c2e7d41a5968e0f1c2b3a4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f', clientSeed: 'diamonds-known-answer' };

/** What the game does with the floats the kit draws for these seeds. */
async function gamePlays(seeds: { serverSeed: string; clientSeed: string; nonce: number }) {
  const floats = await generateFloats(seeds, diamondsGame.floatCount({}));
  return { floats, ...advanceRound(diamondsGame, newRoundSnapshot(diamondsGame, {}, '1'), { kind: 'start', floats }) };
}

describe('independent verifier', () => {
  const paytable = paytableFromRules();

  it('reads the seven hands from RULES.md', () => {
    expect(paytable.size).toBe(7);
    expect(paytable.get('3 1 1')).toEqual(['three', '3']);
  });

  it('recomputes RULES.md’s worked example: nonce 6 draws purple, red, red, red, green, three of a kind, 3×', async () => {
    const digest = createHmac('sha256', SEEDS.serverSeed).update('diamonds-known-answer:6:0').digest('hex');
    expect(digest).toBe('f9353bc11db99e28040c2f380efa1d16913e0ec04b67e87240c407a994110006');
    const gems = verifierGems(SEEDS.serverSeed, SEEDS.clientSeed, 6);
    expect(gems).toEqual([6, 0, 0, 0, 3]);
    expect(paytable.get(countsOf(gems))).toEqual(['three', '3']);
    const { floats, round } = await gamePlays({ ...SEEDS, nonce: 6 });
    expect(floats).toEqual([4_181_015_489, 498_703_912, 67_907_384, 251_272_470, 2_436_763_328].map((w) => w / 2 ** 32));
    expect(round.outcome).toEqual({ gems: [6, 0, 0, 0, 3] });
    expect(round).toMatchObject({ multiplier: '3', payout: '3' });
  });

  it('recomputes RULES.md’s five of a kind: nonce 1712 draws five yellow gems, 66.99×', async () => {
    const digest = createHmac('sha256', SEEDS.serverSeed).update('diamonds-known-answer:1712:0').digest('hex');
    expect(digest.slice(0, 40)).toBe('54615b636d0223704db9a9f16c1d902b4c570787');
    expect(verifierGems(SEEDS.serverSeed, SEEDS.clientSeed, 1712)).toEqual([2, 2, 2, 2, 2]);
    const { round } = await gamePlays({ ...SEEDS, nonce: 1712 });
    expect(round).toMatchObject({ outcome: { gems: [2, 2, 2, 2, 2] }, multiplier: '66.99', payout: '66.99' });
  });

  it('recomputes the gems, the hand and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const { round, intents } = await gamePlays(seeds);
      const gems = verifierGems(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const [hand, multiplier] = paytable.get(countsOf(gems))!;
      expect(round.outcome).toEqual({ gems });
      expect(round.state as DiamondsState).toEqual({ gems, hand, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
