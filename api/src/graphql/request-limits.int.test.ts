import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, rounds, transactions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator();
  token = await h.playerToken(op, 'amplifier');
});
afterAll(() => h.close());
beforeEach(() => op.wallet.clearRequests());

const rowCounts = async (harness: Harness) => ({
  rounds: (await harness.database.db.select({ n: count() }).from(rounds))[0]!.n,
  transactions: (await harness.database.db.select({ n: count() }).from(transactions))[0]!.n,
});

/** POST /graphql as the player, keeping the HTTP status and headers. */
async function post(harness: Harness, playerToken: string, body: Record<string, unknown>) {
  const res = await harness.service.app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${playerToken}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: { message: string; extensions?: any }[] } };
}

/** Proves `operation` ran nothing: no round, no transaction, no webhook of any kind, same balance. */
async function runsNothing<T>(operation: () => Promise<T>): Promise<T> {
  const before = await rowCounts(h);
  const balance = op.wallet.storage.getPlayer(op.customerId, 'amplifier')!.balance.toFixed();
  const result = await operation();
  expect(await rowCounts(h)).toEqual(before);
  expect(op.wallet.requests).toHaveLength(0);
  expect(op.wallet.storage.getPlayer(op.customerId, 'amplifier')!.balance.toFixed()).toBe(balance);
  return result;
}

const aliases = (n: number, field: (i: number) => string) => Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ');
const DICE_INPUT = '{ game: "dice", amount: "1", params: { target: 50, condition: "over" } }';
const PLACE = (i: number) => `placeBet(input: ${DICE_INPUT.replace('"1"', `"1.${i % 10}"`)}) { __typename }`;

describe('one request cannot fan out', () => {
  it('10,000 balance aliases are refused whole: not one balance_check reaches the operator', async () => {
    // Over 64 KiB: the body cap refuses it before GraphQL reads a token.
    const res = await runsNothing(() => post(h, token, { query: `query { ${aliases(10_000, () => 'balance')} }` }));
    expect(res.status).toBe(413);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([{ message: 'Request body too large: at most 65536 bytes', extensions: { code: 'PAYLOAD_TOO_LARGE' } }]);
  });

  it('4,000 balance aliases within the body cap are refused by the token limit: not one balance_check', async () => {
    const query = `query { ${aliases(4_000, () => 'balance')} }`;
    expect(query.length).toBeLessThan(64 * 1024);
    const res = await runsNothing(() => post(h, token, { query }));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Syntax Error: Token limit of 1000 exceeded.' })]);
  });

  it('16 balance aliases are over the alias limit', async () => {
    const res = await runsNothing(() => post(h, token, { query: `query { ${aliases(16, () => 'balance')} }` }));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Syntax Error: Aliases limit of 15 exceeded, found 16.' })]);
  });

  it('10 balance aliases read the operator’s balance once and answer it ten times', async () => {
    const res = await post(h, token, { query: `query { ${aliases(10, () => 'balance')} }` });
    expect(res.body.errors).toBeUndefined();
    const values = Object.values(res.body.data);
    expect(values).toHaveLength(10);
    expect(new Set(values)).toEqual(new Set([op.wallet.storage.getPlayer(op.customerId, 'amplifier')!.balance.toFixed(10)]));
    expect(op.wallet.requests.map((r) => r.body?.event)).toEqual(['balance_check']);
  });

  it('300 placeBet aliases place no bet', async () => {
    const res = await runsNothing(() => post(h, token, { query: `mutation { ${aliases(300, PLACE)} }` }));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.length).toBeGreaterThan(0);
  });

  it.each([
    ['two aliased placeBets', `mutation { ${aliases(2, PLACE)} }`],
    ['a placeBet and a cashout', `mutation { placeBet(input: ${DICE_INPUT}) { __typename } cashout(roundId: "rnd_x") { __typename } }`],
    ['an act and a cashout', 'mutation { act(input: { roundId: "rnd_x", action: "reveal" }) { __typename } cashout(roundId: "rnd_x") { __typename } }'],
    [
      'a placeBet hidden in a fragment next to another',
      `mutation { placeBet(input: ${DICE_INPUT}) { __typename } ...more } fragment more on Mutation { again: placeBet(input: ${DICE_INPUT}) { __typename } }`,
    ],
    [
      'two placeBets in inline fragments',
      `mutation { ... on Mutation { a: placeBet(input: ${DICE_INPUT}) { __typename } } ... on Mutation { b: placeBet(input: ${DICE_INPUT}) { __typename } } }`,
    ],
  ])('%s in one request: a clear error, and nothing runs', async (_label, query) => {
    const res = await runsNothing(() => post(h, token, { query }));
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'At most one of placeBet, act, cashout and testWebhook per request; this operation has 2. Send them one request at a time.',
        extensions: expect.objectContaining({ code: 'TOO_MANY_MONEY_MUTATIONS' }),
      }),
    ]);
  });

  it('one placeBet with a rotateSeed is fine (one money mutation)', async () => {
    const res = await post(h, token, { query: `mutation { placeBet(input: ${DICE_INPUT}) { __typename } rotateSeed { nonce } }` });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(op.wallet.requests.filter((r) => r.body?.event === 'dice_bet')).toHaveLength(1);
  });

  it('depth, directives and cost are bounded', async () => {
    const nested = `session { ${'... on PlayerSession { '.repeat(9)}userId${' }'.repeat(9)} }`;
    const deep = await runsNothing(() => post(h, token, { query: `query { ${nested} }` }));
    expect(deep.body.errors).toEqual([expect.objectContaining({ message: 'Syntax Error: Query depth limit of 8 exceeded, found 11.' })]);

    const directives = await runsNothing(() => post(h, token, { query: `query { session { userId${' @include(if: true)'.repeat(21)} } }` }));
    expect(directives.body.errors).toEqual([expect.objectContaining({ message: 'Syntax Error: Directives limit of 20 exceeded, found 21.' })]);

    const costly = await runsNothing(() => post(h, token, { query: 'query { rounds(first: 1000) { nodes { id betId game status amount payout } } }' }));
    expect(costly.body.errors?.[0]?.message).toMatch(/^Syntax Error: Query Cost limit of 5000 exceeded, found \d+/);
  });

  it('the game client’s own documents pass every limit', async () => {
    const res = await post(h, token, { query: PLACE_BET, variables: { input: { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } } } });
    expect(res.body.errors).toBeUndefined();
    const open = await post(h, token, { query: 'query { session { showBalance showRules logoUrl wireCurrency } games { key minBet maxBet } }' });
    expect(open.body.errors).toBeUndefined();
  });
});

