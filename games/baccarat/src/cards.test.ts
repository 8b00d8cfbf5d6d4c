import { describe, expect, it } from 'vitest';
import { DECK_SIZE, RANKS, cardAt, cardFromFloat, cardIndex, cardText, handTotal, isPair, rankValue } from './cards';
import { card } from './test-cards';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;
/** The first word of card `i`: ceil(i · 2³² / 52), exactly. */
const firstWord = (i: number) => (BigInt(i) * WORDS + 51n) / 52n;

describe('cardAt', () => {
  it('orders the deck A♠ 2♠ … K♠ A♥ … K♣, as Blackjack’s shoe', () => {
    const deck = Array.from({ length: DECK_SIZE }, (_, i) => cardText(cardAt(i)));
    expect(deck.slice(0, 13).join(' ')).toBe('A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠');
    expect(deck.slice(13, 15)).toEqual(['A♥', '2♥']);
    expect(deck[26]).toBe('A♦');
    expect(deck.slice(-2)).toEqual(['Q♣', 'K♣']);
    expect(new Set(deck).size).toBe(52);
  });

  it('refuses an index outside the deck', () => {
    expect(() => cardAt(52)).toThrow(RangeError);
    expect(() => cardAt(-1)).toThrow(RangeError);
    expect(() => cardAt(1.5)).toThrow(RangeError);
  });
});

describe('cardIndex on the 2³² floats', () => {
  it('gives every card 82,595,525 words but the four kings, which get 82,595,524, switching exactly at ceil(i·2³²/52)', () => {
    const share = WORDS / 52n;
    expect([share, WORDS % 52n]).toEqual([82_595_524n, 48n]);
    const shorter: number[] = [];
    for (let i = 0; i < DECK_SIZE; i++) {
      const first = firstWord(i);
      const next = firstWord(i + 1);
      expect(cardIndex(word(first))).toBe(i);
      expect(cardIndex(word(next - 1n))).toBe(i);
      if (i > 0) expect(cardIndex(word(first - 1n))).toBe(i - 1);
      if (next - first === share) shorter.push(i);
      else expect(next - first).toBe(share + 1n);
    }
    expect(shorter).toEqual([12, 25, 38, 51]);
    expect(shorter.map((i) => cardText(cardAt(i)))).toEqual(['K♠', 'K♥', 'K♦', 'K♣']);
  });

  it('maps the ends of the range and refuses a float outside [0, 1)', () => {
    expect(cardFromFloat(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardFromFloat(word(WORDS - 1n))).toEqual({ rank: 'K', suit: 'C' });
    expect(() => cardIndex(1)).toThrow(RangeError);
    expect(() => cardIndex(-0.25)).toThrow(RangeError);
    expect(() => cardIndex(Number.NaN)).toThrow(RangeError);
  });
});

describe('values and totals', () => {
  it('counts aces 1, 2 … 9 their number, tens and court cards 0', () => {
    expect(RANKS.map(rankValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });

  it('keeps only the last digit of a hand’s sum', () => {
    expect(handTotal([card('7S'), card('8H')])).toBe(5);
    expect(handTotal([card('KS'), card('QH')])).toBe(0);
    expect(handTotal([card('4D'), card('5C')])).toBe(9);
    expect(handTotal([card('9D'), card('9C'), card('9H')])).toBe(7);
    expect(handTotal([])).toBe(0);
  });

  it('calls two first cards of one rank a pair, whatever their suits, and nothing else', () => {
    expect(isPair([card('7S'), card('7H')])).toBe(true);
    expect(isPair([card('KC'), card('KC'), card('2D')])).toBe(true);
    expect(isPair([card('KC'), card('QC')])).toBe(false);
    expect(isPair([card('10C'), card('JC')])).toBe(false);
    expect(isPair([card('2C'), card('3C'), card('2D')])).toBe(false);
    expect(isPair([card('2C')])).toBe(false);
  });
});
