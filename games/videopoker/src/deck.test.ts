import { describe, expect, it } from 'vitest';
import { DECK_SIZE, cardAt, cardIndex, cardText, cards } from './deck';

describe('the ordered deck', () => {
  it('runs ♠ ♥ ♦ ♣, each A, 2 … 10, J, Q, K: card k is rank k mod 13 of suit ⌊k / 13⌋', () => {
    expect(cardAt(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(cardAt(9)).toEqual({ rank: '10', suit: 'S' });
    expect(cardAt(12)).toEqual({ rank: 'K', suit: 'S' });
    expect(cardAt(13)).toEqual({ rank: 'A', suit: 'H' });
    expect(cardAt(26)).toEqual({ rank: 'A', suit: 'D' });
    expect(cardAt(51)).toEqual({ rank: 'K', suit: 'C' });
    expect(Array.from({ length: DECK_SIZE }, (_, k) => cardText(cardAt(k))).join(' ')).toBe(
      'A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ ' +
        'A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣',
    );
  });

  it('gives every card back its index, and refuses an index off the deck', () => {
    for (let k = 0; k < DECK_SIZE; k++) expect(cardIndex(cardAt(k))).toBe(k);
    for (const bad of [-1, 52, 1.5, Number.NaN]) expect(() => cardAt(bad)).toThrow(RangeError);
  });

  it('reads cards from their short texts', () => {
    expect(cards('A♠ 10♥ Q♣')).toEqual([{ rank: 'A', suit: 'S' }, { rank: '10', suit: 'H' }, { rank: 'Q', suit: 'C' }]);
    expect(() => cards('1♠')).toThrow(RangeError);
    expect(() => cards('K')).toThrow(RangeError);
  });
});
