import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceWallet } from '../reference-wallet/reference-wallet';
import { createMemoryStorage } from '../wallet/memory-storage';
import { runWebhookTester, type TesterProgress } from './run-tester';
import { TesterInputError } from './tester-input';

const CUSTOMER = 'cus_tester';
const SECRET = 'whsec_tester_secret';

// A full run sends about 1,200 requests: seconds here, more on a loaded machine.
describe('the webhook tester against the reference wallet', { timeout: 60_000 }, () => {
  // The reference wallet as an operator would run it: players exist only once the operator creates them.
  const wallet = createReferenceWallet({ customerId: CUSTOMER, webhookSecret: SECRET, storage: createMemoryStorage() });
  // The demo's wallet, which creates any player on first contact.
  const demoWallet = createReferenceWallet({ customerId: CUSTOMER, webhookSecret: SECRET });
  beforeAll(() => Promise.all([wallet.start(), demoWallet.start()]));
  afterAll(() => Promise.all([wallet.stop(), demoWallet.stop()]));
  const target = (w = wallet) => ({ url: w.url, secret: SECRET, customerId: CUSTOMER, allowPrivate: [`127.0.0.1:${w.port}`] });

  it('approves it: 205 scenarios passed in order with progress, the balance restored exactly, every canonical event sent', async () => {
    wallet.storage.setBalance(CUSTOMER, 'tester-a', '0.50');
    wallet.clearRequests();
    const progress: TesterProgress[] = [];
    const report = await runWebhookTester({ ...target(), userId: 'tester-a', balance: '0.50', onProgress: (p) => progress.push(p) });
    expect(report.scenarios.filter((s) => s.outcome !== 'passed').map((s) => `${s.id}: ${s.detail}`)).toEqual([]);
    expect(report).toMatchObject({
      mode: 'full',
      approved: true,
      openingBalance: '0.50',
      closingBalance: '0.50',
      balanceRestored: true,
      counts: { scenarios: 205, required: 181, advisory: 24, requiredPassed: 181, requiredFailed: 0, advisoriesPassed: 24, advisoryWarnings: 0, notRun: 0 },
    });
    expect(progress.map((p) => p.index)).toEqual(Array.from({ length: 205 }, (_, i) => i + 1));
    expect(progress.every((p) => p.total === 205)).toBe(true);
    expect(wallet.storage.getPlayer(CUSTOMER, 'tester-a')!.balance.toFixed()).toBe('0.5');
    const sent = new Set(wallet.requests.map((r) => String(r.body?.event)));
    for (const key of ['coin', 'dice', 'plinko', 'wire', 'hilo', 'videopoker', 'blackjack', 'crash', 'double', 'futures']) {
      expect(sent.has(`${key}_bet`) && sent.has(`${key}_win`), key).toBe(true);
    }
    expect([...sent].filter((e) => /^(russianRoulette|cases|realestate)_/.test(e))).toEqual([]);
  });

  it('sends the session token where the service does, and leaves it out where settlement must not need it', async () => {
    wallet.storage.setBalance(CUSTOMER, 'tester-b', '0.10');
    wallet.clearRequests();
    const report = await runWebhookTester({ ...target(), userId: 'tester-b', balance: '0.10', sessionToken: 'op-session-123' });
    expect(report.approved).toBe(true);
    const bodies = wallet.requests.map((r) => r.body);
    expect(bodies.filter((b) => String(b?.event).endsWith('_close')).every((b) => b.sessionToken === undefined)).toBe(true);
    expect(bodies.some((b) => b?.event === 'dice_win' && b.sessionToken === undefined)).toBe(true);
    expect(bodies.some((b) => b?.event === 'dice_win' && b.sessionToken === 'op-session-123')).toBe(true);
  });

  it("approves the demo's auto-creating wallet with exactly one advisory warning", async () => {
    demoWallet.storage.setBalance(CUSTOMER, 'tester-c', '1.00');
    const report = await runWebhookTester({ ...target(demoWallet), userId: 'tester-c', balance: '1.00' });
    expect(report.approved).toBe(true);
    expect(report.scenarios.filter((s) => s.outcome !== 'passed').map((s) => [s.id, s.outcome])).toEqual([['unknown-user.balance-check', 'warning']]);
  });

  it('runs only the non-mutating diagnostic at 0.00, which passes and never approves', async () => {
    wallet.storage.setBalance(CUSTOMER, 'tester-d', '0.00');
    wallet.clearRequests();
    const report = await runWebhookTester({ ...target(), userId: 'tester-d', balance: '0.00' });
    expect(report).toMatchObject({ mode: 'diagnostic', approved: false, balanceRestored: true, counts: { scenarios: 13, required: 7, requiredPassed: 7, advisory: 6, advisoriesPassed: 6 } });
    expect(report.verdict).toMatch(/^the diagnostic cannot approve/);
    expect(wallet.storage.listTransactions(CUSTOMER, 'tester-d')).toEqual([]);
  });

  it('fails balance.shape, and so approval, when the wallet holds another balance than the one given', async () => {
    wallet.storage.setBalance(CUSTOMER, 'tester-e', '0.75');
    const report = await runWebhookTester({ ...target(), userId: 'tester-e', balance: '0.50' });
    expect(report.approved).toBe(false);
    expect(report.scenarios.filter((s) => s.outcome === 'failed').map((s) => [s.id, s.detail])).toEqual([
      ['balance.shape', 'the wallet reports 0.75, but the tester was told the user holds 0.50 (the balance was 0.75 afterwards; the tester brought it back to 0.50)'],
    ]);
  });

  it.each([
    ['0.09', 'BALANCE_OUT_OF_WINDOW'],
    ['1.01', 'BALANCE_OUT_OF_WINDOW'],
    ['25', 'BALANCE_OUT_OF_WINDOW'],
    ['-0.50', 'INVALID_BALANCE'],
    ['0.5x', 'INVALID_BALANCE'],
  ])('refuses an opening balance of %s (%s) and sends nothing', async (balance, code) => {
    wallet.clearRequests();
    await expect(runWebhookTester({ ...target(), userId: 'tester-f', balance })).rejects.toMatchObject({ name: 'TesterInputError', code });
    expect(wallet.requests).toEqual([]);
  });

  it('stops starting scenarios at its time limit: the rest are not run, the verdict says why, the balance is level', async () => {
    wallet.storage.setBalance(CUSTOMER, 'tester-h', '0.50');
    // The run's clock jumps past the limit once the third scenario is done; the probes' signatures
    // still carry a time the wallet accepts.
    let jump = 0;
    const report = await runWebhookTester({
      ...target(),
      userId: 'tester-h',
      balance: '0.50',
      timeLimitMs: 60_000,
      now: () => Date.now() + jump,
      onProgress: ({ index }) => void (index === 3 && (jump = 60_000)),
    });
    expect(report.scenarios.slice(0, 3).map((s) => s.outcome)).toEqual(['passed', 'passed', 'passed']);
    expect(report.scenarios.slice(3).every((s) => s.outcome === 'not-run' && s.detail === "not run: the run's time limit of 60 s ran out")).toBe(true);
    expect(report).toMatchObject({ approved: false, balanceRestored: true, closingBalance: '0.50', counts: { scenarios: 205, notRun: 202 } });
    expect(report.verdict).toBe(
      `The run stopped at its time limit of 60 s: a wallet should answer each probe in well under a second. ${181 - report.counts.requiredPassed} of 181 required scenarios did not pass.`,
    );
  });

  it.each([0, -1000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a time limit of %s ms and sends nothing', async (timeLimitMs) => {
    wallet.clearRequests();
    await expect(runWebhookTester({ ...target(), userId: 'tester-i', balance: '0.50', timeLimitMs })).rejects.toMatchObject({
      name: 'TesterInputError',
      code: 'INVALID_OPTION',
      message: `timeLimitMs must be a whole number of milliseconds from 1, not ${String(timeLimitMs)}`,
    });
    expect(wallet.requests).toEqual([]);
  });

  it('refuses a plain-HTTP loopback wallet that WEBHOOK_ALLOW_PRIVATE does not name, as live webhooks do', async () => {
    const run = runWebhookTester({ ...target(), allowPrivate: [], userId: 'tester-g', balance: '0.50' });
    await expect(run).rejects.toBeInstanceOf(TesterInputError);
    await expect(run).rejects.toMatchObject({ code: 'URL_REFUSED', message: expect.stringContaining('WEBHOOK_ALLOW_PRIVATE') });
    await expect(runWebhookTester({ ...target(), url: 'https://10.0.0.8/wallet', allowPrivate: [], userId: 'u', balance: '0.50' })).rejects.toMatchObject({
      code: 'URL_REFUSED',
      message: expect.stringContaining('10.0.0.8 is not a public address'),
    });
  });

  it('reports an endpoint that does not answer once, without running the rest', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const report = await runWebhookTester({ ...target(), url: `http://127.0.0.1:${port}/wallet`, allowPrivate: [`127.0.0.1:${port}`], userId: 'u', balance: '0.50' });
    expect(report.approved).toBe(false);
    expect(report.counts).toMatchObject({ requiredFailed: 1, notRun: 204 });
    expect(report.scenarios[0]!.detail).toMatch(/not-sent \(connect\)/);
    expect(report.closingBalance).toBeNull();
  });
});