describe('per-session rate limit', () => {
  let limited: Harness;
  let limitedOp: TestOperator;

  beforeAll(async () => {
    // Long windows so the test never depends on how fast it runs: 2 requests plus a burst of 1.
    limited = await createHarness({ playRateLimits: { requests: 2, windowSeconds: 3600, burst: 1, burstWindowSeconds: 3600 } });
    limitedOp = await limited.operator();
  });
  afterAll(() => limited.close());

  it('over the limit: a top-level RATE_LIMITED error with HTTP 429 and Retry-After, and the bet does not run', async () => {
    const player = await limited.playerToken(limitedOp, 'hasty');
    for (let i = 0; i < 3; i++) {
      const ok = await post(limited, player, { query: 'query { session { userId } }' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ session: { userId: 'hasty' } });
    }
    limitedOp.wallet.clearRequests();
    const before = await rowCounts(limited);
    const refused = await post(limited, player, { query: PLACE_BET, variables: { input: { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } } } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: 'Too many requests for this session; slow down before retrying',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: Number(refused.headers.get('retry-after')) },
      },
    ]);
    expect(await rowCounts(limited)).toEqual(before);
    expect(limitedOp.wallet.requests).toHaveLength(0);

    // Another player's session has its own allowance.
    const other = await limited.playerToken(limitedOp, 'patient');
    expect((await post(limited, other, { query: 'query { session { userId } }' })).body.data).toEqual({ session: { userId: 'patient' } });
  });

  it('with shared limits the counts live in the rate_limits table', async () => {
    const shared = await createHarness({ sharedRateLimits: true, playRateLimits: { requests: 1, windowSeconds: 3600, burst: 1, burstWindowSeconds: 3600 } });
    try {
      const sharedOp = await shared.operator();
      const player = await shared.playerToken(sharedOp, 'shared');
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(shared, player, { query: 'query { session { userId } }' })).status);
      expect(statuses).toEqual([200, 200, 429]);
      const keys = (await shared.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).filter((k) => k.startsWith('play'));
      expect(keys.sort()).toEqual([expect.stringMatching(/^play:ses_/), expect.stringMatching(/^play_burst:ses_/)]);
    } finally {
      await shared.close();
    }
  });
});
