import { randomBytes } from 'node:crypto';
import { createReferenceWallet, type ReferenceWallet } from '@rgs/operator/reference-wallet';
import { parseExact, stringifyExact } from '@rgs/schema';
import { asc, eq } from 'drizzle-orm';
import type { CreateAccountInput } from '../accounts';
import { transactions, type TransactionKind, type TransactionStatus } from '../db/schema';
import { createService, type Service, type ServiceOptions } from '../service';
import { eventually } from './eventually';
import { createTestDatabase, type TestDatabase } from './test-database';

/** One operator wired end to end: an account on the service and its reference wallet over HTTP. */
export interface TestOperator {
  readonly clientId: string;
  readonly customerId: string;
  readonly secret: string;
  readonly wallet: ReferenceWallet;
}

/** A service on a private database, talking over loopback HTTP to reference wallets. */
export interface Harness {
  readonly database: TestDatabase;
  readonly service: Service;
  /** Creates an account whose webhook is a fresh reference wallet. */
  operator(input?: Partial<Omit<CreateAccountInput, 'webhookUrl'>> & { openingBalance?: string }): Promise<TestOperator>;
  /** POST /session as the operator; returns the status and parsed body. */
  createSession(op: TestOperator, body: Record<string, unknown>, secret?: string | null): Promise<{ status: number; body: any; headers: Headers }>;
  /** A player token for `userId` (wallet-currency session in `currency`, USD by default). */
  playerToken(op: TestOperator, userId: string, extra?: Record<string, unknown>): Promise<string>;
  /** Runs a GraphQL operation as the player. */
  gql<T = any>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /**
   * The round's webhooks once none is pending, oldest first. Only a pending row is ever sent, so from
   * then on nothing more goes out for the round: a test proves an absence by this, never by waiting.
   */
  settledTransactions(roundId: string): Promise<{ kind: TransactionKind; status: TransactionStatus; amount: string }[]>;
  close(): Promise<void>;
}

/** Builds a harness; every test file gets its own (and its own database). */
export async function createHarness(options: Partial<Omit<ServiceOptions, 'db' | 'webhookAllowPrivate'>> = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const wallets: ReferenceWallet[] = [];
  const allowPrivate: string[] = [];
  const service = createService({
    db: database.db,
    tokenKey: randomBytes(32),
    playUrl: 'https://play.test',
    webhookAllowPrivate: allowPrivate,
    transportOptions: { timeoutMs: 1500 },
    outboxTiming: { baseDelayMs: 50, maxDelayMs: 200, pollMs: 50 },
    onError: () => undefined,
    ...options,
  });
  service.startWorkers();
  let seq = 0;

  const harness: Harness = {
    database,
    service,
    async operator(input = {}) {
      // The wallet must know its customer id before the account exists, so it starts first on a free
      // port and learns the id once the account is created.
      let customerId = '';
      let secret = '';
      const wallet = createReferenceWallet({ customerId: () => customerId, webhookSecret: () => secret, openingBalance: input.openingBalance ?? '1000' });
      await wallet.start();
      wallets.push(wallet);
      allowPrivate.push(new URL(wallet.url).host);
      const account = await service.accounts.create({
        clientId: input.clientId ?? `op-${++seq}-${randomBytes(3).toString('hex')}`,
        webhookUrl: wallet.url,
        ...input,
      });
      customerId = account.customerId;
      secret = account.secret;
      return { clientId: account.clientId, customerId, secret, wallet };
    },
    async createSession(op, body, secret = op.secret) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (secret !== null) headers['x-operator-secret'] = secret;
      const res = await service.app.request('/session', { method: 'POST', headers, body: JSON.stringify({ clientId: op.clientId, ...body }) });
      const text = await res.text();
      return { status: res.status, body: text ? parseExact(text) : undefined, headers: res.headers };
    },
    async playerToken(op, userId, extra = {}) {
      const res = await harness.createSession(op, { userId, currency: { code: 'USD' }, ...extra });
      if (res.status !== 200) throw new Error(`session failed: ${res.status} ${stringifyExact(res.body)}`);
      return (res.body as { token: string }).token;
    },
    async gql(token, query, variables) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await service.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return (await res.json()) as { data?: any; errors?: { message: string }[] };
    },
    async settledTransactions(roundId) {
      return eventually(async () => {
        const rows = await database.db
          .select({ kind: transactions.kind, status: transactions.status, amount: transactions.amount, createdAt: transactions.createdAt })
          .from(transactions)
          .where(eq(transactions.roundId, roundId))
          .orderBy(asc(transactions.createdAt));
        if (rows.some((row) => row.status === 'pending')) throw new Error(`round ${roundId} still has pending webhooks`);
        // Rows written in one transaction share its time: a round's money moves bet, win, close.
        const order: Record<TransactionKind, number> = { bet: 0, win: 1, close: 2 };
        const byTime = (a: (typeof rows)[number], b: (typeof rows)[number]) => Number(a.createdAt) - Number(b.createdAt) || order[a.kind] - order[b.kind];
        return [...rows].sort(byTime).map(({ kind, status, amount }) => ({ kind, status, amount: String(amount) }));
      });
    },
    async close() {
      await service.stop();
      await Promise.all(wallets.map((w) => w.stop()));
      await database.close();
    },
  };
  return harness;
}
