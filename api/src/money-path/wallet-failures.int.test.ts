import { Decimal } from '@rgs/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconciliationCases, rounds, transactions } from '../db/schema';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET, ROUND } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  // A short deadline keeps the timeout cases quick; the mechanism is the same as the 4 s default.
  h = await createHarness({ transportOptions: { timeoutMs: 300 } });
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => op.wallet.setFault(null));

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance as Decimal;
const requestsFor = (betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId);
const betIdOfLastDebit = (userId: string) => op.wallet.requests.filter((r) => r.body?.userId === userId && r.body.event === 'dice_bet').at(-1)!.body.betId as string;

async function winDice(token: string) {
  for (let i = 0; i < 50; i++) {
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '4.000001', params: { target: 98, condition: 'under' } } });
    if (res.data.placeBet.round.state.won) return res.data.placeBet;
  }
  throw new Error('no win in 50 rounds');
}

describe('a debit whose answer never comes', () => {
  it('is retried once with the same transactionId; then the round is void, its outcome hidden, and a case recorded', async () => {
    const token = await h.playerToken(op, 'hung');
    const before = balanceOf('hung');
    op.wallet.setFault({ hang: true, match: { event: 'dice_bet' } });
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '5', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet).toMatchObject({ __typename: 'WalletError' });

    const betId = betIdOfLastDebit('hung');
    const attempts = requestsFor(betId);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.body.transactionId).toBe(attempts[1]!.body.transactionId);
    expect(attempts[0]!.rawBody).toBe(attempts[1]!.rawBody);

    const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
    expect(round!.status).toBe('void');
    const view = await h.gql(token, ROUND, { id: round!.id });
    expect(view.data.round).toMatchObject({ status: 'VOID', outcome: null, state: null });
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round!.id));
    expect(cases).toHaveLength(1);
    expect(cases[0]!.transactionId).toBe(attempts[0]!.body.transactionId);

    // Neither background worker sends anything more for it: a void round is finished.
    op.wallet.setFault(null);
    await h.service.recoverPendingRounds();
    await h.service.outbox.runOnce();
    expect(requestsFor(betId).map((r) => r.body.event)).toEqual(['dice_bet', 'dice_bet']);
    expect(balanceOf('hung').toFixed()).toBe(before.toFixed());
  });

  it('when the first answer was lost after the wallet committed, the retry\'s 409 means committed: the round settles, the stake is taken once', async () => {
    const token = await h.playerToken(op, 'lost-answer');
    const before = balanceOf('lost-answer');
    op.wallet.setFault({ processThen: 'drop', match: { event: 'dice_bet', times: 1 } });
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '5', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
    const round = res.data.placeBet.round;
    expect(round.status).toBe('CLOSED');
    const betId = round.betId;
    expect(requestsFor(betId).filter((r) => r.body.event === 'dice_bet').map((r) => r.status)).toEqual([200, 409]);
    const [debit] = await h.database.db.select().from(transactions).where(eq(transactions.id, requestsFor(betId)[0]!.body.transactionId));
    expect(debit).toMatchObject({ kind: 'bet', status: 'committed', attempts: 2, lastStatus: 409 });
    // The stake was taken exactly once, and a win is paid exactly once.
    await eventually(() => expect(requestsFor(betId).filter((r) => r.body.event === 'dice_win' && r.status === 200)).toHaveLength(round.state.won ? 1 : 0));
    expect(balanceOf('lost-answer').toFixed()).toBe(before.minus(5).plus(round.payout).toFixed());
    expect(await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, betId))).toHaveLength(0);
  });

  it('a retry answered with anything but 200 or 409 leaves the debit unknown: void, outcome hidden, and a case with the player and amount', async () => {
    const token = await h.playerToken(op, 'retry-500');
    op.wallet.setFault([
      { processThen: 'drop', match: { event: 'dice_bet', times: 1 } },
      { respond: 500, match: { event: 'dice_bet', times: 1 } },
    ]);
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '2.5', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet.__typename).toBe('WalletError');
    const betId = betIdOfLastDebit('retry-500');
    expect(requestsFor(betId).map((r) => r.status)).toEqual([200, 500]);
    const view = await h.gql(token, ROUND, { id: betId });
    expect(view.data.round).toMatchObject({ status: 'VOID', outcome: null, state: null });
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, betId));
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({
      kind: 'debit_unknown',
      customerId: op.customerId,
      userId: 'retry-500',
      amount: '2.5000000000',
      transactionId: requestsFor(betId)[0]!.body.transactionId,
      httpStatus: 500,
      resolvedAt: null,
    });
    const [debit] = await h.database.db.select().from(transactions).where(eq(transactions.id, cases[0]!.transactionId));
    expect(debit).toMatchObject({ status: 'void', attempts: 2, lastStatus: 500 });
  });

  it('a retry that succeeds settles the round normally', async () => {
    const token = await h.playerToken(op, 'slow-once');
    op.wallet.setFault({ hang: true, match: { event: 'dice_bet', times: 1 } });
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(res.data.placeBet.round.status).toBe('CLOSED');
  });

  it('a definite rejection (402) leaves no open round and sends nothing more', async () => {
    const token = await h.playerToken(op, 'poor');
    op.wallet.storage.setBalance(op.customerId, 'poor', '3');
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '4', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet.__typename).toBe('InsufficientFundsError');
    // The pre-check saw the balance and sent no debit at all.
    expect(op.wallet.requests.filter((r) => r.body?.userId === 'poor' && r.body.event === 'dice_bet')).toHaveLength(0);
    expect(balanceOf('poor').toFixed()).toBe('3');
  });
});

