import { GameRuleError } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { shoeStartingWith } from './fixed-shoe';
import { actBlackjack, blackjackActionSchemas, blackjackParamsSchema, openingWager, startBlackjack } from './rules';
import { TestTable } from './test-table';

const defaults = blackjackParamsSchema.parse({});

describe('params and action schemas', () => {
  it('defaults both side bets to "0" and normalises decimal text', () => {
    expect(blackjackParamsSchema.parse({})).toEqual({ perfectPairs: '0', twentyOnePlusThree: '0' });
    expect(blackjackParamsSchema.parse({ perfectPairs: '01.50', twentyOnePlusThree: '0.0000000001' })).toEqual({
      perfectPairs: '1.5',
      twentyOnePlusThree: '0.0000000001',
    });
  });

  it.each([
    { perfectPairs: 1 },
    { perfectPairs: '-1' },
    { perfectPairs: '1e3' },
    { perfectPairs: '0.00000000001' },
    { perfectPairs: ' 1' },
    { twentyOnePlusThree: null },
    { insurance: '1' },
    null,
  ])('refuses %j', (params) => {
    expect(blackjackParamsSchema.safeParse(params).success).toBe(false);
  });

  it('takes no params for hit, stand, double, split and { take: boolean } for insurance', () => {
    expect(Object.keys(blackjackActionSchemas)).toEqual(['hit', 'stand', 'double', 'split', 'insurance']);
    for (const action of ['hit', 'stand', 'double', 'split'] as const) {
      expect(blackjackActionSchemas[action].safeParse({}).success).toBe(true);
      expect(blackjackActionSchemas[action].safeParse({ hand: 0 }).success).toBe(false);
    }
    expect(blackjackActionSchemas.insurance.safeParse({ take: true }).success).toBe(true);
    expect(blackjackActionSchemas.insurance.safeParse({ take: false }).success).toBe(true);
    for (const bad of [{}, { take: 'yes' }, { take: true, amount: 1 }]) expect(blackjackActionSchemas.insurance.safeParse(bad).success).toBe(false);
  });

  it('debits the stake and both side bets together at the opening', () => {
    expect(openingWager(blackjackParamsSchema.parse({ perfectPairs: '0.5', twentyOnePlusThree: '0.25' }), '1')).toBe('1.75');
    expect(openingWager(defaults, '0.0000000001')).toBe('0.0000000001');
  });

  it('refuses a stake that is not decimal text above 0 and a shoe that is not 312 cards', () => {
    const shoe = shoeStartingWith([]);
    for (const stake of ['0', '-1', 'abc', '1.00000000001']) {
      expect(() => startBlackjack(defaults, stake, shoe)).toThrow(GameRuleError);
    }
    expect(() => startBlackjack(defaults, '1', shoe.slice(1))).toThrow(RangeError);
  });
});

describe('naturals and the peek', () => {
  it('pays a player blackjack 3:2 at once (2.5 × stake back), exactly', () => {
    const table = new TestTable(['AS', '9H', 'KD', '7C']);
    expect(table.step.wagers).toEqual([]);
    expect(table.step.end).toEqual({ payout: '2.5' });
    expect(table.state).toMatchObject({ phase: 'over', activeHand: null, allowed: [], payout: '2.5', insurance: null });
    expect(table.state.hands[0]).toMatchObject({ result: 'blackjack', payout: '2.5', done: true });
    expect(table.dealer()).toEqual(['9♥', '7♣']);
    expect(new TestTable(['KS', '9H', 'AD', '7C'], { stake: '0.0000000001' }).step.end).toEqual({ payout: '0.00000000025' });
    expect(new TestTable(['KS', '9H', 'AD', '7C'], { stake: '3.3' }).step.end).toEqual({ payout: '8.25' });
  });

  it('ends the round at once on a dealer blackjack under a ten: the player loses the main bet', () => {
    const table = new TestTable(['9S', 'KH', '9D', 'AC']);
    expect(table.step.end).toEqual({ payout: '0' });
    expect(table.state.hands[0]).toMatchObject({ result: 'lose', payout: '0' });
    expect(table.dealer()).toEqual(['K♥', 'A♣']);
    expect(table.state.dealer.holeRevealed).toBe(true);
  });

  it('pushes a player blackjack against a dealer blackjack', () => {
    const table = new TestTable(['AS', 'QH', 'KD', 'AC']);
    expect(table.step.end).toEqual({ payout: '1' });
    expect(table.state.hands[0]).toMatchObject({ result: 'push', payout: '1' });
  });

  it('plays on when the peek under a ten finds nothing, with the hole card still hidden', () => {
    const table = new TestTable(['9S', 'KH', '9D', '7C']);
    expect(table.step.end).toBeUndefined();
    expect(table.state).toMatchObject({ phase: 'playing', activeHand: 0, allowed: ['hit', 'stand', 'double', 'split'], payout: null });
    expect(table.dealer()).toEqual(['K♥']);
    expect(table.state.dealer.holeRevealed).toBe(false);
  });
});

