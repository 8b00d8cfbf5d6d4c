import { describe, expect, it } from 'vitest';
import { DRAWN_CARDS, drawDeck } from './draw';
import { floatsDrawing } from './test-deals';

describe('drawDeck', () => {
  it('takes card i at index floor(f_i × (52 − i)) of the cards left, in deck order', () => {
    // All zeros: always the first card left, A♠ 2♠ 3♠ …
    expect(drawDeck(Array(10).fill(0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Just under 1: always the last card left, K♣ Q♣ J♣ …
    expect(drawDeck(Array(10).fill(1 - 2 ** -32))).toEqual([51, 50, 49, 48, 47, 46, 45, 44, 43, 42]);
    // Index 9 twice: the 10♠, then (10♠ gone) the J♠.
    expect(drawDeck([9.5 / 52, 9.5 / 51, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([9, 10, 0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('draws ten different cards, any ten the floats ask for', () => {
    const wanted = [51, 0, 26, 13, 39, 12, 25, 38, 7, 44];
    expect(drawDeck(floatsDrawing(wanted))).toEqual(wanted);
    expect(DRAWN_CARDS).toBe(10);
  });

  it('fails loudly with too few floats or a float outside [0, 1)', () => {
    expect(() => drawDeck(Array(9).fill(0))).toThrow(RangeError);
    expect(() => drawDeck([1, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});
