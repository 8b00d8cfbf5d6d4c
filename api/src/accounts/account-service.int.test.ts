import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '../common/keys';
import { SealedBox } from '../common/sealed-box';
import { customers } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Database } from '../db';
import { createAccountService, secretsMatch, type AccountService } from './account-service';

let database: TestDatabase;
let accounts: AccountService;
let now = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  accounts = createAccountService({
    db: database.db,
    clock: { now: () => now },
    secrets: new SealedBox(deriveKey(randomBytes(32), 'secret-at-rest')),
    webhookAllowPrivate: [],
  });
});
afterAll(() => database.close());

describe('accounts', () => {
  it('keeps the secret encrypted at rest and returns it once at creation', async () => {
    const created = await accounts.create({ clientId: 'casino-1', webhookUrl: 'https://wallet.example.com/hook' });
    expect(created.secret).toMatch(/^whsec_/);
    const [row] = await database.db.select().from(customers).where(eq(customers.clientId, 'casino-1'));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect((await accounts.authenticate('casino-1', created.secret)).customerId).toBe(created.customerId);
  });

  it('refuses a bad webhook URL, a short secret, a duplicate or malformed client id', async () => {
    await expect(accounts.create({ clientId: 'x1', webhookUrl: 'http://wallet.example.com' })).rejects.toThrow(/HTTPS/);
    await expect(accounts.create({ clientId: 'x2', webhookUrl: 'https://10.0.0.1/hook' })).rejects.toThrow(/public/);
    await expect(accounts.create({ clientId: 'x3', webhookUrl: 'https://w.example.com', secret: 'short' })).rejects.toThrow(/secret/);
    await expect(accounts.create({ clientId: 'casino-1', webhookUrl: 'https://w.example.com' })).rejects.toThrow(/exists/);
    await expect(accounts.create({ clientId: 'bad id!', webhookUrl: 'https://w.example.com' })).rejects.toThrow(/client id/);
  });

  it('rejects wrong, empty and unknown credentials alike', async () => {
    for (const [clientId, secret] of [['casino-1', 'whsec_wrong'], ['casino-1', ''], ['nobody', 'whsec_x']] as const) {
      await expect(accounts.authenticate(clientId, secret)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('caches the configuration for five minutes, and a rotation in this process takes effect at once', async () => {
    const created = await accounts.create({ clientId: 'casino-2', webhookUrl: 'https://wallet.example.com/a' });
    await accounts.findByClientId('casino-2');
    // A change made behind the cache's back (another process) is not seen until the entry expires…
    await database.db.update(customers).set({ webhookUrl: 'https://wallet.example.com/b' }).where(eq(customers.clientId, 'casino-2'));
    expect((await accounts.findByClientId('casino-2'))!.webhookUrl).toBe('https://wallet.example.com/a');
    now += 5 * 60 * 1000 + 1;
    expect((await accounts.findByClientId('casino-2'))!.webhookUrl).toBe('https://wallet.example.com/b');

    // …but a rotation here invalidates at once: the old secret stops working immediately.
    const rotated = await accounts.rotateSecret('casino-2');
    expect(rotated.secret).not.toBe(created.secret);
    await expect(accounts.authenticate('casino-2', created.secret)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await accounts.authenticate('casino-2', rotated.secret)).clientId).toBe('casino-2');
    expect((await accounts.findByCustomerId(created.customerId))!.secret).toBe(rotated.secret);
  });
});

describe('authentication costs the same for every client id', () => {
  // What the caller could time: database reads, sealed secrets opened, secret comparisons.
  function instrumented() {
    const log: string[] = [];
    const secrets = new SealedBox(deriveKey(randomBytes(32), 'secret-at-rest'));
    const open = secrets.open.bind(secrets);
    vi.spyOn(secrets, 'open').mockImplementation((sealed, context) => {
      log.push('open');
      return open(sealed, context);
    });
    const db = new Proxy(database.db, {
      get(target, prop) {
        if (prop === 'select') log.push('select');
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    const service = createAccountService({
      db,
      clock: { now: () => now },
      secrets,
      webhookAllowPrivate: [],
      secretsEqual: (expected, presented) => {
        log.push(`compare ${expected.length === 0 ? 'nothing' : 'a secret'}`);
        return secretsMatch(expected, presented);
      },
    });
    return { log, service };
  }

  async function workOf(service: AccountService, log: string[], clientId: string, secret: string): Promise<string[]> {
    log.length = 0;
    await expect(service.authenticate(clientId, secret)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    return [...log];
  }

  it('an unknown client id, a known one (cached or not) and one without a secret do the same work', async () => {
    const { log, service } = instrumented();
    await service.create({ clientId: 'timing-known', webhookUrl: 'https://wallet.example.com/t' });
    await service.create({ clientId: 'timing-unprovisioned', webhookUrl: 'https://wallet.example.com/u' });
    await database.db.update(customers).set({ secretSealed: null }).where(eq(customers.clientId, 'timing-unprovisioned'));
    await service.findByClientId('timing-known'); // warm the cache: authentication must not use it

    const wrong = `whsec_${randomBytes(32).toString('base64url')}`;
    const expected = ['select', 'open', 'compare a secret'];
    expect(await workOf(service, log, 'timing-known', wrong)).toEqual(expected);
    expect(await workOf(service, log, 'timing-unknown', wrong)).toEqual(expected);
    expect(await workOf(service, log, 'timing-unprovisioned', wrong)).toEqual(expected);
  });

  it('compares over digests, so the time does not depend on the length of either secret', () => {
    expect(secretsMatch('short-secret-0001', 'short-secret-0001')).toBe(true);
    expect(secretsMatch('short-secret-0001', 'short-secret-0002')).toBe(false);
    expect(secretsMatch('a'.repeat(200), 'a')).toBe(false);
    expect(secretsMatch('', '')).toBe(true);
  });

  it('reads the secret from the database on every attempt: a rotation by another process takes effect at once', async () => {
    const secrets = new SealedBox(deriveKey(randomBytes(32), 'secret-at-rest'));
    const deps = { db: database.db, clock: { now: () => now }, secrets, webhookAllowPrivate: [] };
    const here = createAccountService(deps);
    const elsewhere = createAccountService(deps);
    const created = await here.create({ clientId: 'timing-rotated', webhookUrl: 'https://wallet.example.com/r' });
    expect((await here.authenticate('timing-rotated', created.secret)).clientId).toBe('timing-rotated');

    const rotated = await elsewhere.rotateSecret('timing-rotated');
    await expect(here.authenticate('timing-rotated', created.secret)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await here.authenticate('timing-rotated', rotated.secret)).secret).toBe(rotated.secret);
  });
});

