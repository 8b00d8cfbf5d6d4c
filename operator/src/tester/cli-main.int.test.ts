import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceWallet } from '../reference-wallet/reference-wallet';
import { createMemoryStorage } from '../wallet/memory-storage';
import { runCli } from './cli-main';
import { DEFECT_VERDICTS, startTestWallet } from './testing/broken-wallets';

const CUSTOMER = 'cus_cli';
const SECRET = 'whsec_cli_secret';

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const status = await runCli(args, env, { out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

// A full run sends about 1,200 requests: seconds here, more on a loaded machine.
describe('rgs-webhook-tester', { timeout: 60_000 }, () => {
  const wallet = createReferenceWallet({ customerId: CUSTOMER, webhookSecret: SECRET, storage: createMemoryStorage() });
  const dir = mkdtempSync(join(tmpdir(), 'rgs-tester-cli-'));
  beforeAll(() => wallet.start());
  afterAll(async () => {
    await wallet.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const flags = (user: string, balance: string) => ['--url', wallet.url, '--secret', SECRET, '--customer', CUSTOMER, '--user', user, '--balance', balance];
  const env = () => ({ WEBHOOK_ALLOW_PRIVATE: `127.0.0.1:${wallet.port}` });

  it('approves the reference wallet: exit 0, a progress line per scenario, the summary and the JSON report', async () => {
    wallet.storage.setBalance(CUSTOMER, 'cli-a', '0.50');
    const reportFile = join(dir, 'report.json');
    const { status, out, err } = await cli([...flags('cli-a', '0.50'), '--json', reportFile], env());
    expect(status).toBe(0);
    const progress = err.trim().split('\n');
    expect(progress).toHaveLength(205);
    expect(progress[0]).toBe('[  1/205] passed  balance.shape');
    expect(progress[204]).toBe('[205/205] passed  response.latency');
    expect(out).toContain('required:   181 of 181 passed');
    expect(out).toContain('advisories: 24 of 24 passed');
    expect(out).toContain('balance:    opening 0.50, closing 0.50 (restored exactly)');
    expect(out).toContain('APPROVED: all 181 required scenarios passed and the opening balance was restored exactly.');
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    expect(report).toMatchObject({ tester: 'rgs-webhook-tester', version: '0.2.0', approved: true, mode: 'full', counts: { scenarios: 205 } });
    expect(report.scenarios[1]).toEqual({
      id: 'coin.settle',
      severity: 'required',
      rule: 'Endpoints → Operator webhook; wallet-side requirement 11',
      purpose: 'A won Coin Flip round: `coin_bet` then `coin_win` of the same betId.',
      expected: 'Both exactly HTTP 200; the balance moves by exactly −stake then +payout (and any reported balance is that figure).',
      outcome: 'passed',
      ms: expect.any(Number),
    });
  });

  it.each(DEFECT_VERDICTS)('refuses approval to a wallet that %s with exit 1, naming each failing rule and nothing else', async (defect, failures, warnings) => {
    const broken = await startTestWallet({ customerId: CUSTOMER, secret: SECRET, defect });
    try {
      broken.storage.setBalance(CUSTOMER, 'cli-b', '0.50');
      const args = ['--url', broken.url, '--secret', SECRET, '--customer', CUSTOMER, '--user', 'cli-b', '--balance', '0.50'];
      const { status, out, err } = await cli(args, { WEBHOOK_ALLOW_PRIVATE: broken.allowPrivate });
      expect(status).toBe(1);
      expect(out).toContain(`required:   ${181 - failures.length} of 181 passed, ${failures.length} failed`);
      expect([...out.matchAll(/^  ✗ (\S+):/gm)].map((m) => m[1]).sort()).toEqual([...failures].sort());
      expect([...out.matchAll(/^  ! (\S+):/gm)].map((m) => m[1]).sort()).toEqual([...warnings].sort());
      expect([...err.matchAll(/FAILED  (\S+)$/gm)].map((m) => m[1]).sort()).toEqual([...failures].sort());
      expect(out).toContain(`NOT APPROVED: ${failures.length} of 181 required scenarios did not pass.`);
    } finally {
      await broken.stop();
    }
  });

  it('prints the rule, the expectation and what came instead for a failing scenario', async () => {
    const broken = await startTestWallet({ customerId: CUSTOMER, secret: SECRET, defect: 'pays-second-credit' });
    try {
      broken.storage.setBalance(CUSTOMER, 'cli-b2', '0.50');
      const args = ['--url', broken.url, '--secret', SECRET, '--customer', CUSTOMER, '--user', 'cli-b2', '--balance', '0.50'];
      const { out } = await cli(args, { WEBHOOK_ALLOW_PRIVATE: broken.allowPrivate });
      const block = out.slice(out.indexOf('  ✗ dice.second-credit:')).split('\n').slice(0, 4);
      expect(block).toEqual([
        '  ✗ dice.second-credit: A second `dice_win` with a new transactionId on an already credited round.',
        '      rule: Wallet-side requirement 4 (idempotency): at most one credit per round',
        '      expected: Refused with a non-200 status (409 for example); the balance does not move.',
        '      got: a second dice_win: expected a non-200 refusal, got HTTP 200 {"success":true,"balance":0.55} (HTTP 200 means committed, whatever the body says) (the balance was 0.55 afterwards; the tester brought it back to 0.50)',
      ]);
    } finally {
      await broken.stop();
    }
  });

  it('stops a slow wallet\'s run at --time-limit with exit 1, reporting the rest not run', async () => {
    const slow = await startTestWallet({ customerId: CUSTOMER, secret: SECRET, defect: 'answers-slowly' });
    try {
      slow.storage.setBalance(CUSTOMER, 'cli-g', '0.50');
      const args = ['--url', slow.url, '--secret', SECRET, '--customer', CUSTOMER, '--user', 'cli-g', '--balance', '0.50', '--time-limit', '1', '--json', '-'];
      const { status, out } = await cli(args, { WEBHOOK_ALLOW_PRIVATE: slow.allowPrivate });
      expect(status).toBe(1);
      const report = JSON.parse(out);
      expect(report.counts.notRun).toBeGreaterThan(190);
      expect(report.scenarios.at(-1)).toMatchObject({ outcome: 'not-run', detail: "not run: the run's time limit of 1 s ran out" });
      expect(report.verdict).toMatch(/^The run stopped at its time limit of 1 s/);
      expect(report.balanceRestored).toBe(true);
    } finally {
      await slow.stop();
    }
  });

  it('runs the diagnostic at 0.00 and exits 1: it cannot approve', async () => {
    wallet.storage.setBalance(CUSTOMER, 'cli-c', '0.00');
    const { status, out } = await cli([...flags('cli-c', '0.00'), '--json', '-'], env());
    expect(status).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ mode: 'diagnostic', approved: false, counts: { required: 7, requiredPassed: 7, advisory: 6 } });
  });

  it.each([
    [['--balance', '2.00'], "the opening balance 2.00 is outside the tester's window"],
    [['--balance', 'lots'], 'the opening balance must be a decimal amount such as 0.50'],
    [['--time-limit', '0'], '--time-limit must be a whole number of seconds from 1, not "0"'],
    [['--time-limit', '1.5'], '--time-limit must be a whole number of seconds from 1, not "1.5"'],
    [['--time-limit', '10m'], '--time-limit must be a whole number of seconds from 1, not "10m"'],
  ])('refuses %j with exit 2 and sends nothing', async (override, message) => {
    wallet.clearRequests();
    const { status, err } = await cli([...flags('cli-d', '0.50'), ...override], env());
    expect(status).toBe(2);
    expect(err).toContain(message);
    expect(wallet.requests).toEqual([]);
  });

  it('refuses an unknown flag, missing flags and an address WEBHOOK_ALLOW_PRIVATE does not name, with exit 2', async () => {
    wallet.clearRequests();
    const unknown = await cli([...flags('cli-e', '0.50'), '--insecure'], env());
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain("Unknown option '--insecure'");
    const missing = await cli(['--url', wallet.url], env());
    expect(missing).toMatchObject({ status: 2, err: expect.stringContaining('missing --secret (or RGS_WEBHOOK_SECRET), --customer, --user, --balance') });
    const refused = await cli(flags('cli-e', '0.50'), {});
    expect(refused.status).toBe(2);
    expect(refused.err).toContain('a plain-HTTP or private address is reached only when WEBHOOK_ALLOW_PRIVATE names its host:port');
    expect(wallet.requests).toEqual([]);
  });

  it('takes the secret from RGS_WEBHOOK_SECRET', async () => {
    wallet.storage.setBalance(CUSTOMER, 'cli-f', '0.00');
    const args = flags('cli-f', '0.00').filter((_, i, all) => all[i] !== '--secret' && all[i - 1] !== '--secret');
    const { status, out } = await cli(args, { ...env(), RGS_WEBHOOK_SECRET: SECRET });
    expect(status).toBe(1);
    expect(out).toContain('required:   7 of 7 passed');
  });
});
