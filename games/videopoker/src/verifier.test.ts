import { createHmac } from 'node:crypto';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { videopokerGame } from './game';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. Its own deck
// ("A23456789TJQK" by suit ♠ ♥ ♦ ♣), its own Fisher–Yates draw and its own hand ranking.

const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';

/** The ten words of a round: blocks r = 0 and 1 of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:<r>"), 4 bytes each, big-endian. */
function words(serverSeed: string, clientSeed: string, nonce: number): number[] {
  const blocks = [0, 1].map((r) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest());
  return Array.from({ length: 10 }, (_, i) => blocks[i >> 3]!.readUInt32BE(4 * (i & 7)));
}

/** The ten cards as "TS", "AH"…: card k of the ordered deck is RANKS[k % 13] + SUITS[k / 13]. */
function verifierCards(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const deck = Array.from({ length: 52 }, (_, k) => `${RANKS[k % 13]}${SUITS[Math.floor(k / 13)]}`);
  return words(serverSeed, clientSeed, nonce).map((w, i) => deck.splice(Math.floor((w / 2 ** 32) * (52 - i)), 1)[0]!);
}

/** What five cards pay, from the paytable: ranks counted, the ace high (and low in A-2-3-4-5). */
function pays(hand: readonly string[]): number {
  const values = hand.map((c) => RANKS.indexOf(c[0]!) || 13).sort((a, b) => a - b);
  const flush = hand.every((c) => c[1] === hand[0]![1]);
  const counts = Object.values(values.reduce<Record<number, number>>((m, v) => ({ ...m, [v]: (m[v] ?? 0) + 1 }), {})).sort((a, b) => b - a);
  const straight = counts.length === 5 && (values[4]! - values[0]! === 4 || values.join() === '1,2,3,4,13');
  if (straight && flush) return values[0] === 9 ? 800 : 50;
  if (counts[0] === 4) return 25;
  if (counts[0] === 3 && counts[1] === 2) return 9;
  if (flush) return 6;
  if (straight) return 4;
  if (counts[0] === 3) return 3;
  if (counts[0] === 2 && counts[1] === 2) return 2;
  const pair = values.find((v, i) => values.indexOf(v) !== i);
  return pair !== undefined && (pair >= 10 || pair === 13) ? 1 : 0;
}

/** The round's cards as the rules write them ({ rank: "10", suit: "S" }), for comparing. */
const asRules = (card: string) => ({ rank: card[0] === 'T' ? '10' : card[0], suit: card[1] });

/** The final hand for `holds`: held cards stay, the gaps take cards 5, 6, … in order. */
function finalOf(ten: readonly string[], holds: readonly boolean[]): string[] {
  let next = 5;
  return ten.slice(0, 5).map((card, i) => (holds[i] ? card : ten[next++]!));
}

describe('independent verifier', () => {
  it('recomputes RULES.md’s worked example: 10♠ J♠ A♣ 5♦ A♦, the aces held, three aces paid 3×', async () => {
    const seeds = { serverSeed: '9c1f4e7a2b6d8053e4a7c9f1d2b5e8a3c6f9d0b4e7a1c3f5d8b2e6a9c0f4d7b1', clientSeed: 'videopoker-known-answer', nonce: 15 };
    expect(createHmac('sha256', seeds.serverSeed).update('videopoker-known-answer:15:0').digest('hex')).toBe(
      '2e6dc0f32f20957fc2323017942e55b38076cfa6e56a7dddb5889a1c05a66b44',
    );
    expect(createHmac('sha256', seeds.serverSeed).update('videopoker-known-answer:15:1').digest('hex')).toBe(
      'dce66ad7baec2012ad738b57d9413f20ef80c463884ec2d0ec7f7602f5083425',
    );
    expect(words(seeds.serverSeed, seeds.clientSeed, seeds.nonce)).toEqual([
      778_944_755, 790_664_575, 3_258_069_015, 2_486_064_563, 2_155_270_054, 3_848_961_501, 3_045_628_444, 94_792_516, 3_706_088_151, 3_136_036_882,
    ]);
    const ten = verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(ten).toEqual(['TS', 'JS', 'AC', '5D', 'AD', '9C', 'JD', 'AS', '6C', 'QD']);
    const holds = [false, false, true, false, true];
    expect(finalOf(ten, holds)).toEqual(['9C', 'JD', 'AC', 'AS', 'AD']);
    expect(pays(finalOf(ten, holds))).toBe(3);

    const floats = await generateFloats(seeds, videopokerGame.floatCount({}));
    const started = advanceRound(videopokerGame, newRoundSnapshot(videopokerGame, {}, '1'), { kind: 'start', floats }).round;
    expect(started.outcome!.cards).toEqual(ten.map(asRules));
    expect(started.state!.hint).toEqual(holds);
    const { round } = advanceRound(videopokerGame, started, { kind: 'act', action: 'draw', params: { holds } });
    expect(round).toMatchObject({ status: 'closed', multiplier: '3', payout: '3' });
    expect(round.state!.final).toEqual(finalOf(ten, holds).map(asRules));
  });

  it('recomputes the cards, the final hand and the pay of 300 random rounds drawn on random holds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const floats = await generateFloats(seeds, videopokerGame.floatCount({}));
      const started = advanceRound(videopokerGame, newRoundSnapshot(videopokerGame, {}, '1'), { kind: 'start', floats }).round;
      const ten = verifierCards(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      expect(started.outcome!.cards).toEqual(ten.map(asRules));
      expect(started.state!.dealt).toEqual(ten.slice(0, 5).map(asRules));
      const holds = i % 2 === 0 ? [...started.state!.hint] : Array.from({ length: 5 }, (_, j) => ((i >> j) & 1) === 1);
      const { round } = advanceRound(videopokerGame, started, { kind: 'act', action: 'draw', params: { holds } });
      expect(round.state!.final).toEqual(finalOf(ten, holds).map(asRules));
      expect(round.multiplier).toBe(String(pays(finalOf(ten, holds))));
    }
  });
});
