import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_SECRET_HEADER } from '@rgs/schema';
import { createReferenceWallet } from '@rgs/operator/reference-wallet';
import { diagnosticScenarios, fullSuite, type Scenario } from '@rgs/operator/tester';
import { customers, rounds, transactions } from '../db/schema';
import { createNodeListener } from '../http/node-listener';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { TEST_WEBHOOK, testWebhookAs } from './webhook-test-client';

let h: Harness;
let op: TestOperator;
// Every other wallet of the file: each test proves its refusals reached none of them.
const others: TestOperator['wallet'][] = [];
const wallets = () => [op.wallet, ...others];

// Low, so the lockout test reaches it; the other tests fail at most once per client id.
const AUTH_FAILURES = 3;

beforeAll(async () => {
  h = await createHarness({ rateLimits: { authFailures: AUTH_FAILURES } });
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => {
  for (const wallet of wallets()) wallet.clearRequests();
});

const testWebhook = (input: Record<string, unknown>, secret: string | null = op.secret) => testWebhookAs(h, input, secret);

/** The scenarios as the mutation reports them when they all pass. */
const passed = (scenarios: readonly Scenario[]) =>
  scenarios.map((s) => ({
    id: s.id,
    severity: s.severity.toUpperCase(),
    rule: s.rule,
    purpose: s.purpose,
    expected: s.expected,
    outcome: 'PASSED',
    detail: null,
  }));

// The harness's reference wallet creates players on first contact, as the demo's does: the one
// advisory a correct wallet of that kind warns on.
const UNKNOWN_USER_WARNING =
  'answered HTTP 200 for a user it had never seen (a wallet that creates players on first contact lets a session start for any id)';
const withUnknownUserWarning = (scenarios: readonly Scenario[]) =>
  passed(scenarios).map((s) => (s.id === 'unknown-user.balance-check' ? { ...s, outcome: 'WARNING', detail: UNKNOWN_USER_WARNING } : s));

const serviceMoneyRows = async () => ({
  rounds: (await h.database.db.select({ n: count() }).from(rounds))[0]!.n,
  transactions: (await h.database.db.select({ n: count() }).from(transactions))[0]!.n,
});

describe('testWebhook', () => {
  // The document selects the whole report through the app, so it also proves the report fits the play
  // API's request limits (depth, cost, tokens, aliases) unchanged.
  it("approves the operator's reference wallet at 0.50: 181 of 181 required, the balance restored exactly", async () => {
    op.wallet.storage.setBalance(op.customerId, 'tester-full', '0.50');
    const res = await testWebhook({ clientId: op.clientId, userId: 'tester-full', balance: '0.50' });
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({
      data: {
        testWebhook: {
          __typename: 'TestWebhookSuccess',
          approved: true,
          mode: 'FULL',
          verdict: 'all 181 required scenarios passed and the opening balance was restored exactly.',
          openingBalance: '0.5000000000',
          closingBalance: '0.5000000000',
          balanceRestored: true,
          counts: { scenarios: 205, required: 181, advisory: 24, requiredPassed: 181, requiredFailed: 0, advisoriesPassed: 23, advisoryWarnings: 1, notRun: 0 },
          scenarios: withUnknownUserWarning(fullSuite()),
        },
      },
    });
    // The probes reached the account's own wallet, signed with its secret and naming its customer
    // (a wallet refuses anything else, and every required scenario passed).
    expect(op.wallet.requests.length).toBeGreaterThan(205);
    expect(op.wallet.storage.getPlayer(op.customerId, 'tester-full')!.balance.toFixed()).toBe('0.5');
    for (const wallet of others) expect(wallet.requests).toEqual([]);
    // A test is the wallet's business: the service records no round and no transaction of its own.
    expect(await serviceMoneyRows()).toStrictEqual({ rounds: 0, transactions: 0 });
  });

  it('runs only the diagnostic at 0.00, which never approves and moves nothing', async () => {
    op.wallet.storage.setBalance(op.customerId, 'tester-zero', '0.00');
    const res = await testWebhook({ clientId: op.clientId, userId: 'tester-zero', balance: '0.00', sessionToken: 'op-session-7' });
    expect(res.body).toStrictEqual({
      data: {
        testWebhook: {
          __typename: 'TestWebhookSuccess',
          approved: false,
          mode: 'DIAGNOSTIC',
          verdict: 'the diagnostic cannot approve; its required checks passed. Give the test user 0.10 to 1.00 and run the full suite.',
          openingBalance: '0.0000000000',
          closingBalance: '0.0000000000',
          balanceRestored: true,
          counts: { scenarios: 13, required: 7, advisory: 6, requiredPassed: 7, requiredFailed: 0, advisoriesPassed: 5, advisoryWarnings: 1, notRun: 0 },
          scenarios: withUnknownUserWarning(diagnosticScenarios()),
        },
      },
    });
    expect(op.wallet.storage.listTransactions(op.customerId, 'tester-zero')).toEqual([]);
    // The session token given is sent where the service sends one.
    expect(op.wallet.requests.some((r) => r.body?.event === 'balance_check' && r.body.sessionToken === 'op-session-7')).toBe(true);
  });

  it.each([
    ['5', 'BALANCE_OUT_OF_WINDOW', { balance: '5' }, "the opening balance 5.00 is outside the tester's window: give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite"],
    ['0.09', 'BALANCE_OUT_OF_WINDOW', { balance: '0.09' }, "the opening balance 0.09 is outside the tester's window: give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite"],
    ['1.0000000001', 'BALANCE_OUT_OF_WINDOW', { balance: '1.0000000001' }, "the opening balance 1.0000000001 is outside the tester's window: give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite"],
    ['a blank user id', 'INVALID_OPTION', { userId: '  ' }, 'userId is required'],
    ['an empty session token', 'INVALID_OPTION', { sessionToken: '' }, 'sessionToken must be 1 to 512 characters when given'],
    ['a session token of 513 characters', 'INVALID_OPTION', { sessionToken: 'x'.repeat(513) }, 'sessionToken must be 1 to 512 characters when given'],
  ])('refuses %s with TestWebhookInputError %s and sends nothing', async (_name, code, change, message) => {
    op.wallet.storage.setBalance(op.customerId, 'tester-bad', '5');
    const res = await testWebhook({ clientId: op.clientId, userId: 'tester-bad', balance: '0.50', ...change });
    expect(res.body).toStrictEqual({ data: { testWebhook: { __typename: 'TestWebhookInputError', code, message } } });
    for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
    expect(op.wallet.storage.getPlayer(op.customerId, 'tester-bad')!.balance.toFixed()).toBe('5');
  });

  it('refuses a balance that is not a decimal amount before anything runs', async () => {
    for (const balance of ['-0.50', '0.5x', 0.5]) {
      const res = await testWebhook({ clientId: op.clientId, userId: 'tester-bad', balance });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions).toStrictEqual({ code: 'INVALID_AMOUNT' });
      expect(res.body.errors[0].message).toMatch(/^Variable "\$input" got invalid value .* at "input\.balance"; Decimal must be a string of digits/);
    }
    for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
  });

  it('refuses a missing or wrong secret and an unknown client id as the REST endpoints do: UNAUTHORIZED, 401, nothing sent', async () => {
    op.wallet.storage.setBalance(op.customerId, 'tester-auth', '0.50');
    const input = { clientId: op.clientId, userId: 'tester-auth', balance: '0.50' };
    const other = await h.operator();
    others.push(other.wallet);
    for (const [clientId, secret] of [
      [op.clientId, null],
      [op.clientId, ''],
      [op.clientId, 'whsec_not_the_secret'],
      // Another operator's valid secret is not this one's.
      [op.clientId, other.secret],
      ['nobody-here', op.secret],
    ] as const) {
      const res = await testWebhook({ ...input, clientId }, secret);
      expect(res.status).toBe(401);
      expect(res.body).toStrictEqual({
        data: null,
        errors: [{ message: 'Missing or invalid x-operator-secret', locations: [{ line: 2, column: 3 }], path: ['testWebhook'], extensions: { code: 'UNAUTHORIZED' } }],
      });
    }
    // What POST /session answers the same credential.
    const rest = await h.createSession({ ...op, clientId: 'nobody-here' }, { userId: 'tester-auth', currency: { code: 'USD' } });
    expect([rest.status, rest.body]).toStrictEqual([401, { code: 'UNAUTHORIZED', message: 'Missing or invalid x-operator-secret' }]);
    for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
  });

  it('refuses a malformed client id with InvalidInputError before checking the secret', async () => {
    for (const clientId of ['bad id!', '', 'x'.repeat(129)]) {
      const res = await testWebhook({ clientId, userId: 'tester-auth', balance: '0.50' });
      expect(res.body).toStrictEqual({
        data: { testWebhook: { __typename: 'InvalidInputError', code: 'VALIDATION_FAILED', message: 'Invalid client id', field: 'clientId' } },
      });
    }
    for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
  });

  it('locks out a client id after repeated failed attempts, sharing the counter with the REST endpoints', async () => {
    const target = await h.operator();
    others.push(target.wallet);
    target.wallet.storage.setBalance(target.customerId, 'tester-lock', '0.50');
    const input = { clientId: target.clientId, userId: 'tester-lock', balance: '0.50' };
    for (let i = 0; i < AUTH_FAILURES; i++) expect((await testWebhook(input, `whsec_guess_number_${i}`)).status).toBe(401);
    // Even the right secret is refused now, from this address, for this client id.
    const locked = await testWebhook(input, target.secret);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBe('300');
    expect(locked.body).toStrictEqual({
      data: null,
      errors: [
        {
          message: 'Too many failed authentication attempts; retry later',
          locations: [{ line: 2, column: 3 }],
          path: ['testWebhook'],
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 300 },
        },
      ],
    });
    expect((await h.createSession(target, { userId: 'tester-lock', currency: { code: 'USD' } })).status).toBe(429);
    for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
  });

  it("counts failed attempts against the caller's address when Yoga serves the Node request itself", async () => {
    const target = await h.operator();
    others.push(target.wallet);
    target.wallet.storage.setBalance(target.customerId, 'tester-node', '0.00');
    const server = createServer(createNodeListener(h.service));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const overHttp = (secret: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [OPERATOR_SECRET_HEADER]: secret },
        body: JSON.stringify({ query: TEST_WEBHOOK, variables: { input: { clientId: target.clientId, userId: 'tester-node', balance: '0.00' } } }),
      });
    try {
      for (let i = 0; i < AUTH_FAILURES; i++) expect((await overHttp(`whsec_guess_${i}`)).status).toBe(401);
      const locked = await overHttp(target.secret);
      expect([locked.status, locked.headers.get('retry-after')]).toStrictEqual([429, '300']);
      // The lockout is 127.0.0.1's: a caller at another address (here the in-process one) is not locked out.
      const elsewhere = await testWebhook({ clientId: target.clientId, userId: 'tester-node', balance: '0.00' }, target.secret);
      expect(elsewhere.body.data.testWebhook).toMatchObject({ __typename: 'TestWebhookSuccess', mode: 'DIAGNOSTIC', counts: { requiredPassed: 7 } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a wallet URL that WEBHOOK_ALLOW_PRIVATE does not name, as live webhooks do, and sends nothing', async () => {
    // A wallet on loopback that the allow-list does not name: the account was pointed at it after
    // the fact (its URL was checked against the allow-list of its day).
    const unlisted = await h.operator();
    const stray = createReferenceWallet({ customerId: unlisted.customerId, webhookSecret: unlisted.secret });
    await stray.start();
    others.push(unlisted.wallet, stray);
    try {
      for (const [url, reason] of [
        [stray.url, 'webhooks are delivered over HTTPS only'],
        ['https://10.0.0.8/wallet', 'address 10.0.0.8 is not a public address'],
        [`https://127.0.0.1:${stray.port}/wallet`, 'address 127.0.0.1 is not a public address'],
      ] as const) {
        await h.database.db.update(customers).set({ webhookUrl: url }).where(eq(customers.id, unlisted.customerId));
        h.service.accounts.invalidate(unlisted.clientId);
        const res = await testWebhook({ clientId: unlisted.clientId, userId: 'tester-url', balance: '0.50' }, unlisted.secret);
        expect(res.body).toStrictEqual({
          data: {
            testWebhook: {
              __typename: 'TestWebhookUrlError',
              code: 'URL_REFUSED',
              message: `the webhook URL is refused: ${reason} (as for live webhooks, a plain-HTTP or private address is reached only when WEBHOOK_ALLOW_PRIVATE names its host:port)`,
              webhookUrl: url,
            },
          },
        });
      }
      // A live webhook to the same URL is refused alike: the session's balance_check never leaves.
      await h.database.db.update(customers).set({ webhookUrl: stray.url }).where(eq(customers.id, unlisted.customerId));
      h.service.accounts.invalidate(unlisted.clientId);
      const session = await h.createSession(unlisted, { userId: 'tester-url', currency: { code: 'USD' } });
      expect([session.status, session.body]).toStrictEqual([400, { code: 'USER_NOT_RECOGNIZED', message: 'User not recognized by operator.' }]);
      for (const wallet of wallets()) expect(wallet.requests).toEqual([]);
    } finally {
      await stray.stop();
    }
  });

  it('runs at most one webhook test per request: two in one document are refused before either starts', async () => {
    op.wallet.storage.setBalance(op.customerId, 'tester-twice', '0.50');
    const query = `mutation { a: testWebhook(input: {clientId: "${op.clientId}", userId: "tester-twice", balance: "0.50"}) { __typename }
      b: testWebhook(input: {clientId: "${op.clientId}", userId: "tester-twice", balance: "0.50"}) { __typename } }`;
    const res = await h.service.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [OPERATOR_SECRET_HEADER]: op.secret },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['TOO_MANY_MONEY_MUTATIONS']);
    expect(wallets().flatMap((w) => w.requests)).toEqual([]);
  });
});