describe('insurance', () => {
  it('is offered first when the dealer shows an ace, for half the bet, hiding the hole card', () => {
    const table = new TestTable(['10S', 'AH', '8D', 'KC']);
    expect(table.step.end).toBeUndefined();
    expect(table.state).toMatchObject({ phase: 'insurance', activeHand: null, allowed: ['insurance'] });
    expect(table.state.insurance).toEqual({ status: 'offered', amount: '0.5', payout: null });
    expect(table.dealer()).toEqual(['A♥']);
    expect(JSON.stringify(table.state)).not.toContain('"K"');
    for (const action of ['hit', 'stand', 'double', 'split']) {
      expect(table.refusal(action).details).toMatchObject({ reason: 'INSURANCE_PENDING', allowed: ['insurance'] });
    }
  });

  it('taken against a dealer blackjack: debits half the bet, pays 2:1, the main bet is lost', () => {
    const table = new TestTable(['10S', 'AH', '8D', 'KC']);
    const step = table.act('insurance', { take: true });
    expect(step.wagers).toEqual([{ amount: '0.5', reason: 'insurance' }]);
    expect(step.end).toEqual({ payout: '1.5' });
    expect(step.state.insurance).toEqual({ status: 'taken', amount: '0.5', payout: '1.5' });
    expect(step.state.hands[0]).toMatchObject({ result: 'lose', payout: '0' });
    expect(table.dealer()).toEqual(['A♥', 'K♣']);
  });

  it('declined against a dealer blackjack: the round is lost entirely', () => {
    const table = new TestTable(['10S', 'AH', '8D', 'KC']);
    const step = table.act('insurance', { take: false });
    expect(step.wagers).toEqual([]);
    expect(step.end).toEqual({ payout: '0' });
    expect(step.state.insurance).toEqual({ status: 'declined', amount: '0.5', payout: null });
  });

  it('taken without a dealer blackjack: lost, and play goes on', () => {
    const table = new TestTable(['10S', 'AH', '8D', '7C']);
    const step = table.act('insurance', { take: true });
    expect(step.wagers).toEqual([{ amount: '0.5', reason: 'insurance' }]);
    expect(step.end).toBeUndefined();
    expect(step.state).toMatchObject({ phase: 'playing', activeHand: 0, allowed: ['hit', 'stand', 'double'] });
    expect(step.state.insurance).toEqual({ status: 'taken', amount: '0.5', payout: '0' });
    expect(table.refusal('insurance', { take: true }).details).toMatchObject({ reason: 'INSURANCE_NOT_OFFERED' });
    // 18 against the dealer's soft 18: a push, the insurance lost.
    expect(table.act('stand').end).toEqual({ payout: '1' });
    expect(table.state.hands[0]).toMatchObject({ result: 'push' });
  });

  it('with a player blackjack is even money: 2.5 × half-bet-adjusted either way', () => {
    expect(new TestTable(['AS', 'AH', 'KD', 'KC']).act('insurance', { take: true }).end).toEqual({ payout: '2.5' });
    expect(new TestTable(['AS', 'AH', 'KD', '7C']).act('insurance', { take: true }).end).toEqual({ payout: '2.5' });
    expect(new TestTable(['AS', 'AH', 'KD', '7C']).act('insurance', { take: false }).end).toEqual({ payout: '2.5' });
    expect(new TestTable(['AS', 'AH', 'KD', 'KC']).act('insurance', { take: false }).end).toEqual({ payout: '1' });
  });

  it('rounds half an odd smallest stake down to 10 places', () => {
    const table = new TestTable(['10S', 'AH', '8D', 'KC'], { stake: '0.0000000003' });
    expect(table.state.insurance?.amount).toBe('0.0000000001');
    expect(table.act('insurance', { take: true }).end).toEqual({ payout: '0.0000000003' });
  });

  it('needs { take: boolean }', () => {
    const table = new TestTable(['10S', 'AH', '8D', 'KC']);
    expect(table.refusal('insurance', {}).details).toMatchObject({ reason: 'INVALID_PARAMS' });
    expect(table.refusal('insurance', { take: 'yes' }).details).toMatchObject({ reason: 'INVALID_PARAMS' });
  });
});

describe('refused moves', () => {
  it('names the reason and changes nothing', () => {
    const table = new TestTable(['10S', '6H', '5D', '10C', '2S']);
    expect(table.state.allowed).toEqual(['hit', 'stand', 'double']);
    expect(table.refusal('split')).toMatchObject({ code: 'INVALID_ACTION', details: { action: 'split', reason: 'SPLIT_NOT_A_PAIR' } });
    expect(table.refusal('insurance', { take: true }).details).toMatchObject({ reason: 'INSURANCE_NOT_OFFERED' });
    expect(table.refusal('surrender').details).toMatchObject({ reason: 'UNKNOWN_ACTION' });
    expect(table.refusal('hit', { card: 1 }).details).toMatchObject({ reason: 'INVALID_PARAMS' });
    table.act('hit');
    expect(table.hands()).toEqual([['10♠', '5♦', '2♠']]);
    expect(table.state.allowed).toEqual(['hit', 'stand']);
    expect(table.refusal('double').details).toMatchObject({ reason: 'DOUBLE_NOT_ALLOWED', allowed: ['hit', 'stand'] });
  });

  it('refuses every move once the round is over', () => {
    const table = new TestTable(['AS', '9H', 'KD', '7C']);
    for (const action of ['hit', 'stand', 'insurance']) expect(table.refusal(action).code).toBe('ROUND_NOT_OPEN');
  });

  it('refuses a shoe that was not dealt to this round', () => {
    const table = new TestTable(['10S', '6H', '9D', '10C']);
    expect(() => actBlackjack(table.state, shoeStartingWith(['10S', '7H']), 'hit', {})).toThrow(/not dealt to this round/);
  });
});
