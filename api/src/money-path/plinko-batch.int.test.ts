import { payoutOf } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator({ openingBalance: '100' });
});
afterAll(() => h.close());

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance as Decimal;
const webhooksOf = (betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId);

describe('a plinko batch on the wire', () => {
  it('debits amount × balls once and credits the batch total once, exactly', async () => {
    const token = await h.playerToken(op, 'pachinko');
    const res = await h.gql(token, PLACE_BET, { input: { game: 'plinko', amount: '0.25', params: { rows: 16, risk: 'high', balls: 40 } } });
    const placed = res.data.placeBet;
    expect(placed.__typename).toBe('PlaceBetSuccess');
    const { round } = placed;
    expect(round).toMatchObject({ game: 'plinko', status: 'CLOSED', amount: '10.0000000000' });
    expect(new Decimal(round.multiplier).eq(round.state.total)).toBe(true);
    expect(round.state.slots).toHaveLength(40);
    const payout = payoutOf('0.25', round.state.total);
    expect(new Decimal(round.payout).eq(payout)).toBe(true);

    await eventually(() => expect(webhooksOf(round.betId).map((r) => [r.body.event, r.status])).toEqual([['plinko_bet', 200], ['plinko_win', 200]]));
    const [bet, win] = webhooksOf(round.betId);
    // Every slot pays something, so a batch is never lost on its debit.
    expect(bet!.rawBody).toContain('"actions":[{"type":"bet","amount":10}]');
    expect(bet!.body.roundClosed).toBe(false);
    expect(win!.rawBody).toContain(`"actions":[{"type":"win","amount":${payout.toFixed()}}]`);
    expect(win!.body.roundClosed).toBe(true);
    expect(balanceOf('pachinko').toFixed()).toBe(new Decimal(100).minus(10).plus(payout).toFixed());
  });

  it('a batch the balance cannot cover sends no debit and moves nothing', async () => {
    const token = await h.playerToken(op, 'short');
    op.wallet.storage.setBalance(op.customerId, 'short', '5');
    const res = await h.gql(token, PLACE_BET, { input: { game: 'plinko', amount: '1', params: { rows: 8, risk: 'low', balls: 6 } } });
    expect(res.data.placeBet.__typename).toBe('InsufficientFundsError');
    expect(op.wallet.requests.filter((r) => r.body?.userId === 'short' && r.body.event === 'plinko_bet')).toHaveLength(0);
    expect(balanceOf('short').toFixed()).toBe('5');
  });

  it('refuses params outside INTERFACES §5 with a typed error and nothing sent', async () => {
    const token = await h.playerToken(op, 'bad-batch');
    for (const params of [{ rows: 7, risk: 'low', balls: 1 }, { rows: 8, risk: 'wild', balls: 1 }, { rows: 8, risk: 'low', balls: 101 }, { rows: 8, risk: 'low', balls: 1, extra: 1 }]) {
      const res = await h.gql(token, PLACE_BET, { input: { game: 'plinko', amount: '1', params } });
      expect(res.data.placeBet.__typename).toBe('InvalidInputError');
    }
    expect(op.wallet.requests.filter((r) => r.body?.userId === 'bad-batch' && r.body.event !== 'balance_check')).toHaveLength(0);
  });
});
