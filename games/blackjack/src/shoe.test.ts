import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { cardText, orderedShoe, RANKS, SUITS, type Card } from './cards';
import { floatsForShoe, shoeStartingWith } from './fixed-shoe';
import { BLACKJACK_FLOAT_COUNT, shoeFromFloats } from './shoe';

const text = (cards: readonly Card[]) => cards.map(cardText);

describe('the ordered shoe', () => {
  it('is 6 decks of ♠ ♥ ♦ ♣ × A … K, in that order', () => {
    const shoe = orderedShoe();
    expect(shoe).toHaveLength(312);
    expect(text(shoe.slice(0, 14))).toEqual(['A♠', '2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠', 'J♠', 'Q♠', 'K♠', 'A♥']);
    expect(text(shoe.slice(48, 53))).toEqual(['10♣', 'J♣', 'Q♣', 'K♣', 'A♠']);
    for (let k = 0; k < 312; k++) {
      expect(shoe[k]).toEqual({ rank: RANKS[k % 13], suit: SUITS[Math.floor((k % 52) / 13)] });
    }
  });
});

describe('shoeFromFloats', () => {
  it('uses 312 floats and refuses any other count', () => {
    expect(BLACKJACK_FLOAT_COUNT).toBe(312);
    expect(() => shoeFromFloats(new Array(311).fill(0))).toThrow(RangeError);
    expect(() => shoeFromFloats(new Array(312).fill(1))).toThrow(RangeError);
  });

  it('keeps the ordered shoe for all-zero floats and reverses it for floats near 1', () => {
    expect(shoeFromFloats(new Array(312).fill(0))).toEqual(orderedShoe());
    expect(shoeFromFloats(new Array(312).fill(0.9999999))).toEqual(orderedShoe().reverse());
  });

  it('takes card i at index floor(f_i × (312 − i)) of the cards left', () => {
    const floats = new Array(312).fill(0);
    floats[0] = 0.5; // index 156 of 312: deck 4 (156 = 3 × 52), A♠
    floats[1] = 1.5 / 311; // index 1 of the 311 left: 2♠ of deck 1
    floats[2] = 13.2 / 310; // index 13 of the 310 left (A♠, 2♠ gone): the first 2♥
    expect(text(shoeFromFloats(floats).slice(0, 4))).toEqual(['A♠', '2♠', '2♥', 'A♠']);
  });

  it('deals every card of the 6 decks exactly once for random floats', () => {
    const floats = Array.from({ length: 312 }, () => Math.random());
    const counts = new Map<string, number>();
    for (const c of shoeFromFloats(floats)) counts.set(cardText(c), (counts.get(cardText(c)) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 6)).toBe(true);
  });

  it('is inverted by floatsForShoe, so tests can deal any shoe through the real mapping', () => {
    const shoe = shoeStartingWith(['AS', 'KH', '10D', '10D', 'QC']);
    expect(shoeFromFloats(floatsForShoe(shoe))).toEqual(shoe);
  });

  it('gives every one of the 52 kinds exactly its share of the first card (f0 swept evenly over [0, 1))', () => {
    // The first card depends on f0 alone: index floor(f0 × 312) of the ordered shoe, which holds six
    // of each kind. Sweeping f0 over 1,248 evenly spaced points puts exactly 4 on each of the 312
    // slots, so each kind must come first exactly 24 times: an exact check, not a statistical one.
    const counts = new Map<string, number>();
    const points = 4 * 312;
    for (let n = 0; n < points; n++) {
      const floats = Array.from({ length: 312 }, (_, i) => (i === 0 ? (n + 0.5) / points : 0));
      const first = cardText(shoeFromFloats(floats)[0]!);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    expect([...new Set(counts.values())]).toEqual([24]);
  });
});

// A verifier written from RULES.md alone on node:crypto, sharing no code with the kit or shoe.ts.
function verifierShoe(serverSeed: string, clientSeed: string, nonce: number): string[] {
  const floats: number[] = [];
  for (let r = 0; floats.length < 312; r++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 32 && floats.length < 312; i += 4) {
      floats.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  const left: string[] = [];
  for (let deck = 0; deck < 6; deck++) {
    for (const suit of ['♠', '♥', '♦', '♣']) for (const rank of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']) left.push(rank + suit);
  }
  return floats.map((f, i) => left.splice(Math.floor(f * (312 - i)), 1)[0]!);
}

describe('independent verifier', () => {
  it('recomputes the shoe of 50 random seed pairs', async () => {
    for (let i = 0; i < 50; i++) {
      const seeds = { serverSeed: randomBytes(32).toString('hex'), clientSeed: `player-${randomInt(1e9)}`, nonce: randomInt(1, 1_000_000) };
      const shoe = shoeFromFloats(await generateFloats(seeds, BLACKJACK_FLOAT_COUNT));
      expect(text(shoe)).toEqual(verifierShoe(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
    }
  });
});
