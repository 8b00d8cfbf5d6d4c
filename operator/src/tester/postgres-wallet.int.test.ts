import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletHandler } from '../wallet/wallet-handler';
import { toNodeListener } from '../adapters/node-http';
import { createPostgresStorage } from '../wallet/postgres-storage';
import { createWalletTestDatabase, type WalletTestDatabase } from '../wallet/postgres-test-database';
import { runWebhookTester } from './run-tester';

const serverUrl = process.env.DATABASE_URL;
const CUSTOMER = 'cus_pg_tester';
const SECRET = 'whsec_pg_tester';

// The wallet an operator builds from the README: the handler on the Postgres storage behind the
// Node adapter, players created by the operator (never on first contact).
// A full run sends about 1,200 requests: seconds here, more on a loaded machine.
describe.runIf(serverUrl)('the webhook tester against the Postgres reference wallet', { timeout: 60_000 }, () => {
  let database: WalletTestDatabase;
  const server = createServer();
  let url = '';
  beforeAll(async () => {
    database = await createWalletTestDatabase(serverUrl!);
    const storage = createPostgresStorage({ db: database.db });
    server.on('request', toNodeListener(createWalletHandler({ customerId: CUSTOMER, webhookSecret: SECRET, storage })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wallet`;
    await storage.setBalance(CUSTOMER, 'pg-tester', '0.30');
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database?.close();
  });

  it('approves it with every scenario passed and the balance restored in the database', async () => {
    const report = await runWebhookTester({ url, secret: SECRET, customerId: CUSTOMER, userId: 'pg-tester', balance: '0.30', allowPrivate: [new URL(url).host] });
    expect(report.scenarios.filter((s) => s.outcome !== 'passed').map((s) => `${s.id}: ${s.detail}`)).toEqual([]);
    expect(report).toMatchObject({ approved: true, closingBalance: '0.30', counts: { requiredPassed: 181, advisoriesPassed: 24 } });
    const [row] = await database.client<{ balance: string }[]>`SELECT balance::text AS balance FROM rgs_wallet_players WHERE customer_id = ${CUSTOMER} AND user_id = 'pg-tester'`;
    expect(row!.balance).toBe('0.3000000000');
  });
});
