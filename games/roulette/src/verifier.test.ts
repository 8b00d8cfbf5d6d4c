import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { recomputeRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { rouletteGame } from './game';
import { POSITIONS, type RouletteParams, type RouletteState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the odds
// from RULES.md's paytable, not from the code.

function verifierNumber(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const f0 = bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
  return Math.floor(f0 * 37);
}

/** RULES.md's paytable: kind of bet → what it pays to one. */
function oddsFromRules(): Map<string, number> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  return new Map([...rules.matchAll(/^\| `(\w+)` \| \d+ \| (\d+) to 1 \| \d+ \|$/gm)].map(([, type, odds]) => [type!, Number(odds)]));
}

/** The multiplier RULES.md defines: over the bets covering the number, chips × (odds + 1). */
function verifierMultiplier(odds: Map<string, number>, params: RouletteParams, number: number): number {
  let chips = 0;
  for (const bet of params.bets) if (bet.numbers.includes(number)) chips += bet.chips * (odds.get(bet.type)! + 1);
  return chips;
}

/** A random table: 1 to 8 distinct positions with 1 to 20 chips each. */
function randomTable(): RouletteParams {
  const picked = new Map<string, RouletteParams['bets'][number]>();
  const wanted = randomInt(1, 9);
  while (picked.size < wanted) {
    const p = POSITIONS[randomInt(0, POSITIONS.length)]!;
    picked.set(p.key, { type: p.type, numbers: [...p.numbers], chips: randomInt(1, 21) });
  }
  return { bets: [...picked.values()] };
}

describe('independent verifier', () => {
  const odds = oddsFromRules();

  it('reads the odds of all 13 kinds of bet from RULES.md', () => {
    expect(Object.fromEntries(odds)).toEqual({ straight: 35, split: 17, street: 11, corner: 8, line: 5, column: 2, dozen: 2, red: 1, black: 1, even: 1, odd: 1, low: 1, high: 1 });
  });

  it('recomputes RULES.md’s worked example: nonce 1 lands on 31, the table returns 93 chips of 0.5', async () => {
    const seeds = { serverSeed: '3e1f0a9c5b7d2e4f6a8c0b1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f', clientSeed: 'roulette-known-answer', nonce: 1 };
    const digest = createHmac('sha256', seeds.serverSeed).update('roulette-known-answer:1:0').digest('hex');
    expect(digest).toBe('dd3f535655319657fd0aa8191d50c1c64b67f5af557b90e555ecd00354bac03f');
    expect(verifierNumber(seeds.serverSeed, seeds.clientSeed, seeds.nonce)).toBe(31);
    const params: RouletteParams = {
      bets: [
        { type: 'straight', numbers: [31], chips: 2 },
        { type: 'split', numbers: [31, 34], chips: 1 },
        { type: 'red', numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], chips: 5 },
        { type: 'column', numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], chips: 1 },
        { type: 'corner', numbers: [25, 26, 28, 29], chips: 1 },
      ],
    };
    expect(verifierMultiplier(odds, params, 31)).toBe(93);
    const floats = await generateFloats(seeds, rouletteGame.floatCount(params));
    expect(floats).toEqual([3_711_914_838 / 2 ** 32]);
    const { round, intents } = advanceRound(rouletteGame, newRoundSnapshot(rouletteGame, params, '0.5'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ number: 31 });
    expect(round).toMatchObject({ multiplier: '93', wagered: '5', payout: '46.5' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '46.5' });
  });

  it('recomputes the number and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = randomTable();
      const floats = await generateFloats(seeds, rouletteGame.floatCount(params));
      const { round, intents } = advanceRound(rouletteGame, newRoundSnapshot(rouletteGame, params, '1'), { kind: 'start', floats });
      const number = verifierNumber(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const multiplier = verifierMultiplier(odds, params, number);
      expect(round.outcome).toEqual({ number });
      expect(round.state as RouletteState).toEqual({ number, multiplier: String(multiplier) });
      expect(round.payout).toBe(String(multiplier));
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === 0 ? ['debit'] : ['debit', 'credit']);
    }
  });

  it('verifies in the browser’s fairness panel: a played round recomputes from its revealed seeds through game.ts', async () => {
    const demo = demoPlay(rouletteGame, { openingBalance: '100' });
    const params = randomTable();
    const { round } = await demo.placeBet('roulette', '0.5', params);
    expect((await recomputeRound(rouletteGame, (await demo.proof(round.id))!)).verdict).toBe('not-revealed');
    await demo.rotateSeed(null);
    const check = await recomputeRound(rouletteGame, (await demo.proof(round.id))!);
    expect(check).toMatchObject({ verdict: 'verified', failure: null, params, outcome: round.outcome });
    expect(rouletteGame.describeOutcome!(check.outcome as { number: number }, params, 'en')).toMatch(/^\d{1,2} (red|black|green) \(\d+×\)$/);
  });
});
