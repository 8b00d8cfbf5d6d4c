import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconciliationCases } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url));
const TOKEN_KEY = randomBytes(32).toString('hex');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function admin(...args: string[]) {
  const res = spawnSync(process.execPath, ['--conditions=@rgs/source', '--import', 'tsx', ADMIN, ...args], {
    env: { ...process.env, DATABASE_URL: database.url, TOKEN_KEY, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  return { code: res.status, stdout: res.stdout, stderr: res.stderr };
}

// The CLI runs as its own process, so it needs a server database both processes can reach.
describe.runIf(process.env.DATABASE_URL)('the admin CLI', () => {
  it('creates, shows and rotates a customer, printing one JSON object each time', () => {
    const created = admin('customer', 'create', '--client-id', 'cli-casino', '--webhook-url', 'https://wallet.example.com/hook', '--opt-in', 'round-close,usd-rate');
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout);
    expect(Object.keys(out).sort()).toEqual(['clientId', 'customerId', 'secret']);
    expect(out.clientId).toBe('cli-casino');

    const shown = admin('customer', 'show', '--client-id', 'cli-casino');
    expect(shown.code).toBe(0);
    const account = JSON.parse(shown.stdout);
    expect(account).toMatchObject({ clientId: 'cli-casino', customerId: out.customerId, webhookUrl: 'https://wallet.example.com/hook' });
    expect(shown.stdout).not.toContain(out.secret);

    const rotated = admin('customer', 'rotate-secret', '--client-id', 'cli-casino');
    expect(rotated.code).toBe(0);
    const next = JSON.parse(rotated.stdout);
    expect(next.clientId).toBe('cli-casino');
    expect(next.secret).not.toBe(out.secret);
  });

  it('lists reconciliation cases and resolves one with a note', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    await database.db.insert(reconciliationCases).values([
      { id: 'rec_a', roundId: 'rnd_a', transactionId: 'txn_a', customerId: 'cus_1', userId: 'alice', kind: 'debit_unknown', amount: '2.5', reason: 'unknown', httpStatus: 500, createdAt: at },
      { id: 'rec_b', roundId: 'rnd_b', transactionId: 'txn_b', customerId: 'cus_1', userId: 'bob', kind: 'credit_refused', amount: '19.6', reason: 'refused', httpStatus: 400, detail: 'no debit', createdAt: new Date(at.getTime() + 1000) },
    ]);
    const listed = admin('reconciliation', 'list', '--open');
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({
      cases: [
        { id: 'rec_a', betId: 'rnd_a', transactionId: 'txn_a', customerId: 'cus_1', userId: 'alice', kind: 'debit_unknown', amount: '2.5', reason: 'unknown', httpStatus: 500, detail: null, createdAt: '2026-11-20T10:00:00.000Z', resolvedAt: null, note: null },
        { id: 'rec_b', betId: 'rnd_b', transactionId: 'txn_b', customerId: 'cus_1', userId: 'bob', kind: 'credit_refused', amount: '19.6', reason: 'refused', httpStatus: 400, detail: 'no debit', createdAt: '2026-11-20T10:00:01.000Z', resolvedAt: null, note: null },
      ],
    });

    const resolved = admin('reconciliation', 'resolve', '--id', 'rec_b', '--note', 'credited 19.6 by hand, ticket 812');
    expect(resolved.code).toBe(0);
    const out = JSON.parse(resolved.stdout);
    expect(out).toMatchObject({ id: 'rec_b', note: 'credited 19.6 by hand, ticket 812' });
    expect(Date.parse(out.resolvedAt)).not.toBeNaN();

    expect(JSON.parse(admin('reconciliation', 'list', '--open').stdout).cases.map((c: { id: string }) => c.id)).toEqual(['rec_a']);
    const all = JSON.parse(admin('reconciliation', 'list').stdout).cases;
    expect(all.map((c: { id: string; note: string | null }) => [c.id, c.note])).toEqual([['rec_a', null], ['rec_b', 'credited 19.6 by hand, ticket 812']]);

    // A resolved case is not resolved twice, and its note stays.
    const again = admin('reconciliation', 'resolve', '--id', 'rec_b', '--note', 'again');
    expect(again.code).not.toBe(0);
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('No open reconciliation case with id rec_b');
    const [row] = await database.db.select().from(reconciliationCases).where(eq(reconciliationCases.id, 'rec_b'));
    expect(row!.resolutionNote).toBe('credited 19.6 by hand, ticket 812');
  });

  it.each([
    [['reconciliation', 'resolve', '--id', 'rec_x']],
    [['reconciliation', 'resolve', '--id', 'rec_x', '--note', '  ']],
    [['reconciliation', 'resolve', '--id', 'rec_nope', '--note', 'fixed']],
    [['customer', 'create', '--client-id', 'no-url']],
    [['customer', 'create', '--client-id', 'insecure', '--webhook-url', 'http://wallet.example.com']],
    [['customer', 'show', '--client-id', 'nobody']],
    [['customer', 'explode']],
    [['customer', 'create', '--bogus-flag']],
  ])('%j fails with a message on stderr, nothing on stdout, and a non-zero exit', (args) => {
    const res = admin(...args);
    expect(res.code).not.toBe(0);
    expect(res.stdout).toBe('');
    expect(res.stderr.trim()).not.toBe('');
  });
});
