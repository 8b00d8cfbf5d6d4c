import { describe, expect, it } from 'vitest';
import { card } from '../fixed-shoe';
import { TestTable } from '../test-table';
import { badgeOf, dealerCards, seatState, splitStage, toneOf } from './table-view';

const cards = (...texts: string[]) => texts.map(card);

describe('table view', () => {
  it('shows the hole card face down until it is turned', () => {
    const table = new TestTable(['10S', '9H', '6D', 'KC', '5S']);
    expect(dealerCards(table.state.dealer)).toStrictEqual([{ rank: '9', suit: 'H' }, { faceDown: true }]);
    table.act('stand');
    expect(dealerCards(table.state.dealer)).toStrictEqual([{ rank: '9', suit: 'H' }, { rank: 'K', suit: 'C' }]);
  });

  it.each([
    [['AS', 'KD'], true, { kind: 'blackjack' }],
    [['AS', 'KD'], false, { kind: 'total', value: 21, soft: false }],
    [['AS', '6D'], true, { kind: 'total', value: 17, soft: true }],
    [['AS', '6D', '10C'], true, { kind: 'total', value: 17, soft: false }],
    [['AS', '4D', '6C'], true, { kind: 'total', value: 21, soft: false }],
    [['10S', '6D', '9C'], true, { kind: 'bust', value: 25 }],
    [['9H'], false, { kind: 'total', value: 9, soft: false }],
  ])('badges %j (a natural possible: %s) as %j', (hand, canBeNatural, badge) => {
    expect(badgeOf(cards(...hand), canBeNatural)).toStrictEqual(badge);
  });

  it('has no badge for no cards', () => {
    expect(badgeOf([], true)).toBeNull();
  });

  it('highlights the hand being played, then each hand by its result', () => {
    const table = new TestTable(['8S', '6H', '8D', '10C', '3S', 'KH', '10D', '5C']);
    table.act('split');
    expect([seatState(table.state, 0), seatState(table.state, 1)]).toStrictEqual(['active', 'idle']);
    table.act('hit');
    // 8 + 3 + K = 21 stands by itself; hand 2 is played.
    expect([seatState(table.state, 0), seatState(table.state, 1)]).toStrictEqual(['idle', 'active']);
    table.act('stand');
    // Dealer 6 + 10 draws 5: 21. Hand 1's 21 pushes, hand 2's 18 loses.
    expect(table.state.hands.map((hand) => hand.result)).toStrictEqual(['push', 'lose']);
    expect([seatState(table.state, 0), seatState(table.state, 1), seatState(table.state, 2)]).toStrictEqual(['push', 'lost', 'idle']);
  });
});

describe('table view: split stage and tones', () => {
  it('stages a split as the pair apart, one card each, the other hands and the dealer as they were', () => {
    const table = new TestTable(['8S', '6H', '8D', '10C', '8H', '2S', '9D']);
    table.act('split');
    const before = table.state;
    // Hand 1 (8♠ 8♥) splits again: the new hand lands between hand 1 and hand 2.
    table.act('split');
    const stage = splitStage(before, table.state, 0);
    expect(stage.hands).toStrictEqual([cards('8S'), cards('8H'), cards('8D')]);
    expect(stage.dealer).toBe(before.dealer);
    expect(table.hands()).toStrictEqual([['8♠', '2♠'], ['8♥'], ['8♦']]);
  });

  it.each([
    ['2', '1', 'is-won'],
    ['1.0000000000', '1', 'is-push'],
    ['0', '1', 'is-lost'],
    ['0.9999999999', '1', 'is-lost'],
  ])('tones %s returned on %s as %s', (payout, stake, tone) => {
    expect(toneOf(payout, stake)).toBe(tone);
  });
});
