import { Decimal } from '@rgs/schema';
import { blackjackGame } from '@rgs/game-blackjack';
import { floatsForShoe, shoeStartingWith } from '@rgs/game-blackjack/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSTALLED_GAMES } from '../rounds/installed-games';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, PLACE_BET } from '../testing/play-operations';

// The real Blackjack rules on the real money path, dealt from stacked shoes: the next round is dealt
// from the next shoe in the queue (the cards named first, then the shoe in order), through the same
// floats-to-shoe mapping as a live round.
const queue: string[][] = [];
const stacked = {
  ...blackjackGame,
  start: (params: Parameters<typeof blackjackGame.start>[0], _floats: readonly number[], stake: string) =>
    blackjackGame.start(params, floatsForShoe(shoeStartingWith(queue.shift()!)), stake),
};

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness({ games: [...INSTALLED_GAMES.filter((g) => g.key !== 'blackjack'), stacked] });
  op = await h.operator({ openingBalance: '100', optIns: { roundClose: true } });
});
afterAll(() => h.close());
beforeEach(() => op.wallet.setFault(null));

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance.toFixed();
const webhooksOf = (betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId);
const moneyOf = (betId: string) => webhooksOf(betId).map((r) => [r.body.event, r.body.actions[0]?.amount.toString() ?? null, r.body.roundClosed]);
const balanceChecksOf = (userId: string) => op.wallet.requests.filter((r) => r.body?.userId === userId && r.body.event === 'balance_check').length;

async function deal(userId: string, cards: string[], params: Record<string, string> = {}, amount = '4') {
  queue.push(cards);
  const token = await h.playerToken(op, userId);
  const res = await h.gql(token, PLACE_BET, { input: { game: 'blackjack', amount, params } });
  expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
  const act = async (action: string, params: object = {}) => (await h.gql(token, ACT, { input: { roundId: res.data.placeBet.round.id, action, params } })).data.act;
  return { token, round: res.data.placeBet.round, act };
}

function expectDistinctTransactions(betId: string) {
  const ids = webhooksOf(betId).map((r) => r.body.transactionId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const r of webhooksOf(betId)) expect(r.body.betId).toBe(betId);
}

