import { describe, expect, it } from 'vitest';
import { TestTable } from './test-table';

describe('double', () => {
  it('debits the hand bet again, deals one card and stands', () => {
    const table = new TestTable(['6S', '6H', '5D', 'KC', '10H', '9S']);
    expect(table.state.allowed).toEqual(['hit', 'stand', 'double']);
    const step = table.act('double');
    expect(step.wagers).toEqual([{ amount: '1', reason: 'double' }]);
    expect(table.hands()).toEqual([['6♠', '5♦', '10♥']]);
    // The dealer's 16 draws the 9 and busts; the doubled 21 wins 1:1 on 2 units.
    expect(table.dealer()).toEqual(['6♥', 'K♣', '9♠']);
    expect(step.state.hands[0]).toMatchObject({ bet: '2', doubled: true, result: 'win', payout: '4' });
    expect(step.end).toEqual({ payout: '4' });
  });

  it('doubles any two cards, even a soft 20 or a pair', () => {
    const table = new TestTable(['AS', '7H', '9D', '10C', '2S'], { stake: '0.3' });
    expect(table.state.allowed).toEqual(['hit', 'stand', 'double']);
    const step = table.act('double');
    expect(step.wagers).toEqual([{ amount: '0.3', reason: 'double' }]);
    // Soft 20 + 2 = hard 12 against the dealer's 17: lost.
    expect(step.state.hands[0]).toMatchObject({ bet: '0.6', result: 'lose', payout: '0' });
    expect(step.end).toEqual({ payout: '0' });
  });
});

