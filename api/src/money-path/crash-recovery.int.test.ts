import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconciliationCases, rounds, transactions } from '../db/schema';
import { killApi, startApi, type ApiProcess } from '../testing/api-process';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

const TOKEN_KEY = randomBytes(32).toString('hex');

let h: Harness;
let op: TestOperator;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  h = await createHarness({ tokenKey: Buffer.from(TOKEN_KEY, 'hex') });
  op = await h.operator();
});
afterAll(async () => {
  await Promise.all(apis.map(killApi));
  await h.close();
});

// Each test runs against processes of its own: one left over from the test before would recover the
// next test's rounds itself.
beforeEach(async () => {
  await Promise.all(apis.splice(0).map(killApi));
  op.wallet.setFault(null);
});

/**
 * Starts an API process. The one a test kills mid-request must not treat its own request as
 * abandoned while it is still waiting on the wallet (two 4 s attempts), so it gets a long staleness;
 * the restarted one recovers after a second.
 */
async function launch(role: 'doomed' | 'restarted' = 'restarted'): Promise<ApiProcess> {
  const env: Record<string, string> = role === 'doomed' ? { PENDING_STALE_MS: '60000' } : {};
  const api = await startApi({ databaseUrl: h.database.url!, tokenKey: TOKEN_KEY, allowPrivate: new URL(op.wallet.url).host, env });
  apis.push(api);
  return api;
}

async function placeDice(url: string, token: string, params: object) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: PLACE_BET, variables: { input: { game: 'dice', amount: '2', params } } }),
  });
  return res.json() as Promise<{ data: any }>;
}

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance;

describe.runIf(process.env.DATABASE_URL)('a process killed mid-round', () => {
  it('killed between debit and credit: the restarted service pays the credit exactly once', async () => {
    const token = await h.playerToken(op, 'phoenix');
    const before = balanceOf('phoenix');
    const first = await launch('doomed');
    // Every credit hangs, so the round settles and its credit sits in the outbox, in flight, when the process dies.
    op.wallet.setFault({ hang: true, match: { event: 'dice_win' } });
    let won: any;
    for (let i = 0; i < 50 && !won; i++) {
      const res = await placeDice(first.url, token, { target: 98, condition: 'under' });
      if (res.data.placeBet.round.state.won) won = res.data.placeBet.round;
    }
    expect(won).toBeDefined();
    await eventually(() => expect(op.wallet.requests.some((r) => r.body?.betId === won.betId && r.body.event === 'dice_win')).toBe(true));
    await killApi(first);
    const debits = op.wallet.requests.filter((r) => r.body?.userId === 'phoenix' && r.body.event === 'dice_bet').length;
    const afterDebits = before.minus(debits * 2);
    expect(balanceOf('phoenix').toFixed()).toBe(afterDebits.toFixed());

    op.wallet.setFault(null);
    await launch();
    await eventually(() => expect(balanceOf('phoenix').toFixed()).toBe(afterDebits.plus(won.payout).toFixed()), 10_000);
    const credits = op.wallet.requests.filter((r) => r.body?.betId === won.betId && r.body.event === 'dice_win');
    expect(new Set(credits.map((r) => r.body.transactionId)).size).toBe(1);
    expect(credits.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('killed while the debit was in flight: the restarted service retries it once, the wallet answers 409 and the round settles', async () => {
    const token = await h.playerToken(op, 'icarus');
    const before = balanceOf('icarus');
    const api = await launch('doomed');
    // The wallet commits the debit but never answers: the process dies not knowing.
    op.wallet.setFault({ processThen: 'hang', match: { event: 'dice_bet', times: 1 } });
    const pending = placeDice(api.url, token, { target: 50, condition: 'over' }).catch(() => undefined);
    await eventually(() => expect(op.wallet.requests.some((r) => r.body?.userId === 'icarus' && r.body.event === 'dice_bet')).toBe(true));
    await killApi(api);
    await pending;
    const betId = op.wallet.requests.find((r) => r.body?.userId === 'icarus' && r.body.event === 'dice_bet')!.body.betId;

    await launch();
    // The retry carries the same transactionId; the wallet answers it as a replay (409), which means it
    // holds the debit: the round settles as if the first answer had come, and a win is paid.
    await eventually(async () => {
      const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
      expect(round!.status).toBe('closed');
    }, 10_000);
    const debits = op.wallet.requests.filter((r) => r.body?.betId === betId && r.body.event === 'dice_bet');
    expect(debits.map((r) => r.status)).toEqual([200, 409]);
    expect(debits[1]!.rawBody).toBe(debits[0]!.rawBody);
    const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
    const won = Number(round!.payout) > 0;
    await eventually(() => expect(op.wallet.requests.filter((r) => r.body?.betId === betId && r.body.event === 'dice_win' && r.status === 200)).toHaveLength(won ? 1 : 0), 10_000);
    expect(balanceOf('icarus').toFixed()).toBe(before.minus(2).plus(round!.payout).toFixed());
    expect(await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, betId))).toHaveLength(0);
  });

  it('killed while the retry was in flight: the restarted service never sends a third attempt; the round is void and a case opened', async () => {
    const token = await h.playerToken(op, 'daedalus');
    const api = await launch('doomed');
    // The first attempt gets no answer; the retry is processed by the wallet but never answered, and the process dies waiting.
    op.wallet.setFault([
      { hang: true, match: { event: 'dice_bet', times: 1 } },
      { processThen: 'hang', match: { event: 'dice_bet', times: 1 } },
    ]);
    const pending = placeDice(api.url, token, { target: 50, condition: 'over' }).catch(() => undefined);
    const debitsOf = () => op.wallet.requests.filter((r) => r.body?.userId === 'daedalus' && r.body.event === 'dice_bet');
    await eventually(() => expect(debitsOf()).toHaveLength(2), 15_000);
    const betId = debitsOf()[0]!.body.betId as string;
    // The retry was counted before it left.
    const [debit] = await h.database.db.select().from(transactions).where(eq(transactions.id, debitsOf()[0]!.body.transactionId));
    expect(debit!.attempts).toBe(2);
    await killApi(api);
    await pending;
    op.wallet.setFault(null);

    await launch();
    await eventually(async () => {
      const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
      expect(round!.status).toBe('void');
    }, 10_000);
    expect(debitsOf()).toHaveLength(2);
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, betId));
    expect(cases).toMatchObject([{ kind: 'debit_unknown', userId: 'daedalus', amount: '2.0000000000', transactionId: debit!.id }]);
  });
});
