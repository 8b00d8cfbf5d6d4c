import type { PlayedRound } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import { cards } from '../deck';
import { litHand, replacedCount, scoringCards, slotsOf, stateOf, undrawnOf } from './hand-view';
import { suggestionWouldMake } from './suggestion';

const TEN = cards('10♠ J♠ A♣ 5♦ A♦ 9♣ J♦ A♠ 6♣ Q♦');

function round(status: 'OPEN' | 'CLOSED', held: boolean[] | null, final: string | null, hand: string): PlayedRound {
  return {
    id: 'rnd_1', betId: 'bet_1', game: 'videopoker', status, amount: '1', stake: '1', payout: '0', multiplier: '0', freeBet: false, currency: 'USD', params: {},
    state: { dealt: TEN.slice(0, 5), hint: [false, false, true, false, true], held, final: final ? cards(final) : null, hand },
    outcome: status === 'CLOSED' ? { cards: TEN } : null,
  };
}

describe('hand view', () => {
  it('shows backs before a deal, the dealt cards with the player’s holds while open, the final hand after the draw', () => {
    expect(slotsOf(null, [])).toEqual([0, 1, 2, 3, 4].map((i) => ({ card: null, key: `back:${i}`, held: false, suggested: false, replaced: false })));
    const open = round('OPEN', null, null, 'jacksOrBetter');
    expect(slotsOf(open, [true, false, false, false, false]).map((s) => [s.key, s.held, s.suggested, s.replaced])).toEqual([
      ['rnd_1:0:9', true, false, false], ['rnd_1:1:10', false, false, false], ['rnd_1:2:39', false, true, false], ['rnd_1:3:30', false, false, false], ['rnd_1:4:26', false, true, false],
    ]);
    const drawn = round('CLOSED', [false, false, true, false, true], '9♣ J♦ A♣ A♠ A♦', 'threeOfAKind');
    expect(slotsOf(drawn, []).map((s) => [s.key, s.held, s.suggested, s.replaced])).toEqual([
      ['rnd_1:0:47', false, false, true], ['rnd_1:1:36', false, false, true], ['rnd_1:2:39', true, false, false], ['rnd_1:3:0', false, false, true], ['rnd_1:4:26', true, false, false],
    ]);
    expect(replacedCount(stateOf(drawn))).toBe(3);
    expect(litHand(stateOf(drawn))).toBe('threeOfAKind');
    expect(litHand(stateOf(round('CLOSED', [true, true, true, true, false], '10♠ J♠ A♣ 5♦ 9♣', 'nothing')))).toBeNull();
  });

  it('lists the cards never drawn, and what the suggestion would have made on other holds', () => {
    const followed = round('CLOSED', [false, false, true, false, true], '9♣ J♦ A♣ A♠ A♦', 'threeOfAKind');
    expect(undrawnOf(followed)).toEqual(cards('6♣ Q♦'));
    expect(suggestionWouldMake(followed)).toBeNull();
    const stood = round('CLOSED', [true, true, true, true, true], '10♠ J♠ A♣ 5♦ A♦', 'jacksOrBetter');
    expect(undrawnOf(stood)).toEqual(cards('9♣ J♦ A♠ 6♣ Q♦'));
    expect(suggestionWouldMake(stood)).toBe('threeOfAKind');
    expect(undrawnOf(round('OPEN', null, null, 'jacksOrBetter'))).toEqual([]);
    expect(suggestionWouldMake(round('OPEN', null, null, 'jacksOrBetter'))).toBeNull();
  });
});

describe('scoringCards', () => {
  it('marks the cards that make the hand: the groups of a pair to quads, all five of the rest, none of nothing', () => {
    expect(scoringCards(cards('9♣ J♦ A♣ A♠ A♦'), 'threeOfAKind')).toEqual([false, false, true, true, true]);
    expect(scoringCards(cards('J♣ J♦ 4♥ 4♠ 9♦'), 'twoPair')).toEqual([true, true, true, true, false]);
    expect(scoringCards(cards('K♣ 2♦ K♥ 7♠ 9♦'), 'jacksOrBetter')).toEqual([true, false, true, false, false]);
    expect(scoringCards(cards('Q♣ Q♦ Q♥ 4♠ 4♦'), 'fullHouse')).toEqual([true, true, true, true, true]);
    expect(scoringCards(cards('8♣ 7♦ 6♥ 5♠ 4♣'), 'straight')).toEqual([true, true, true, true, true]);
    expect(scoringCards(cards('8♣ 8♦ 6♥ 5♠ 4♣'), 'nothing')).toEqual([false, false, false, false, false]);
  });
});
