import { describe, expect, it } from 'vitest';
import { DECK_SIZE, RANKS, SUITS, cardOf, cardText, rankIndex } from './cards';

/** The float in the middle of card number c's interval. */
const middleOf = (c: number) => (c + 0.5) / DECK_SIZE;

describe('cardOf', () => {
  it('maps c = floor(f × 52) to rank RANKS[floor(c / 4)] and suit SUITS[c mod 4]', () => {
    expect(cardOf(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardOf(middleOf(1))).toEqual({ rank: 'A', suit: 'H' });
    expect(cardOf(middleOf(11))).toEqual({ rank: '3', suit: 'C' });
    expect(cardOf(middleOf(36))).toEqual({ rank: '10', suit: 'S' });
    expect(cardOf(middleOf(42))).toEqual({ rank: 'J', suit: 'D' });
    expect(cardOf(0.999999999)).toEqual({ rank: 'K', suit: 'C' });
  });

  it('gives each of the 52 cards once, in rank-then-suit order, across the unit interval', () => {
    const cards = Array.from({ length: DECK_SIZE }, (_, c) => cardOf(middleOf(c)));
    expect(new Set(cards.map(cardText)).size).toBe(52);
    cards.forEach((card, c) => expect(card).toEqual({ rank: RANKS[Math.floor(c / 4)], suit: SUITS[c % 4] }));
  });

  it('starts each card exactly at c / 52 (the words of the lattice)', () => {
    for (let c = 1; c < DECK_SIZE; c++) {
      // The first 32-bit word with floor(w × 52 / 2³²) = c, and the one before it.
      const first = Math.ceil((c * 2 ** 32) / DECK_SIZE);
      expect(cardText(cardOf(first / 2 ** 32))).toBe(cardText(cardOf(middleOf(c))));
      expect(cardText(cardOf((first - 1) / 2 ** 32))).toBe(cardText(cardOf(middleOf(c - 1))));
    }
  });

  it('refuses a float outside [0, 1)', () => {
    for (const bad of [1, -0.1, Number.NaN, 2]) expect(() => cardOf(bad)).toThrow(RangeError);
  });
});

describe('rankIndex and cardText', () => {
  it('orders the ace low and the king high', () => {
    expect(rankIndex({ rank: 'A', suit: 'H' })).toBe(0);
    expect(rankIndex({ rank: '10', suit: 'S' })).toBe(9);
    expect(rankIndex({ rank: 'K', suit: 'C' })).toBe(12);
  });

  it('writes a card short, with its suit symbol', () => {
    expect(cardText({ rank: 'A', suit: 'S' })).toBe('A♠');
    expect(cardText({ rank: '10', suit: 'H' })).toBe('10♥');
    expect(cardText({ rank: 'Q', suit: 'D' })).toBe('Q♦');
    expect(cardText({ rank: '7', suit: 'C' })).toBe('7♣');
  });
});