describe('a credit the wallet fails', () => {
  it('three failures, then success: paid exactly once', async () => {
    const token = await h.playerToken(op, 'patient');
    op.wallet.setFault({ respond: 503, match: { event: 'dice_win', times: 3 } });
    const before = balanceOf('patient');
    const placed = await winDice(token);
    const betId = placed.round.betId;
    await eventually(() => expect(requestsFor(betId).filter((r) => r.body.event === 'dice_win').map((r) => r.status)).toEqual([503, 503, 503, 200]));
    const debits = op.wallet.requests.filter((r) => r.body?.userId === 'patient' && r.body.event === 'dice_bet').length;
    expect(balanceOf('patient').toFixed()).toBe(before.minus(new Decimal('4.000001').times(debits)).plus(placed.round.payout).toFixed());
    // The wallet's 200 is seen before the outbox has recorded it: wait for the record.
    await eventually(async () => {
      const [credit] = await h.database.db.select().from(transactions).where(eq(transactions.id, requestsFor(betId)[1]!.body.transactionId));
      expect(credit).toMatchObject({ kind: 'win', status: 'committed', attempts: 4, lastStatus: 200 });
    });
    await h.service.outbox.runOnce();
    expect(requestsFor(betId).filter((r) => r.body.event === 'dice_win')).toHaveLength(4);
  });

  it('a credit committed whose answer was lost is retried and the 409 counts as delivered', async () => {
    const token = await h.playerToken(op, 'dropped-credit');
    op.wallet.setFault({ processThen: 'drop', match: { event: 'dice_win', times: 1 } });
    const before = balanceOf('dropped-credit');
    const placed = await winDice(token);
    const betId = placed.round.betId;
    await eventually(() => expect(requestsFor(betId).filter((r) => r.body.event === 'dice_win').map((r) => r.status)).toEqual([200, 409]));
    const txId = requestsFor(betId)[1]!.body.transactionId;
    await eventually(async () => {
      const [credit] = await h.database.db.select().from(transactions).where(eq(transactions.id, txId));
      expect(credit!.status).toBe('committed');
    });
    const debits = op.wallet.requests.filter((r) => r.body?.userId === 'dropped-credit' && r.body.event === 'dice_bet').length;
    expect(balanceOf('dropped-credit').toFixed()).toBe(before.minus(new Decimal('4.000001').times(debits)).plus(placed.round.payout).toFixed());
  });
});
