import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconciliationCases, transactions } from '../db/schema';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// A clock the test can move forward a day without waiting a day.
let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness({ clock, outboxTiming: { baseDelayMs: 20, maxDelayMs: 40, pollMs: 20, giveUpAfterRefusals: 3 } });
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => op.wallet.setFault(null));

const creditsOf = (betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId && r.body.event === 'dice_win');

async function winDice(userId: string) {
  const token = await h.playerToken(op, userId);
  for (let i = 0; i < 50; i++) {
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '3', params: { target: 98, condition: 'under' } } });
    if (res.data.placeBet.round.state.won) return res.data.placeBet.round as { betId: string; payout: string };
  }
  throw new Error('no win in 50 rounds');
}

describe('a credit the operator keeps refusing', () => {
  it('becomes a reconciliation case after the refusal limit, and is never sent again', async () => {
    op.wallet.setFault({ respond: 400, body: '{"error":"no matching debit"}', match: { event: 'dice_win' } });
    const round = await winDice('refused');
    const cases = await eventually(async () => {
      const rows = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.betId));
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(creditsOf(round.betId).map((r) => r.status)).toEqual([400, 400, 400]);
    const txId = creditsOf(round.betId)[0]!.body.transactionId;
    expect(cases[0]).toMatchObject({
      kind: 'credit_refused',
      transactionId: txId,
      customerId: op.customerId,
      userId: 'refused',
      amount: round.payout,
      httpStatus: 400,
      detail: '{"error":"no matching debit"}',
      resolvedAt: null,
    });
    const [credit] = await h.database.db.select().from(transactions).where(eq(transactions.id, txId));
    expect(credit).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 400 });
    // The worker no longer picks it up.
    offsetMs += 60_000;
    await h.service.outbox.runOnce();
    expect(creditsOf(round.betId)).toHaveLength(3);
  });

  it('a credit failing with a server error keeps being retried past the refusal limit, until it is a day old', async () => {
    op.wallet.setFault({ respond: 503, match: { event: 'dice_win' } });
    const round = await winDice('unlucky-day');
    await eventually(() => expect(creditsOf(round.betId).length).toBeGreaterThan(4));
    expect(await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.betId))).toHaveLength(0);

    offsetMs += 24 * 60 * 60 * 1000;
    const [found] = await eventually(async () => {
      const rows = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.betId));
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(found).toMatchObject({ kind: 'credit_refused', userId: 'unlucky-day', amount: round.payout, httpStatus: 503 });
    expect(found!.reason).toContain('24 h');
    const sent = creditsOf(round.betId).length;
    await h.service.outbox.runOnce();
    expect(creditsOf(round.betId)).toHaveLength(sent);
  });
});