describe('Blackjack on the money path', () => {
  it('a natural: its own blackjack_bet, then a separate blackjack_win of 3:2', async () => {
    const { round } = await deal('natural', ['AS', '9H', 'KD', '7C']);
    expect(round.status).toBe('CLOSED');
    await eventually(() => expect(moneyOf(round.betId)).toEqual([['blackjack_bet', '4', false], ['blackjack_win', '10', true]]));
    expectDistinctTransactions(round.betId);
    expect(balanceOf('natural')).toBe('106');
  });

  it('a double: balance_check first, a second blackjack_bet of the hand bet, one credit of 2 × 8', async () => {
    const { round, act } = await deal('double', ['6S', '6D', '5H', '10C', '10H', '10S']);
    const checks = balanceChecksOf('double');
    const doubled = await act('double');
    expect(doubled.round.status).toBe('CLOSED');
    expect(balanceChecksOf('double')).toBe(checks + 1);
    await eventually(() => expect(moneyOf(round.betId)).toEqual([['blackjack_bet', '4', false], ['blackjack_bet', '4', false], ['blackjack_win', '16', true]]));
    expectDistinctTransactions(round.betId);
    expect(balanceOf('double')).toBe('108');
  });

  it('a split into 4 hands: three split debits of the initial bet, every hand played, one credit of the total', async () => {
    const { round, act } = await deal('splitter', ['8S', '6D', '8H', '10C', '8D', '8C', '8S', '3H', '10S', '10H', '9D', '9C', '10D']);
    let state = round.state;
    while (state.phase !== 'over') {
      const action = state.allowed.includes('split') && state.hands.length < 4 ? 'split' : 'stand';
      const moved = await act(action);
      expect(moved.__typename).toBe('ActSuccess');
      state = moved.round.state;
    }
    expect(state.hands).toHaveLength(4);
    const payout = new Decimal(state.payout);
    const events = moneyOf(round.betId);
    expect(events.slice(0, 4)).toEqual([['blackjack_bet', '4', false], ['blackjack_bet', '4', false], ['blackjack_bet', '4', false], ['blackjack_bet', '4', false]]);
    await eventually(() => expect(moneyOf(round.betId).slice(4)).toEqual(payout.gt(0) ? [['blackjack_win', payout.toFixed(), true]] : [['blackjack_close', null, true]]));
    expectDistinctTransactions(round.betId);
    expect(balanceOf('splitter')).toBe(new Decimal(100).minus(16).plus(payout).toFixed());
  });

  it('insurance won: the dealer has blackjack; the insurance wager is its own debit and pays 2:1 in the one credit', async () => {
    const { round, act } = await deal('insured-won', ['10S', 'AS', '9H', 'KD']);
    expect(round.state).toMatchObject({ phase: 'insurance', allowed: ['insurance'] });
    const taken = await act('insurance', { take: true });
    expect(taken.round.status).toBe('CLOSED');
    await eventually(() => expect(moneyOf(round.betId)).toEqual([['blackjack_bet', '4', false], ['blackjack_bet', '2', false], ['blackjack_win', '6', true]]));
    expectDistinctTransactions(round.betId);
    expect(balanceOf('insured-won')).toBe('100');
  });

  it('insurance lost: no dealer blackjack, the hand loses too: two debits and a close, no credit', async () => {
    const { act, round } = await deal('insured-lost', ['10S', 'AS', '9H', '9D']);
    expect((await act('insurance', { take: true })).round.status).toBe('OPEN');
    expect((await act('stand')).round.status).toBe('CLOSED');
    await eventually(() => expect(moneyOf(round.betId)).toEqual([['blackjack_bet', '4', false], ['blackjack_bet', '2', false], ['blackjack_close', null, true]]));
    expect(balanceOf('insured-lost')).toBe('94');
  });

  it('a double the balance cannot cover is refused with no debit sent; the hand plays on', async () => {
    const { act, round } = await deal('short', ['5S', '6D', '6H', '10C', '2H', '10S']);
    op.wallet.storage.setBalance(op.customerId, 'short', '3');
    const refused = await act('double');
    expect(refused).toMatchObject({ __typename: 'InsufficientFundsError', balance: '3.0000000000' });
    expect(moneyOf(round.betId)).toEqual([['blackjack_bet', '4', false]]);
    const hit = await act('hit');
    expect(hit.round.state.hands[0].cards).toHaveLength(3);
  });

  it('side bets are part of the opening debit and paid in the one credit; a side bet above the main bet is refused before anything is sent', async () => {
    const { round } = await deal('sides', ['7H', '7S', '7D', '9C', '10S'], { perfectPairs: '1', twentyOnePlusThree: '1' });
    expect(moneyOf(round.betId)[0]).toEqual(['blackjack_bet', '6', false]);
    // 7♥ 7♦: a coloured pair (12:1); with the dealer's 7♠: three of a kind (30:1). Both settle now, paid with the round's credit.
    expect(round.state.sideBets.perfectPairs).toMatchObject({ stake: '1', outcome: 'coloured-pair', payout: '13' });
    expect(round.state.sideBets.twentyOnePlusThree).toMatchObject({ stake: '1', outcome: 'three-of-a-kind', payout: '31' });
    const token = await h.playerToken(op, 'greedy-sides');
    const before = op.wallet.requests.length;
    const res = await h.gql(token, PLACE_BET, { input: { game: 'blackjack', amount: '1', params: { perfectPairs: '2' } } });
    expect(res.data.placeBet.__typename).toBe('InvalidInputError');
    expect(op.wallet.requests.slice(before).filter((r) => r.body?.event !== 'balance_check')).toEqual([]);
  });
});
