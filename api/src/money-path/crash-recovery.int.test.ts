import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationCases, rounds } from '../db/schema';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// The real entry point, run as its own process so it can be killed with SIGKILL mid-round.
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const TOKEN_KEY = randomBytes(32).toString('hex');

let h: Harness;
let op: TestOperator;
const children: ChildProcess[] = [];

beforeAll(async () => {
  h = await createHarness({ tokenKey: Buffer.from(TOKEN_KEY, 'hex') });
  op = await h.operator();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await h.close();
});

/** Starts `main.ts` on the test database; resolves with its base URL once it listens. */
async function startApi(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: h.database.url,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      TOKEN_KEY,
      WEBHOOK_ALLOW_PRIVATE: new URL(op.wallet.url).host,
      OUTBOX_LEASE_MS: '1000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      PENDING_STALE_MS: '1000',
      RECOVERY_POLL_MS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API exited (${code}): ${out}`)));
  });
  return { url, child };
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
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
    const first = await startApi();
    // Every credit hangs, so the round settles and its credit sits in the outbox, in flight, when the process dies.
    op.wallet.setFault({ hang: true, match: { event: 'dice_win' } });
    let won: any;
    for (let i = 0; i < 50 && !won; i++) {
      const res = await placeDice(first.url, token, { target: 98, condition: 'under' });
      if (res.data.placeBet.round.state.won) won = res.data.placeBet.round;
    }
    expect(won).toBeDefined();
    await eventually(() => expect(op.wallet.requests.some((r) => r.body?.betId === won.betId && r.body.event === 'dice_win')).toBe(true));
    await killed(first.child);
    const debits = op.wallet.requests.filter((r) => r.body?.userId === 'phoenix' && r.body.event === 'dice_bet').length;
    const afterDebits = before.minus(debits * 2);
    expect(balanceOf('phoenix').toFixed()).toBe(afterDebits.toFixed());

    op.wallet.setFault(null);
    await startApi();
    await eventually(() => expect(balanceOf('phoenix').toFixed()).toBe(afterDebits.plus(won.payout).toFixed()), 10_000);
    const credits = op.wallet.requests.filter((r) => r.body?.betId === won.betId && r.body.event === 'dice_win');
    expect(new Set(credits.map((r) => r.body.transactionId)).size).toBe(1);
    expect(credits.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('killed while the debit was in flight: the restarted service retries it once and settles or records the round', async () => {
    const token = await h.playerToken(op, 'icarus');
    const api = await startApi();
    // The wallet commits the debit but never answers: the process dies not knowing.
    op.wallet.setFault({ processThen: 'hang', match: { event: 'dice_bet', times: 1 } });
    const pending = placeDice(api.url, token, { target: 50, condition: 'over' }).catch(() => undefined);
    await eventually(() => expect(op.wallet.requests.some((r) => r.body?.userId === 'icarus' && r.body.event === 'dice_bet')).toBe(true));
    await killed(api.child);
    await pending;
    const betId = op.wallet.requests.find((r) => r.body?.userId === 'icarus' && r.body.event === 'dice_bet')!.body.betId;

    await startApi();
    // The retry carries the same transactionId; the wallet answers it as a replay, so the round is void and recorded.
    await eventually(async () => {
      const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
      expect(round!.status).toBe('void');
    }, 10_000);
    const attempts = op.wallet.requests.filter((r) => r.body?.betId === betId);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body.transactionId).toBe(attempts[0]!.body.transactionId);
    const [round] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round!.id));
    expect(cases).toHaveLength(1);
    expect(op.wallet.requests.filter((r) => r.body?.betId === betId && r.body.event === 'dice_win')).toHaveLength(0);
  });
});
