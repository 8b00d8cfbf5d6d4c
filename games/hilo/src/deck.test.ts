import { describe, expect, it } from 'vitest';
import { cardText } from './cards';
import { drawCards } from './deck';
import { HILO_CARDS } from './limits';

describe('drawCards', () => {
  it('draws one card per float, 64 of them, in float order', () => {
    const floats = Array.from({ length: HILO_CARDS }, (_, i) => ((i * 7 + 0.5) % 52) / 52);
    const cards = drawCards(floats);
    expect(cards).toHaveLength(64);
    expect(cards.slice(0, 4).map(cardText)).toEqual(['A♠', '2♣', '4♦', '6♥']);
    expect(drawCards(floats)).toEqual(cards);
  });

  it('is an infinite deck: the same card may come again', () => {
    expect(new Set(drawCards(new Array(HILO_CARDS).fill(0.5)).map(cardText))).toEqual(new Set(['7♦']));
  });

  it('needs all 64 floats', () => {
    expect(() => drawCards(new Array(63).fill(0.5))).toThrow(RangeError);
  });
});
