import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator({ theme: { darkBackground: '#112233' } });
});
afterAll(() => h.close());
beforeEach(() => op.wallet.clearRequests());

const sessionCount = async () => (await h.database.db.select({ n: count() }).from(sessions))[0]!.n;
const valid = { userId: 'u-1', currency: { code: 'USD' } };

describe('POST /session authentication', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['wrong', 'not-the-secret-at-all'],
  ])('a %s x-operator-secret is 401 before any field is validated, and creates nothing', async (_label, secret) => {
    const before = await sessionCount();
    // The body is invalid too: the 401 must win.
    const res = await h.createSession(op, { userId: 42 }, secret);
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it('an unknown clientId is 401 like a wrong secret', async () => {
    const res = await h.createSession({ ...op, clientId: 'nobody' }, valid);
    expect(res.status).toBe(401);
  });
});

describe('POST /session validation', () => {
  it.each([
    ['userId missing', { currency: { code: 'USD' } }],
    ['userId not a string', { userId: 7, currency: { code: 'USD' } }],
    ['currency not an object', { userId: 'u', currency: 'USD' }],
    ['both token and sessionToken', { ...valid, token: 'a', sessionToken: 'b' }],
    ['token over 512 characters', { ...valid, token: 'x'.repeat(513) }],
    ['showBalance not a boolean', { ...valid, showBalance: 'yes' }],
    ['logoUrl not a URL', { ...valid, logoUrl: 'javascript:alert(1)' }],
    ['prefix without rate', { userId: 'u', currency: { code: 'EUR', prefix: '€' } }],
  ])('%s is 400 with a message and changes nothing', async (_label, body) => {
    const before = await sessionCount();
    const res = await h.createSession(op, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it('malformed JSON is 400', async () => {
    const res = await h.service.app.request('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-secret': op.secret },
      body: '{"clientId":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
  });

  it('a currency without a USD rate is 400 "Unsupported currency: <code>"', async () => {
    const res = await h.createSession(op, { userId: 'u', currency: { code: 'XYZ' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Unsupported currency: XYZ' } });
    expect(op.wallet.requests).toHaveLength(0);
  });

  it('a failed initial balance_check is 400 "User not recognized by operator."', async () => {
    op.wallet.setFault({ respond: 404, match: { event: 'balance_check', times: 1 } });
    const before = await sessionCount();
    const res = await h.createSession(op, { userId: 'ghost', currency: { code: 'USD' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'User not recognized by operator.' } });
    expect(await sessionCount()).toBe(before);
  });

  it('a balance_check answer without a valid balance is 400 too', async () => {
    op.wallet.setFault({ respond: 200, body: '{"success":true,"balance":"lots"}', match: { event: 'balance_check', times: 1 } });
    const res = await h.createSession(op, { userId: 'ghost2', currency: { code: 'USD' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'User not recognized by operator.' } });
  });
});

describe('POST /session success', () => {
  it('returns a token and a gameUrl carrying the presentation parameters', async () => {
    const res = await h.createSession(op, {
      userId: 'p-1',
      currency: { code: 'BRL' },
      language: 'pt',
      token: 'operator-session-ref',
      theme: { buttonColor: '#ABCDEF80', darkLightBackground: 'red' },
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    const url = new URL(res.body.gameUrl);
    expect(url.searchParams.get('token')).toBe(res.body.token);
    expect(url.searchParams.get('lang')).toBe('pt');
    expect(url.searchParams.get('cur')).toBe('BRL');
    expect(url.searchParams.get('accent')).toBe('#ABCDEF80');
    // Customer default for bg, built-in for the invalid bgLight.
    expect(url.searchParams.get('bg')).toBe('#112233');
    expect(url.searchParams.get('bgLight')).toMatch(/^#[0-9A-Fa-f]{3,8}$/);
    const check = op.wallet.requests.find((r) => r.body.event === 'balance_check')!;
    expect(check.body).toMatchObject({ userId: 'p-1', customerId: op.customerId, currency: 'BRL', sessionToken: 'operator-session-ref' });
  });

  it('accepts sessionToken as the alias of token', async () => {
    const res = await h.createSession(op, { ...valid, userId: 'p-2', sessionToken: 'alias-ref' });
    expect(res.status).toBe(200);
    expect(op.wallet.requests.at(-1)!.body.sessionToken).toBe('alias-ref');
  });

  it('legacy display mode: prefix and rate, USD on the wire, curPrefix in the URL', async () => {
    const res = await h.createSession(op, { userId: 'p-3', currency: { code: 'EUR', prefix: '€', rate: 0.92 } });
    expect(res.status).toBe(200);
    const url = new URL(res.body.gameUrl);
    expect(url.searchParams.get('curPrefix')).toBe('€');
    expect(op.wallet.requests.at(-1)!.body.currency).toBe('USD');
  });

  it('the player token plays on the GraphQL API', async () => {
    const token = await h.playerToken(op, 'p-4');
    const res = await h.gql(token, 'query { session { userId currency wireCurrency } }');
    expect(res.data.session).toEqual({ userId: 'p-4', currency: 'USD', wireCurrency: 'USD' });
  });

  it('a tampered, foreign or missing token is rejected as UNAUTHENTICATED', async () => {
    const token = await h.playerToken(op, 'p-5');
    const mid = Math.floor(token.length / 2);
    const tampered = token.slice(0, mid) + (token[mid] === 'A' ? 'B' : 'A') + token.slice(mid + 1);
    expect(tampered).not.toBe(token);
    for (const bad of [tampered, 'garbage', null]) {
      const res = await h.gql(bad, 'query { session { userId } }');
      expect({ bad, errors: res.errors }).toMatchObject({ bad, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    }
  });
});

describe('POST /session rate limits', () => {
  it('too many failed authentications from one client get 429 with Retry-After, even with the right secret', async () => {
    const limited = await createHarness({
      rateLimits: { authFailures: 3, authWindowSeconds: 60, authBlockSeconds: 60, sessions: 1000, sessionWindowSeconds: 1 },
    });
    try {
      const victim = await limited.operator();
      for (let i = 0; i < 3; i++) expect((await limited.createSession(victim, valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      const blocked = await limited.createSession(victim, valid);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.body.message).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it('a session flood gets 429 with Retry-After', async () => {
    const limited = await createHarness({
      rateLimits: { authFailures: 100, authWindowSeconds: 60, authBlockSeconds: 60, sessions: 2, sessionWindowSeconds: 60 },
    });
    try {
      const busy = await limited.operator();
      expect((await limited.createSession(busy, valid)).status).toBe(200);
      expect((await limited.createSession(busy, valid)).status).toBe(200);
      const flooded = await limited.createSession(busy, valid);
      expect(flooded.status).toBe(429);
      expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
