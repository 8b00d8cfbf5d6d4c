import { afterEach, describe, expect, it } from 'vitest';
import { runWebhookTester } from './run-tester';
import { DEFECT_VERDICTS, startTestWallet, type TestWallet, type WalletDefect } from './testing/broken-wallets';

const CUSTOMER = 'cus_broken';
const SECRET = 'whsec_broken_secret';

let wallet: TestWallet | undefined;
afterEach(() => wallet?.stop());

async function verdict(defect: WalletDefect) {
  wallet = await startTestWallet({ customerId: CUSTOMER, secret: SECRET, defect });
  wallet.storage.setBalance(CUSTOMER, 'tester', '0.50');
  const report = await runWebhookTester({ url: wallet.url, secret: SECRET, customerId: CUSTOMER, userId: 'tester', balance: '0.50', allowPrivate: [wallet.allowPrivate] });
  const ids = (outcome: string) => report.scenarios.filter((s) => s.outcome === outcome).map((s) => s.id).sort();
  return { report, failed: ids('failed'), warnings: ids('warning') };
}

// A full run sends about 1,200 requests: seconds here, more on a loaded machine.
describe('the webhook tester against deliberately broken wallets', { timeout: 60_000 }, () => {
  it('approves the same wallet without a defect', async () => {
    const { report, failed, warnings } = await verdict('none');
    expect(failed).toEqual([]);
    expect(warnings).toEqual([]);
    expect(report.approved).toBe(true);
  });

  it.each(DEFECT_VERDICTS)('does not approve a wallet that %s, and names exactly the rules it breaks', async (defect, expectedFailures, expectedWarnings) => {
    const { report, failed, warnings } = await verdict(defect);
    expect(failed).toEqual([...expectedFailures].sort());
    expect(warnings).toEqual([...expectedWarnings].sort());
    expect(report.approved).toBe(false);
  });
});
