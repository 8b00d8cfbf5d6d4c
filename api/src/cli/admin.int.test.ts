import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url));
const TOKEN_KEY = randomBytes(32).toString('hex');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function admin(...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', ADMIN, ...args], {
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

  it.each([
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
