import { describe, expect, it } from 'vitest';
import { cardIndex, cards } from './deck';
import { HAND_NAMES, MAX_PAY, PAYTABLE, categoryOf, handNameOf } from './hands';

const hand = (text: string) => cards(text).map(cardIndex);

describe('the hands of Jacks or Better', () => {
  it('pays 9/6 full pay: 800, 50, 25, 9, 6, 4, 3, 2, 1 and nothing', () => {
    expect(PAYTABLE).toEqual({
      nothing: 0, jacksOrBetter: 1, twoPair: 2, threeOfAKind: 3, straight: 4, flush: 6, fullHouse: 9, fourOfAKind: 25, straightFlush: 50, royalFlush: 800,
    });
    // The most a round can pay, at its one step (the draw; a royal flush dealt is stood on and paid the same).
    expect(MAX_PAY).toBe(800);
    expect(Math.max(...Object.values(PAYTABLE))).toBe(MAX_PAY);
  });

  it.each([
    ['A♠ K♠ Q♠ J♠ 10♠', 'royalFlush'],
    ['10♥ J♥ Q♥ K♥ A♥', 'royalFlush'],
    ['9♥ 8♥ 7♥ 6♥ 5♥', 'straightFlush'],
    ['A♦ 2♦ 3♦ 4♦ 5♦', 'straightFlush'],
    ['9♣ 10♣ J♣ Q♣ K♣', 'straightFlush'],
    ['7♣ 7♦ 7♥ 7♠ 2♦', 'fourOfAKind'],
    ['Q♣ Q♦ Q♥ 4♠ 4♦', 'fullHouse'],
    ['K♦ 10♦ 7♦ 6♦ 2♦', 'flush'],
    ['A♠ K♠ Q♠ J♠ 9♠', 'flush'],
    ['8♣ 7♦ 6♥ 5♠ 4♣', 'straight'],
    ['A♣ 2♦ 3♥ 4♠ 5♣', 'straight'],
    ['10♣ J♦ Q♥ K♠ A♣', 'straight'],
    ['Q♣ K♦ A♥ 2♠ 3♣', 'nothing'],
    ['5♣ 5♦ 5♥ K♠ 2♦', 'threeOfAKind'],
    ['J♣ J♦ 4♥ 4♠ 9♦', 'twoPair'],
    ['2♣ 2♦ 3♥ 3♠ 9♦', 'twoPair'],
    ['J♣ J♦ 4♥ 5♠ 9♦', 'jacksOrBetter'],
    ['A♣ A♦ 4♥ 5♠ 9♦', 'jacksOrBetter'],
    ['10♣ 10♦ 4♥ 5♠ K♦', 'nothing'],
    ['2♣ 7♦ 4♥ 5♠ K♦', 'nothing'],
  ])('%s is %s', (text, name) => {
    expect(handNameOf(hand(text))).toBe(name);
  });

  it('ranks all 2,598,960 hands as poker counts them', () => {
    const counts = new Array<number>(HAND_NAMES.length).fill(0);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++) for (let e = d + 1; e < 52; e++) counts[categoryOf([a, b, c, d, e])]! += 1;
    // Jacks or Better: 4 of the 13 ranks' 84,480 one-pair hands each; the other 9 ranks' are nothing.
    expect(Object.fromEntries(HAND_NAMES.map((name, i) => [name, counts[i]]))).toEqual({
      nothing: 1_302_540 + 9 * 84_480, jacksOrBetter: 4 * 84_480, twoPair: 123_552, threeOfAKind: 54_912, straight: 10_200,
      flush: 5_108, fullHouse: 3_744, fourOfAKind: 624, straightFlush: 36, royalFlush: 4,
    });
  });

  it('refuses anything but five different cards', () => {
    expect(() => categoryOf([0, 1, 2, 3])).toThrow(RangeError);
    expect(() => categoryOf([0, 1, 2, 3, 3])).toThrow(RangeError);
  });
});
