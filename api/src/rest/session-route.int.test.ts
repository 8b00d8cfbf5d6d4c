import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../db/schema';
import { createService } from '../service';
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

describe('POST /session refuses what it could not store, before any webhook', () => {
  const rawSession = (body: string, headers: Record<string, string> = {}) =>
    h.service.app.request('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-secret': op.secret, ...headers },
      body,
    });

  it.each([
    ['a rate of 1e400', '{"code":"EUR","prefix":"€","rate":1e400}', 'currency.rate: rate is too large'],
    ['a rate of 1e-400 (it would be stored as 0)', '{"code":"EUR","prefix":"€","rate":1e-400}', 'currency.rate: rate has more than 10 decimal places'],
    ['a rate with 11 places', '{"code":"EUR","prefix":"€","rate":0.92000000001}', 'currency.rate: rate has more than 10 decimal places'],
    ['a rate of 0', '{"code":"EUR","prefix":"€","rate":0}', 'currency.rate: rate must be a number greater than 0'],
    ['a negative rate', '{"code":"EUR","prefix":"€","rate":-1}', 'currency.rate: rate must be a number greater than 0'],
  ])('%s is 400, no balance_check, no row', async (_label, currency, message) => {
    const before = await sessionCount();
    const res = await rawSession(`{"clientId":"${op.clientId}","userId":"rate-user","currency":${currency}}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'VALIDATION_FAILED', message: `Invalid session request: ${message}` });
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it.each([
    ['NUL in userId', { userId: 'a\u0000b' }, 'userId: must not contain control characters'],
    ['a newline in userId', { userId: 'a\nb' }, 'userId: must not contain control characters'],
    ['a lone surrogate in userId', { userId: 'a\ud800' }, 'userId: must not contain control characters'],
    ['NUL in userName', { userId: 'u', userName: 'x\u0000' }, 'userName: must not contain control characters'],
    ['NUL in token', { userId: 'u', token: 'ref\u0000' }, 'token: must not contain control characters'],
    ['NUL in the prefix', { userId: 'u', currency: { code: 'EUR', prefix: '\u0000', rate: 1 } }, 'currency.prefix: must not contain control characters'],
    ['a 256-character userId', { userId: 'u'.repeat(256) }, 'userId: must be at most 255 characters'],
  ])('%s is 400, no balance_check, no row', async (_label, fields, message) => {
    const before = await sessionCount();
    const res = await h.createSession(op, { currency: { code: 'USD' }, ...fields });
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: `Invalid session request: ${message}` } });
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it.each([
    ['NUL', 'op\u0000x'],
    ['too long', 'c'.repeat(129)],
    ['not a client id', 'no spaces allowed'],
  ])('a clientId that is %s is 400 "Invalid client id" and touches nothing', async (_label, clientId) => {
    const res = await rawSession(JSON.stringify({ clientId, userId: 'u' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid client id' });
    expect(op.wallet.requests).toHaveLength(0);
  });
});

describe('POST /session content type', () => {
  it.each([['application/json'], ['application/json; charset=utf-8'], ['Application/JSON;charset="UTF-8"']])('accepts %s', async (type) => {
    const res = await h.service.app.request('/session', {
      method: 'POST',
      headers: { 'content-type': type, 'x-operator-secret': op.secret },
      body: JSON.stringify({ clientId: op.clientId, userId: 'typed', currency: { code: 'USD' } }),
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['no content type', undefined],
    ['text/plain', 'text/plain'],
    ['form encoded', 'application/x-www-form-urlencoded'],
    ['a JSON look-alike', 'application/jsonp'],
    ['JSON in another charset', 'application/json; charset=iso-8859-1'],
  ])('%s is 415 and touches nothing', async (_label, type) => {
    const before = await sessionCount();
    const headers: Record<string, string> = { 'x-operator-secret': op.secret };
    if (type) headers['content-type'] = type;
    const res = await h.service.app.request('/session', {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientId: op.clientId, userId: 'typed', currency: { code: 'USD' } }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Content-Type must be application/json' });
    expect(await sessionCount()).toBe(before);
    expect(op.wallet.requests).toHaveLength(0);
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
  const settings = { authFailures: 3, authFailuresPerAddress: 5, authWindowSeconds: 60, authBlockSeconds: 60, sessions: 1000, sessionWindowSeconds: 1 };
  const from = (target: Harness, op: TestOperator, address: string, body: Record<string, unknown>, secret: string | null = op.secret) =>
    target.service.app.request(
      '/session',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-operator-secret': secret }) },
        body: JSON.stringify({ clientId: op.clientId, ...body }),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );

  it('failures lock out the failing address, never the operator calling from another one', async () => {
    const limited = await createHarness({ rateLimits: settings });
    try {
      const victim = await limited.operator();
      const attacker = '198.51.100.7';
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await from(limited, victim, attacker, valid, `wrong-secret-${i}-wrong-secret`)).status);
      expect(statuses).toEqual([401, 401, 401, ...Array(17).fill(429)]);

      // The failing caller is refused even with the right secret (no oracle for a guess)…
      const blocked = await from(limited, victim, attacker, valid);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await blocked.json()).message).toBeTruthy();
      // …while the operator's own server, elsewhere, is never refused.
      expect((await from(limited, victim, '203.0.113.10', valid)).status).toBe(200);
      expect((await from(limited, victim, '2001:4860:4860::8888', valid)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('one address spraying client ids is blocked as a whole; a success resets only its own pair', async () => {
    const limited = await createHarness({ rateLimits: settings });
    try {
      const a = await limited.operator();
      const b = await limited.operator();
      const c = await limited.operator();
      const shared = '192.0.2.44';
      // Two failures then a success for A: A's pair starts again from zero…
      for (let i = 0; i < 2; i++) expect((await from(limited, a, shared, valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect((await from(limited, a, shared, valid)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await from(limited, a, shared, valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect((await from(limited, a, shared, valid)).status).toBe(200);
      // …but the address has now failed 4 times; one more (for B) reaches its allowance of 5.
      expect((await from(limited, b, shared, valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect((await from(limited, c, shared, valid)).status).toBe(429);
      expect((await from(limited, c, '192.0.2.45', valid)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('IPv6 callers are counted by their /64, IPv4-mapped ones as IPv4', async () => {
    const limited = await createHarness({ rateLimits: settings });
    try {
      const op = await limited.operator();
      for (let i = 1; i <= 3; i++) expect((await from(limited, op, `2001:db8:1:2::${i}`, valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect((await from(limited, op, '2001:db8:1:2:ffff::9', valid)).status).toBe(429);
      expect((await from(limited, op, '2001:db8:1:3::1', valid)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await from(limited, op, '::ffff:198.51.100.20', valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      expect((await from(limited, op, '198.51.100.20', valid)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('missing secrets count against the address', async () => {
    const limited = await createHarness({ rateLimits: settings });
    try {
      const op = await limited.operator();
      for (let i = 0; i < 5; i++) expect((await from(limited, op, '198.51.100.30', valid, null)).status).toBe(401);
      expect((await from(limited, op, '198.51.100.30', valid)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('the counters live in the database: a new service on the same database still refuses the attacker', async () => {
    const tokenKey = randomBytes(32);
    const limited = await createHarness({ rateLimits: settings, tokenKey });
    try {
      const victim = await limited.operator();
      for (let i = 0; i < 3; i++) expect((await from(limited, victim, '198.51.100.40', valid, 'wrong-secret-wrong-secret')).status).toBe(401);
      const rows = await limited.database.db.select().from(rateLimits);
      expect(rows.map((r) => r.key).sort()).toEqual([`auth_addr:198.51.100.40`, `auth_pair:${JSON.stringify([victim.clientId, '198.51.100.40'])}`]);

      const restarted = createService({
        db: limited.database.db,
        tokenKey,
        playUrl: 'https://play.test',
        webhookAllowPrivate: [new URL(victim.wallet.url).host],
        rateLimits: settings,
        onError: () => undefined,
      });
      try {
        const again = { ...limited, service: restarted };
        expect((await from(again, victim, '198.51.100.40', valid)).status).toBe(429);
        expect((await from(again, victim, '203.0.113.50', valid)).status).toBe(200);
      } finally {
        await restarted.stop();
      }
    } finally {
      await limited.close();
    }
  });

  it('a session flood gets 429 with Retry-After', async () => {
    const limited = await createHarness({ rateLimits: { ...settings, authFailures: 100, authFailuresPerAddress: 100, sessions: 2, sessionWindowSeconds: 60 } });
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
