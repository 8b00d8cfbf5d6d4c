import { count, eq } from 'drizzle-orm';
import { Decimal } from '@rgs/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rounds, sessions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// Every balance an operator reports must fit numeric(38,10) exactly, be finite and non-negative.
// A bad one never opens a session, and never fails a settlement the wallet already committed.

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator({ openingBalance: '1000' });
});
afterAll(() => h.close());
beforeEach(() => {
  op.wallet.setFault(null);
  op.wallet.clearRequests();
});

const INVALID_BALANCES = [
  ['negative', '-50'],
  ['1e400', '1e400'],
  ['1e40', '1e40'],
  ['29 integer digits', '1'.repeat(29)],
  ['11 decimal places', '10.00000000001'],
  ['1e-400', '1e-400'],
  ['a string', '"abc"'],
] as const;

const sessionCount = async () => (await h.database.db.select({ n: count() }).from(sessions))[0]!.n;
const walletBalance = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance as Decimal;

describe('the initial balance_check', () => {
  it.each(INVALID_BALANCES)('answering a balance that is %s opens no session: 400 "User not recognized by operator."', async (_name, balance) => {
    op.wallet.setFault({ respond: 200, body: `{"success":true,"balance":${balance}}`, match: { event: 'balance_check', times: 1 } });
    const before = await sessionCount();
    const res = await h.createSession(op, { userId: 'odd-balance', currency: { code: 'USD' } });
    expect(res).toMatchObject({ status: 400, body: { code: 'USER_NOT_RECOGNIZED', message: 'User not recognized by operator.' } });
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests.map((r) => r.body.event)).toEqual(['balance_check']);
  });

  it('answering the largest numeric(38,10) balance opens the session with it exactly', async () => {
    const largest = `${'9'.repeat(28)}.${'9'.repeat(10)}`;
    op.wallet.setFault({ respond: 200, body: `{"success":true,"balance":${largest}}`, match: { event: 'balance_check', times: 1 } });
    const res = await h.createSession(op, { userId: 'rich', currency: { code: 'USD' } });
    expect(res.status).toBe(200);
    expect(res.body.sessionUser.balance).toBe(largest);
  });
});

describe('a committed debit answered with an invalid balance', () => {
  it.each(INVALID_BALANCES)('(%s) still settles the round, pays the credit and answers a success', async (name, balance) => {
    const userId = `debit-${name.replace(/\W+/g, '-')}`;
    const token = await h.playerToken(op, userId);
    // The wallet commits every debit, then answers 200 with the bad balance; the credit is untouched.
    op.wallet.setFault({ respond: 200, body: `{"success":true,"balance":${balance}}`, afterProcessing: true, match: { event: 'dice_bet' } });
    const stake = new Decimal('2');
    let debits = 0;
    for (let i = 0; i < 50; i++) {
      op.wallet.clearRequests();
      const before = walletBalance(userId);
      const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '2', params: { target: 98, condition: 'under' } } });
      debits += 1;
      const placed = res.data.placeBet;
      expect(placed.__typename).toBe('PlaceBetSuccess');
      const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, placed.round.id));
      expect(row).toMatchObject({ status: 'closed', balance: null });
      if (!placed.round.state.won) continue;

      const payout = stake.times(placed.round.multiplier);
      const mine = op.wallet.requests.filter((r) => r.body?.betId === placed.round.betId);
      expect(mine.map((r) => [r.body.event, r.status])).toEqual([['dice_bet', 200], ['dice_win', 200]]);
      expect(placed.round).toMatchObject({ status: 'CLOSED', payout: payout.toFixed(10) });
      const after = walletBalance(userId);
      expect(after.toFixed()).toBe(before.minus(stake).plus(payout).toFixed());
      // The player's balance is the credit's (valid) post-credit balance, never the bad one.
      expect(new Decimal(placed.balance).toFixed()).toBe(after.toFixed());
      return;
    }
    throw new Error(`no win in ${debits} rounds`);
  });
});

describe('a committed credit answered with an invalid balance', () => {
  it.each(INVALID_BALANCES)('(%s) counts as delivered and the balance is read with balance_check', async (name, balance) => {
    const userId = `credit-${name.replace(/\W+/g, '-')}`;
    const token = await h.playerToken(op, userId);
    op.wallet.setFault({ respond: 200, body: `{"success":true,"balance":${balance}}`, afterProcessing: true, match: { event: 'dice_win' } });
    for (let i = 0; i < 50; i++) {
      op.wallet.clearRequests();
      const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: { target: 98, condition: 'under' } } });
      const placed = res.data.placeBet;
      expect(placed.__typename).toBe('PlaceBetSuccess');
      if (!placed.round.state.won) continue;

      const fromDebit = op.wallet.requests.slice(op.wallet.requests.findIndex((r) => r.body.event === 'dice_bet'));
      expect(fromDebit.map((r) => [r.body.event, r.status])).toEqual([
        ['dice_bet', 200],
        ['dice_win', 200],
        ['balance_check', 200],
      ]);
      expect(new Decimal(placed.balance).toFixed()).toBe(walletBalance(userId).toFixed());
      const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, placed.round.id));
      expect(row!.status).toBe('closed');
      return;
    }
    throw new Error('no win in 50 rounds');
  });
});
