import { randomBytes } from 'node:crypto';
import { Decimal } from '@rgs/schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationCases, rounds, transactions } from '../db/schema';
import { killApi, startApi, type ApiProcess } from '../testing/api-process';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// SIGKILL in the middle of a burst, then restart and recovery; afterwards the service's ledger and the
// wallet's must agree to the last decimal. Run five times over, each with fresh players and processes.
const RUNS = 5;
const PLAYERS = 20;
const BETS_PER_PLAYER = 12; // 240 bets offered per run
const KILL_AFTER_DEBITS = 110; // about half-way through the burst
const OPENING = '1000';
const STAKE = '1.25';

const TOKEN_KEY = randomBytes(32).toString('hex');
let h: Harness;
let op: TestOperator;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  // The contract's 4 s webhook deadline: twenty sessions opened at once on a busy machine need it.
  h = await createHarness({ tokenKey: Buffer.from(TOKEN_KEY, 'hex'), transportOptions: { timeoutMs: 4000 } });
  op = await h.operator({ openingBalance: OPENING });
});
afterAll(async () => {
  await Promise.all(apis.map(killApi));
  await h.close();
});

async function launch(staleMs: number): Promise<ApiProcess> {
  const api = await startApi({
    databaseUrl: h.database.url!,
    tokenKey: TOKEN_KEY,
    allowPrivate: new URL(op.wallet.url).host,
    env: { PENDING_STALE_MS: String(staleMs) },
  });
  apis.push(api);
  return api;
}

/** One player betting as fast as answers come, until the process under it dies. */
async function bettor(url: string, token: string, index: number): Promise<number> {
  let placed = 0;
  for (let i = 0; i < BETS_PER_PLAYER; i++) {
    const condition = (index + i) % 2 === 0 ? 'over' : 'under';
    try {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: PLACE_BET, variables: { input: { game: 'dice', amount: STAKE, params: { target: 50, condition } } } }),
      });
      await res.json();
      placed += 1;
    } catch {
      return placed; // the process was killed under this request
    }
  }
  return placed;
}

describe.runIf(process.env.DATABASE_URL)('SIGKILL during a burst of bets from 20 players', () => {
  it.each(Array.from({ length: RUNS }, (_, i) => i + 1))('run %i: after restart and recovery the ledgers agree exactly', async (run) => {
    const users = Array.from({ length: PLAYERS }, (_, i) => `run${run}-player${i}`);
    const tokens = await Promise.all(users.map((u) => h.playerToken(op, u)));
    const doomed = await launch(60_000);
    // Every webhook takes a little while at the wallet, so many debits and credits are in flight at the kill.
    op.wallet.setFault({ delayMs: 10 });
    const debitsSent = () => op.wallet.requests.filter((r) => users.includes(r.body?.userId) && r.body.event === 'dice_bet').length;

    const burst = Promise.all(tokens.map((token, i) => bettor(doomed.url, token, i)));
    await eventually(() => expect(debitsSent()).toBeGreaterThanOrEqual(KILL_AFTER_DEBITS), 30_000, 2);
    const killedAt = Date.now();
    await killApi(doomed);
    await burst;
    const own = await h.database.db.select().from(rounds).where(inArray(rounds.userId, users));
    const inFlightAtKill = own.filter((r) => r.status === 'pending').length;
    expect(inFlightAtKill).toBeGreaterThan(0);

    const restarted = await launch(1000);
    await eventually(async () => {
      const open = await h.database.db.select({ id: rounds.id }).from(rounds).where(and(inArray(rounds.userId, users), eq(rounds.status, 'pending')));
      expect(open).toEqual([]);
      const ids = (await h.database.db.select({ id: rounds.id }).from(rounds).where(inArray(rounds.userId, users))).map((r) => r.id);
      const undelivered = await h.database.db.select({ id: transactions.id }).from(transactions).where(and(inArray(transactions.roundId, ids), eq(transactions.status, 'pending')));
      expect(undelivered).toEqual([]);
    }, 30_000, 50);
    await killApi(restarted);
    op.wallet.setFault(null);

    const played = await h.database.db.select().from(rounds).where(inArray(rounds.userId, users));
    const byId = new Map(played.map((r) => [r.id, r]));
    const held = op.wallet.storage.listTransactions(op.customerId).filter((t) => users.includes(t.userId));
    expect(played.length).toBeGreaterThanOrEqual(KILL_AFTER_DEBITS);

    const ids = played.map((r) => r.id);
    const cases = await h.database.db.select().from(reconciliationCases).where(and(inArray(reconciliationCases.roundId, ids), isNull(reconciliationCases.resolvedAt)));
    const explain = (betId: string) => JSON.stringify({ cases: cases.filter((c) => c.roundId === betId).map((c) => c.detail), killedAt, reqs: op.wallet.requests.filter((r) => r.body?.betId === betId).map((r) => [r.at, r.status, r.body.event]) });
    // Every debit the wallet holds belongs to a settled round of the same amount.
    for (const debit of held.filter((t) => t.kind === 'bet')) {
      const round = byId.get(debit.betId);
      expect(round?.status, `round ${debit.betId} ${explain(debit.betId)}`).toBe('closed');
      expect(debit.amount.toFixed()).toBe(new Decimal(round!.amount).toFixed());
    }
    // No round is left pending; every settled round was debited once and every win credited exactly once.
    for (const round of played) {
      expect(['closed', 'void'], `round ${round.id}`).toContain(round.status);
      const records = held.filter((t) => t.betId === round.id);
      const payout = new Decimal(round.payout);
      if (round.status === 'void') {
        expect(records, `void round ${round.id}`).toEqual([]);
        continue;
      }
      expect(records.filter((t) => t.kind === 'bet'), `debits of ${round.id}`).toHaveLength(1);
      const credits = records.filter((t) => t.kind === 'win');
      expect(credits, `credits of ${round.id}`).toHaveLength(payout.gt(0) ? 1 : 0);
      if (payout.gt(0)) expect(credits[0]!.amount.toFixed()).toBe(payout.toFixed());
    }
    // Each player's balance is the opening balance less the settled stakes plus the payouts.
    for (const user of users) {
      const settled = played.filter((r) => r.userId === user && r.status === 'closed');
      const expected = settled.reduce((sum, r) => sum.minus(r.amount).plus(r.payout), new Decimal(OPENING));
      expect(op.wallet.storage.getPlayer(op.customerId, user)!.balance.toFixed(), user).toBe(expected.toFixed());
    }
    expect(cases).toEqual([]);
    // Two process starts, a burst and a recovery: minutes, not seconds, on a machine busy with other suites.
  }, 180_000);
});