describe('split', () => {
  it('splits to 4 hands, re-splitting pairs and doubling after a split, then refuses a fifth hand', () => {
    // Player 8-8 against a 6 (dealer 6 + 10 = 16). Later cards in order of play.
    const table = new TestTable(['8S', '6H', '8D', '10C', '8H', '8C', '3S', '2D', '8S', '9H', '7D', 'KS']);
    expect(table.state.allowed).toEqual(['hit', 'stand', 'double', 'split']);

    let step = table.act('split');
    expect(step.wagers).toEqual([{ amount: '1', reason: 'split' }]);
    expect(table.hands()).toEqual([['8♠', '8♥'], ['8♦']]);
    expect(step.state).toMatchObject({ activeHand: 0, allowed: ['hit', 'stand', 'double', 'split'] });

    step = table.act('split');
    expect(table.hands()).toEqual([['8♠', '8♣'], ['8♥'], ['8♦']]);
    expect(step.state.allowed).toEqual(['hit', 'stand', 'double', 'split']);

    step = table.act('split');
    expect(step.wagers).toEqual([{ amount: '1', reason: 'split' }]);
    expect(table.hands()).toEqual([['8♠', '3♠'], ['8♣'], ['8♥'], ['8♦']]);
    expect(step.state).toMatchObject({ activeHand: 0, allowed: ['hit', 'stand', 'double'] });
    expect(step.state.hands.every((hand) => hand.fromSplit && hand.bet === '1')).toBe(true);

    step = table.act('double');
    expect(step.wagers).toEqual([{ amount: '1', reason: 'double' }]);
    // The second hand gets its second card only now: another 8, a pair, but a round has 4 hands at most.
    expect(table.hands()).toEqual([['8♠', '3♠', '2♦'], ['8♣', '8♠'], ['8♥'], ['8♦']]);
    expect(step.state).toMatchObject({ activeHand: 1, allowed: ['hit', 'stand', 'double'] });
    expect(table.refusal('split').details).toMatchObject({ reason: 'SPLIT_LIMIT' });

    table.act('stand');
    expect(table.hands()).toEqual([['8♠', '3♠', '2♦'], ['8♣', '8♠'], ['8♥', '9♥'], ['8♦']]);
    expect(table.state.activeHand).toBe(2);
    table.act('stand');
    expect(table.hands()[3]).toEqual(['8♦', '7♦']);
    expect(table.dealer()).toEqual(['6♥']);
    step = table.act('stand');

    // Dealer 16 draws K♠ and busts: every hand wins, the doubled one 2 × 2.
    expect(table.dealer()).toEqual(['6♥', '10♣', 'K♠']);
    expect(step.state.hands.map((hand) => [hand.result, hand.bet, hand.payout])).toEqual([
      ['win', '2', '4'],
      ['win', '1', '2'],
      ['win', '1', '2'],
      ['win', '1', '2'],
    ]);
    expect(step.end).toEqual({ payout: '10' });
    expect(step.state).toMatchObject({ phase: 'over', activeHand: null, allowed: [] });
  });

  it('splits any two ten-value cards (same value, not only same rank)', () => {
    const table = new TestTable(['KS', '6H', 'QD', '10C', '5S', '5D']);
    expect(table.state.allowed).toContain('split');
    table.act('split');
    expect(table.hands()).toEqual([['K♠', '5♠'], ['Q♦']]);
  });

  it('gives split aces one card each; 21 on a split ace pays 1:1 and an ace on it is not split again', () => {
    const table = new TestTable(['AS', '7H', 'AD', '10C', 'KD', 'AH']);
    expect(table.state.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    const step = table.act('split');
    expect(step.wagers).toEqual([{ amount: '1', reason: 'split' }]);
    expect(table.hands()).toEqual([['A♠', 'K♦'], ['A♦', 'A♥']]);
    expect(table.dealer()).toEqual(['7♥', '10♣']);
    expect(step.state.hands.map((hand) => [hand.result, hand.payout])).toEqual([
      ['win', '2'],
      ['lose', '0'],
    ]);
    expect(step.end).toEqual({ payout: '2' });
  });

  it('stands a split hand reaching 21 on two cards and moves on (21, not blackjack)', () => {
    const table = new TestTable(['KS', '9H', 'KD', '8C', 'AD', '9S']);
    table.act('split');
    expect(table.hands()).toEqual([['K♠', 'A♦'], ['K♦', '9♠']]);
    expect(table.state.activeHand).toBe(1);
    const step = table.act('stand');
    expect(step.state.hands.map((hand) => hand.result)).toEqual(['win', 'win']);
    expect(step.end).toEqual({ payout: '4' });
  });
});

describe('hits, busts and the dealer (stands on soft 17)', () => {
  it('stands by itself on 21 and settles a push', () => {
    const table = new TestTable(['5S', '9H', '6D', '7C', '10D', '5C']);
    table.act('hit');
    expect(table.hands()).toEqual([['5♠', '6♦', '10♦']]);
    expect(table.dealer()).toEqual(['9♥', '7♣', '5♣']);
    expect(table.step.end).toEqual({ payout: '1' });
    expect(table.state.hands[0]?.result).toBe('push');
  });

  it('does not draw for the dealer when every hand is bust', () => {
    const table = new TestTable(['10S', '9H', '6D', '5C', 'KD']);
    const step = table.act('hit');
    expect(step.end).toEqual({ payout: '0' });
    expect(step.state.hands[0]?.result).toBe('bust');
    expect(table.dealer()).toEqual(['9♥', '5♣']);
  });

  it('stands on a soft 17 of two cards', () => {
    const table = new TestTable(['10S', 'AH', '9D', '6C']);
    table.act('insurance', { take: false });
    expect(table.act('stand').end).toEqual({ payout: '2' });
    expect(table.dealer()).toEqual(['A♥', '6♣']);
  });

  it('stands on a soft 17 reached by drawing, and draws on a soft 16', () => {
    const soft17 = new TestTable(['10S', '2H', '8D', '4C', 'AD', '9S']);
    expect(soft17.act('stand').end).toEqual({ payout: '2' });
    expect(soft17.dealer()).toEqual(['2♥', '4♣', 'A♦']);

    const soft16 = new TestTable(['10S', '5H', '9D', 'AC', '2S', '9S']);
    expect(soft16.act('stand').end).toEqual({ payout: '2' });
    expect(soft16.dealer()).toEqual(['5♥', 'A♣', '2♠']);
  });

  it('draws on hard 16 and stands on hard 17', () => {
    const table = new TestTable(['10S', '10H', '9D', '6C', 'AS', '5S']);
    expect(table.act('stand').end).toEqual({ payout: '2' });
    expect(table.dealer()).toEqual(['10♥', '6♣', 'A♠']);
  });
});

describe('side bets', () => {
  it.each([
    [['7H', '8H', '7H', 'KC'], 'perfect-pair', '26', 'flush', '12'],
    [['7H', '8S', '7D', 'KC'], 'coloured-pair', '13', null, '0'],
    [['7H', '9S', '7C', 'KC'], 'mixed-pair', '7', null, '0'],
    [['9D', 'JD', '10D', '7C'], null, '0', 'straight-flush', '82'],
    [['9D', 'JS', '10D', '7C'], null, '0', 'straight', '22'],
    [['4C', '4D', '4H', '7C'], 'mixed-pair', '7', 'three-of-a-kind', '62'],
    [['4C', '4C', '4C', '7C'], 'perfect-pair', '26', 'suited-trips', '202'],
    [['QS', '2S', '9S', '7C'], null, '0', 'flush', '12'],
  ] as const)('%j: PP %s → %s, 21+3 %s → %s (stakes 1 and 2)', (cards, pp, ppPayout, tp, tpPayout) => {
    const table = new TestTable(cards, { perfectPairs: '1', twentyOnePlusThree: '2' });
    expect(table.state.sideBets).toEqual({
      perfectPairs: { stake: '1', outcome: pp, payout: ppPayout },
      twentyOnePlusThree: { stake: '2', outcome: tp, payout: tpPayout },
    });
  });

  it('are paid in the one terminal credit, summed with the hands', () => {
    // Perfect pair 7♥7♥ (26) and flush 7♥7♥8♥ (12); the 14 stands against 18 and loses.
    const table = new TestTable(['7H', '8H', '7H', 'KC'], { perfectPairs: '1', twentyOnePlusThree: '2' });
    expect(table.step.end).toBeUndefined();
    expect(table.act('stand').end).toEqual({ payout: '38' });
    expect(table.state.hands[0]?.result).toBe('lose');
  });

  it('are paid even when a dealer blackjack ends the round', () => {
    const table = new TestTable(['7H', 'AH', '7H', 'KC'], { perfectPairs: '0.1', twentyOnePlusThree: '0.1' });
    expect(table.act('insurance', { take: false }).end).toEqual({ payout: '3.2' });
  });

  it('lost side bets and a lost hand end with payout "0"; unstaked side bets are null', () => {
    const lost = new TestTable(['10S', '9H', '6D', '5C', 'KD'], { perfectPairs: '1', twentyOnePlusThree: '1' });
    expect(lost.act('hit').end).toEqual({ payout: '0' });
    expect(new TestTable(['10S', '9H', '6D', '5C']).state.sideBets).toEqual({ perfectPairs: null, twentyOnePlusThree: null });
  });
});
