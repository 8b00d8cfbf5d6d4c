import { randomBytes } from 'node:crypto';
import { Decimal } from '@rgs/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationCases, rounds } from '../db/schema';
import { killApi, startApi, type ApiProcess } from '../testing/api-process';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, PLACE_BET } from '../testing/play-operations';

const TOKEN_KEY = randomBytes(32).toString('hex');
let h: Harness;
let op: TestOperator;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  h = await createHarness({ tokenKey: Buffer.from(TOKEN_KEY, 'hex') });
  op = await h.operator({ openingBalance: '1000', optIns: { roundClose: true } });
});
afterAll(async () => {
  await Promise.all(apis.map(killApi));
  await h.close();
});

async function launch(staleMs: number): Promise<ApiProcess> {
  const api = await startApi({ databaseUrl: h.database.url!, tokenKey: TOKEN_KEY, allowPrivate: new URL(op.wallet.url).host, env: { PENDING_STALE_MS: String(staleMs) } });
  apis.push(api);
  return api;
}

async function gql(url: string, token: string, query: string, variables: object) {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return ((await res.json()) as { data: any }).data;
}

describe.runIf(process.env.DATABASE_URL)('Blackjack: a process killed between two debits of one round', () => {
  it('the restarted service applies the double exactly once: nothing lost, nothing doubled', async () => {
    const token = await h.playerToken(op, 'bj-phoenix');
    const doomed = await launch(60_000);
    // Deal until a hand may double (no natural, no insurance question), playing out any other round.
    let round: any;
    for (let i = 0; i < 40 && !round; i++) {
      const placed = (await gql(doomed.url, token, PLACE_BET, { input: { game: 'blackjack', amount: '2', params: {} } })).placeBet.round;
      if (placed.status === 'OPEN' && placed.state.allowed.includes('double')) round = placed;
      for (let r = placed; r.status === 'OPEN'; ) {
        const action = r.state.phase === 'insurance' ? 'insurance' : 'stand';
        if (r === round) break;
        r = (await gql(doomed.url, token, ACT, { input: { roundId: placed.id, action, params: action === 'insurance' ? { take: false } : {} } })).act.round;
      }
    }
    expect(round).toBeDefined();
    const debits = () => op.wallet.requests.filter((r) => r.body?.betId === round.betId && r.body.event === 'blackjack_bet');
    // The wallet takes the double and its answer never comes back: the process dies waiting for it.
    op.wallet.setFault({ processThen: 'hang', match: { event: 'blackjack_bet', times: 1 } });
    const pending = gql(doomed.url, token, ACT, { input: { roundId: round.id, action: 'double', params: {} } }).catch(() => undefined);
    await eventually(() => expect(debits()).toHaveLength(2));
    await killApi(doomed);
    await pending;
    op.wallet.setFault(null);

    await launch(1000);
    await eventually(async () => {
      const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
      expect(row!.status).toBe('closed');
    }, 20_000);
    const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row!.amount).toBe('4.0000000000');
    // The opening debit, the double, and the double's one retry with the same transactionId, answered 409.
    expect(debits().map((r) => [r.body.actions[0].amount.toString(), r.status])).toEqual([['2', 200], ['2', 200], ['2', 409]]);
    expect(debits()[2]!.body.transactionId).toBe(debits()[1]!.body.transactionId);
    expect(debits()[1]!.body.transactionId).not.toBe(debits()[0]!.body.transactionId);
    const payout = new Decimal(row!.payout);
    const terminal = () => op.wallet.requests.filter((r) => r.body?.betId === round.betId && r.body.roundClosed === true && r.status === 200);
    await eventually(() => expect(terminal().map((r) => r.body.event)).toEqual([payout.gt(0) ? 'blackjack_win' : 'blackjack_close']), 20_000);
    // Both ledgers agree over every round of the player.
    const all = await h.database.db.select().from(rounds).where(eq(rounds.userId, 'bj-phoenix'));
    expect(all.every((r) => r.status === 'closed')).toBe(true);
    const expected = all.reduce((sum, r) => sum.minus(r.amount).plus(r.payout), new Decimal(1000));
    await eventually(() => expect(op.wallet.storage.getPlayer(op.customerId, 'bj-phoenix')!.balance.toFixed()).toBe(expected.toFixed()));
    expect(await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.id))).toEqual([]);
  }, 120_000);
});
