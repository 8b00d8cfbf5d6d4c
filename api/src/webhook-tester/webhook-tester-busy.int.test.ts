import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookTransport, type WebhookTransport } from '@rgs/schema/webhook-transport';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { testWebhookAs } from './webhook-test-client';

/**
 * The service's transport with a gate: the next post to a held URL waits until it is released, so a
 * run is provably still going while a second one is asked for (no timing involved).
 */
function gatedTransport(allowPrivate: readonly string[]) {
  const inner = createWebhookTransport({ allowPrivate, timeoutMs: 1500 });
  const held = new Set<string>();
  const waiting: (() => void)[] = [];
  const transport: WebhookTransport = {
    async post(url, body, headers) {
      if (held.delete(url)) await new Promise<void>((resolve) => waiting.push(resolve));
      return inner.post(url, body, headers);
    },
    close: () => inner.close(),
  };
  return {
    transport,
    holdNext: (url: string) => held.add(url),
    waiting: () => waiting.length,
    release() {
      for (const resume of waiting.splice(0)) resume();
    },
  };
}

// The harness names each wallet it starts in the service's allow-list; the gate's transport gets the same entries.
const allowPrivate: string[] = [];
const gate = gatedTransport(allowPrivate);
let h: Harness;
let op: TestOperator;
let neighbour: TestOperator;

beforeAll(async () => {
  h = await createHarness({ transport: gate.transport });
  op = await h.operator();
  neighbour = await h.operator();
  allowPrivate.push(new URL(op.wallet.url).host, new URL(neighbour.wallet.url).host);
  op.wallet.storage.setBalance(op.customerId, 'tester-a', '0.00');
  op.wallet.storage.setBalance(op.customerId, 'tester-b', '0.00');
  neighbour.wallet.storage.setBalance(neighbour.customerId, 'tester-n', '0.00');
});
afterAll(() => h.close());

const DIAGNOSTIC_DONE = {
  __typename: 'TestWebhookSuccess',
  approved: false,
  mode: 'DIAGNOSTIC',
  counts: { scenarios: 13, required: 7, advisory: 6, requiredPassed: 7, requiredFailed: 0, advisoriesPassed: 5, advisoryWarnings: 1, notRun: 0 },
};

describe('testWebhook runs one at a time per client id', () => {
  it('refuses a second run while the first is going, sends nothing for it, and lets the next one start', async () => {
    gate.holdNext(op.wallet.url);
    const first = testWebhookAs(h, { clientId: op.clientId, userId: 'tester-a', balance: '0.00' }, op.secret);
    // The first run's opening balance_check is at the gate: the run holds its client id.
    await eventually(() => expect(gate.waiting()).toBe(1));

    const second = await testWebhookAs(h, { clientId: op.clientId, userId: 'tester-b', balance: '0.00' }, op.secret);
    expect(second.body).toStrictEqual({
      data: {
        testWebhook: {
          __typename: 'TestWebhookBusyError',
          code: 'WEBHOOK_TEST_BUSY',
          message: `A webhook test is already running for client id ${op.clientId}; wait for its report before starting another`,
        },
      },
    });
    // Another operator's run is not held up by this one.
    const elsewhere = await testWebhookAs(h, { clientId: neighbour.clientId, userId: 'tester-n', balance: '0.00' }, neighbour.secret);
    expect(elsewhere.body.data.testWebhook).toMatchObject(DIAGNOSTIC_DONE);
    // Nothing of either run of this operator has reached its wallet yet; the refused one never will.
    expect(gate.waiting()).toBe(1);
    expect(op.wallet.requests).toEqual([]);

    gate.release();
    expect((await first).body.data.testWebhook).toMatchObject(DIAGNOSTIC_DONE);
    const users = new Set(op.wallet.requests.map((r) => String(r.body?.userId)));
    expect(users.has('tester-a')).toBe(true);
    expect([...users].filter((u) => u.startsWith('tester-b'))).toEqual([]);

    // The finished run gave its client id back.
    const next = await testWebhookAs(h, { clientId: op.clientId, userId: 'tester-b', balance: '0.00' }, op.secret);
    expect(next.body.data.testWebhook).toMatchObject(DIAGNOSTIC_DONE);
  });

  it('gives the client id back after a refused run too', async () => {
    const refused = await testWebhookAs(h, { clientId: op.clientId, userId: 'tester-a', balance: '7' }, op.secret);
    expect(refused.body.data.testWebhook).toStrictEqual({
      __typename: 'TestWebhookInputError',
      code: 'BALANCE_OUT_OF_WINDOW',
      message: "the opening balance 7.00 is outside the tester's window: give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite",
    });
    const next = await testWebhookAs(h, { clientId: op.clientId, userId: 'tester-a', balance: '0.00' }, op.secret);
    expect(next.body.data.testWebhook).toMatchObject(DIAGNOSTIC_DONE);
  });
});
